import { CUSTOMER_TYPES, METALS, MINT_TYPES, MINTS, PRODUCT_TYPES, type Preferences } from '@/domain/account/preferences';
import styles from './preferences.module.css';

/** A fieldset of radio buttons or checkboxes with its legend. */
function ChoiceGroup({
  legend,
  type,
  name,
  options,
  selected,
  onToggle,
}: {
  legend: string;
  type: 'radio' | 'checkbox';
  name: string;
  options: readonly { value: string; label: string }[];
  selected: string[];
  onToggle: (value: string) => void;
}) {
  return (
    <fieldset className={styles.fieldset}>
      <legend>{legend}</legend>
      {options.map((o) => (
        <label key={o.value} className={styles.choice}>
          <input type={type} name={name} value={o.value} checked={selected.includes(o.value)} onChange={() => onToggle(o.value)} />{' '}
          {o.label}
        </label>
      ))}
    </fieldset>
  );
}

const plain = (list: readonly string[]) => list.map((v) => ({ value: v, label: v }));

/**
 * The preference choices (UpdateCustomerProfile's fields), the same in the header's popup and the account
 * settings. `idPrefix` keeps the radio groups of two forms on one page apart.
 */
export function PreferencesFields({
  value,
  onChange,
  idPrefix,
}: {
  value: Preferences;
  onChange: (next: Preferences) => void;
  idPrefix: string;
}) {
  const set = (patch: Partial<Preferences>) => onChange({ ...value, ...patch });
  return (
    <>
      <ChoiceGroup
        legend="Preferred metal"
        type="radio"
        name={`${idPrefix}-metal`}
        options={plain(METALS)}
        selected={[value.metalPreference]}
        onToggle={(v) => set({ metalPreference: v })}
      />
      <ChoiceGroup
        legend="I am a"
        type="radio"
        name={`${idPrefix}-customerType`}
        options={plain(CUSTOMER_TYPES)}
        selected={[value.customerType]}
        onToggle={(v) => set({ customerType: v })}
      />
      <ChoiceGroup
        legend="Show me first"
        type="radio"
        name={`${idPrefix}-productType`}
        options={PRODUCT_TYPES.map((t) => ({ value: String(t.id), label: t.label }))}
        selected={value.productTypeId === null ? [] : [String(value.productTypeId)]}
        onToggle={(v) => set({ productTypeId: Number(v) })}
      />
      <ChoiceGroup
        legend="Mints"
        type="radio"
        name={`${idPrefix}-mintType`}
        options={MINT_TYPES.map((t) => ({ value: t, label: `${t} mints` }))}
        selected={[value.mintType]}
        onToggle={(v) => set({ mintType: v })}
      />
      <ChoiceGroup
        legend="Mints and refiners"
        type="checkbox"
        name={`${idPrefix}-mints`}
        options={plain(MINTS)}
        selected={value.mints}
        onToggle={(m) => set({ mints: value.mints.includes(m) ? value.mints.filter((x) => x !== m) : [...value.mints, m] })}
      />
      <label className={styles.choice}>
        <input
          type="checkbox"
          name={`${idPrefix}-jewelry`}
          checked={value.jewelryAndCoupons}
          onChange={(e) => set({ jewelryAndCoupons: e.target.checked })}
        />{' '}
        Show me jewelry and coupon offers
      </label>
    </>
  );
}
