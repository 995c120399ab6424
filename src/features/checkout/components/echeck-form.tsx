import type { StateSalesTax } from '@generated/hooks/model';
import { TextField } from '@/ui/form/text-field';
import type { ECheckKey } from '../checkout-forms';
import styles from './checkout.module.css';
import { StateSelect } from './state-select';

/**
 * An eCheck's fields, posted as `eCheck.` and the field: personal needs routing, account, check number, ID
 * number and ID state; corporate the tax id. Which of the last ones are asked follows the account type
 * ticked, by CSS, so it works without script too.
 */
export function ECheckFields({
  values,
  errors,
  states,
  className,
}: {
  values: Partial<Record<ECheckKey, string>>;
  errors: Partial<Record<ECheckKey, string>>;
  states: StateSalesTax[];
  className?: string;
}) {
  const field = (f: ECheckKey) => ({ id: `echeck-${f}`, name: `eCheck.${f}`, defaultValue: values[f] ?? '', error: errors[f] });
  const corporate = values.accountType === 'Corporate';
  return (
    <fieldset className={`${styles.fieldset} ${className ?? ''}`}>
      <legend>eCheck details</legend>
      <fieldset className={styles.fieldset}>
        <legend>Account type</legend>
        <label className={styles.choice}>
          <input type="radio" name="eCheck.accountType" value="Personal" defaultChecked={!corporate} /> Personal
        </label>
        <label className={styles.choice}>
          <input type="radio" name="eCheck.accountType" value="Corporate" defaultChecked={corporate} /> Corporate
        </label>
      </fieldset>
      <div className={styles.grid2}>
        <TextField label="Routing number" inputMode="numeric" maxLength={9} hint="Up to 9 digits." required {...field('routingNumber')} />
        <TextField label="Account number" maxLength={50} autoComplete="off" required {...field('accountNumber')} />
        <TextField label="Check number" inputMode="numeric" required {...field('checkNumber')} />
      </div>
      <div className={`${styles.grid2} ${styles.personal}`}>
        <TextField label="ID number" hint="Your driver’s license or state ID number." required {...field('idNumber')} />
        <StateSelect label="ID state" required states={states} {...field('idState')} />
      </div>
      <TextField className={styles.corporate} label="Tax id" hint="Letters and digits, no spaces." required {...field('taxId')} />
    </fieldset>
  );
}
