import * as Dialog from '@radix-ui/react-dialog';
import { useState, type FormEvent } from 'react';
import { updateCustomerProfile } from '@generated/hooks/account/account';
import { STORAGE_KEYS, useSession } from '@/features/session';
import { Button } from '@/ui/button';
import { toast } from '@/ui/toast/toast-store';
import styles from './dialog.module.css';

export interface Preferences {
  metalPreference: string;
  customerType: string;
  productTypes: string[];
  mints: string[];
}

const METALS = ['Silver', 'Gold', 'Platinum', 'Palladium', 'Copper'];
const CUSTOMER_TYPES = ['Investor', 'Collector', 'First-time buyer', 'Dealer'];
const PRODUCT_TYPES = ['Coins', 'Bars', 'Rounds', 'Jewelry'];
const MINTS = ['US Mint', 'Royal Canadian Mint', 'British Royal Mint', 'Perth Mint', 'PAMP', 'Valcambi', 'Scottsdale', 'Sunshine'];
const EMPTY: Preferences = { metalPreference: '', customerType: '', productTypes: [], mints: [] };

export function loadPreferences(): Preferences {
  try {
    return { ...EMPTY, ...(JSON.parse(localStorage.getItem(STORAGE_KEYS.preferences) ?? '{}') as Partial<Preferences>) };
  } catch {
    return EMPTY;
  }
}

/** A fieldset of radio buttons or checkboxes with its legend. */
function ChoiceGroup({ legend, type, name, options, selected, onToggle }: { legend: string; type: 'radio' | 'checkbox'; name: string; options: string[]; selected: string[]; onToggle: (value: string) => void }) {
  return (
    <fieldset className={styles.fieldset}>
      <legend>{legend}</legend>
      {options.map((o) => (
        <label key={o} className={styles.choice}>
          <input type={type} name={name} value={o} checked={selected.includes(o)} onChange={() => onToggle(o)} /> {o}
        </label>
      ))}
    </fieldset>
  );
}

/** The customer-preferences popup: saved to the profile when signed in, kept in this browser for guests. */
export function PreferencesDialog() {
  const user = useSession((s) => (s.isLoggedIn ? s.user : null));
  const [open, setOpen] = useState(false);
  const [prefs, setPrefs] = useState<Preferences>(EMPTY);
  const [saving, setSaving] = useState(false);
  const toggle = (key: 'productTypes' | 'mints', value: string) => setPrefs((p) => ({ ...p, [key]: p[key].includes(value) ? p[key].filter((v) => v !== value) : [...p[key], value] }));
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    localStorage.setItem(STORAGE_KEYS.preferences, JSON.stringify(prefs));
    localStorage.setItem(STORAGE_KEYS.preferencesPopup, '1');
    try {
      if (user) {
        await updateCustomerProfile({
          customerId: user.userId, boldUserName: null, metalPreference: prefs.metalPreference || null, customerType: prefs.customerType || null, preferenceMintType: null,
          preferenceProductTypeId: prefs.productTypes.length ? PRODUCT_TYPES.indexOf(prefs.productTypes[0] ?? '') + 1 : null, preferenceMints: prefs.mints.join(',') || null,
          preferenceJewelryNCoupon: prefs.productTypes.includes('Jewelry'), isPreferenceUpdated: true,
        });
      }
      toast.success(user ? 'Your preferences are saved to your account.' : 'Your preferences are saved in this browser.');
      setOpen(false);
    } catch {
      toast.error('We could not save your preferences. Your choices are kept; try again.');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) setPrefs(loadPreferences());
        setOpen(next);
      }}
    >
      <Dialog.Trigger className={styles.iconButton}>
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2"><path d="M4 6h16M4 12h16M4 18h16" /><circle cx="9" cy="6" r="2" fill="currentColor" /><circle cx="15" cy="12" r="2" fill="currentColor" /><circle cx="7" cy="18" r="2" fill="currentColor" /></svg>
        <span className={styles.label}>Preferences</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content}>
          <Dialog.Title className={styles.title}>Your preferences</Dialog.Title>
          <Dialog.Description>Tell us what you collect and we will show it first.</Dialog.Description>
          <form onSubmit={(e) => void onSubmit(e)}>
            <ChoiceGroup legend="Preferred metal" type="radio" name="metal" options={METALS} selected={[prefs.metalPreference]} onToggle={(m) => setPrefs((p) => ({ ...p, metalPreference: m }))} />
            <ChoiceGroup legend="I am a" type="radio" name="customerType" options={CUSTOMER_TYPES} selected={[prefs.customerType]} onToggle={(t) => setPrefs((p) => ({ ...p, customerType: t }))} />
            <ChoiceGroup legend="Product types" type="checkbox" name="productTypes" options={PRODUCT_TYPES} selected={prefs.productTypes} onToggle={(t) => toggle('productTypes', t)} />
            <ChoiceGroup legend="Mints and refiners" type="checkbox" name="mints" options={MINTS} selected={prefs.mints} onToggle={(m) => toggle('mints', m)} />
            <div className={styles.actions}>
              <Button type="submit" busy={saving}>Save preferences</Button>
              <Dialog.Close asChild>
                <Button variant="secondary">Cancel</Button>
              </Dialog.Close>
            </div>
          </form>
          <Dialog.Close className={styles.close} aria-label="Close preferences">
            <span aria-hidden="true">×</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
