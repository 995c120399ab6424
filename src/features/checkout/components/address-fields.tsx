import type { StateSalesTax } from '@generated/hooks/model';
import type { AddressValues } from '@/domain/validation';
import { TextField } from '@/ui/form/text-field';
import styles from './checkout.module.css';
import { StateSelect } from './state-select';

/** An address's fields, in the form's order. */
export const ADDRESS_KEYS = ['addressName', 'firstName', 'lastName', 'company', 'line1', 'line2', 'city', 'state', 'zip', 'phone'] as const;
export type AddressKey = (typeof ADDRESS_KEYS)[number];

/**
 * The fields of one address, named `shipping.` or `billing.` and the field (as the form is posted), each
 * showing `values` (what was typed, or kept) and its message from `errors`.
 */
export function AddressFields({
  prefix,
  legend,
  values,
  errors,
  states,
  className,
}: {
  prefix: 'shipping' | 'billing';
  legend: string;
  values: AddressValues;
  errors: Partial<Record<AddressKey, string>>;
  states: StateSalesTax[];
  className?: string;
}) {
  const field = (f: AddressKey) => ({ id: `${prefix}-${f}`, name: `${prefix}.${f}`, defaultValue: values[f] ?? '', error: errors[f] });
  const auto = (f: string) => `${prefix} ${f}`;
  return (
    <fieldset className={`${styles.fieldset} ${className ?? ''}`}>
      <legend>{legend}</legend>
      <TextField label="Address name" hint="One word, for example Home or Office2." required {...field('addressName')} />
      <div className={styles.grid2}>
        <TextField label="First name" autoComplete={auto('given-name')} required {...field('firstName')} />
        <TextField label="Last name" autoComplete={auto('family-name')} required {...field('lastName')} />
      </div>
      <TextField label="Company (optional)" autoComplete={auto('organization')} {...field('company')} />
      <TextField label="Street address" autoComplete={auto('address-line1')} required {...field('line1')} />
      <TextField label="Apartment, suite (optional)" autoComplete={auto('address-line2')} {...field('line2')} />
      <div className={styles.grid2}>
        <TextField label="City" autoComplete={auto('address-level2')} required {...field('city')} />
        <StateSelect label="State" required states={states} autoComplete={auto('address-level1')} {...field('state')} />
        <TextField
          label="Zip code"
          autoComplete={auto('postal-code')}
          inputMode="numeric"
          hint="5 digits, or 5 digits, a hyphen and 4 digits."
          required
          {...field('zip')}
        />
      </div>
      <TextField
        label="Mobile number"
        type="tel"
        autoComplete={auto('tel-national')}
        hint="10 digits, area code first."
        required
        {...field('phone')}
      />
    </fieldset>
  );
}
