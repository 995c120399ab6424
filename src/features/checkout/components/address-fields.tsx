import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { StateSalesTax } from '@generated/hooks/model';
import type { AddressValues } from '@/domain/validation';
import { TextField } from '@/ui/form/text-field';
import styles from './checkout.module.css';
import { StateSelect } from './state-select';

export interface AddressFormValues {
  shipping: AddressValues;
  billingSame: boolean;
  billing: AddressValues;
}

/** The fields of one address, under `shipping.` or `billing.`. */
export function AddressFields({
  prefix,
  legend,
  register,
  errors,
  states,
}: {
  prefix: 'shipping' | 'billing';
  legend: string;
  register: UseFormRegister<AddressFormValues>;
  errors: FieldErrors<AddressValues> | undefined;
  states: StateSalesTax[];
}) {
  const id = (f: string) => `${prefix}-${f}`;
  const auto = (f: string) => `${prefix} ${f}`;
  return (
    <fieldset className={styles.fieldset}>
      <legend>{legend}</legend>
      <TextField
        id={id('addressName')}
        label="Address name"
        hint="One word, for example Home or Office2."
        required
        error={errors?.addressName?.message}
        {...register(`${prefix}.addressName`)}
      />
      <div className={styles.grid2}>
        <TextField
          id={id('firstName')}
          label="First name"
          autoComplete={auto('given-name')}
          required
          error={errors?.firstName?.message}
          {...register(`${prefix}.firstName`)}
        />
        <TextField
          id={id('lastName')}
          label="Last name"
          autoComplete={auto('family-name')}
          required
          error={errors?.lastName?.message}
          {...register(`${prefix}.lastName`)}
        />
      </div>
      <TextField
        id={id('company')}
        label="Company (optional)"
        autoComplete={auto('organization')}
        error={errors?.company?.message}
        {...register(`${prefix}.company`)}
      />
      <TextField
        id={id('line1')}
        label="Street address"
        autoComplete={auto('address-line1')}
        required
        error={errors?.line1?.message}
        {...register(`${prefix}.line1`)}
      />
      <TextField
        id={id('line2')}
        label="Apartment, suite (optional)"
        autoComplete={auto('address-line2')}
        error={errors?.line2?.message}
        {...register(`${prefix}.line2`)}
      />
      <div className={styles.grid2}>
        <TextField
          id={id('city')}
          label="City"
          autoComplete={auto('address-level2')}
          required
          error={errors?.city?.message}
          {...register(`${prefix}.city`)}
        />
        <StateSelect
          id={id('state')}
          label="State"
          required
          error={errors?.state?.message}
          states={states}
          autoComplete={auto('address-level1')}
          {...register(`${prefix}.state`)}
        />
        <TextField
          id={id('zip')}
          label="Zip code"
          autoComplete={auto('postal-code')}
          inputMode="numeric"
          hint="5 digits, or 5 digits, a hyphen and 4 digits."
          required
          error={errors?.zip?.message}
          {...register(`${prefix}.zip`)}
        />
      </div>
      <TextField
        id={id('phone')}
        label="Mobile number"
        type="tel"
        autoComplete={auto('tel-national')}
        hint="10 digits, area code first."
        required
        error={errors?.phone?.message}
        {...register(`${prefix}.phone`)}
      />
    </fieldset>
  );
}
