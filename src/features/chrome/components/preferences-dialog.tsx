import * as Dialog from '@radix-ui/react-dialog';
import { useState, type FormEvent } from 'react';
import { NO_PREFERENCES, type Preferences } from '@/domain/account/preferences';
import { PreferencesFields } from '@/features/preferences/preferences-fields';
import { usePreferencesStore } from '@/features/preferences/use-save-preferences';
import { Button } from '@/ui/button';
import { toast } from '@/ui/toast/toast-store';
import styles from '@/ui/dialog.module.css';

/**
 * The customer-preferences popup: saved to the profile when signed in (and shown as saved there, from the
 * account settings too), kept in this browser for guests.
 */
export function PreferencesDialog() {
  const store = usePreferencesStore();
  const [open, setOpen] = useState(false);
  const [prefs, setPrefs] = useState<Preferences>(NO_PREFERENCES);
  const [saving, setSaving] = useState(false);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      const where = await store.save(prefs);
      toast.success(where === 'account' ? 'Your preferences are saved to your account.' : 'Your preferences are saved in this browser.');
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
        if (next) setPrefs(store.current());
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
            <PreferencesFields value={prefs} onChange={setPrefs} idPrefix="popup" />
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
