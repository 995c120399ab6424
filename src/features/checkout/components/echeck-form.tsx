import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { StateSalesTax } from '@generated/hooks/model';
import { eCheckSchema, type ECheckValues } from '@/domain/validation';
import { updateCheckout, useCheckout } from '@/features/session';
import { Button } from '@/ui/button';
import { ErrorSummary } from '@/ui/form/error-summary';
import { TextField } from '@/ui/form/text-field';
import styles from './checkout.module.css';
import { StateSelect } from './state-select';

type Values = ECheckValues & { idNumber?: string; idState?: string | null; taxId?: string };

/** eCheck: personal needs routing, account, check number, ID number and ID state; corporate the tax id. */
export function ECheckForm({ states, onDone }: { states: StateSalesTax[]; onDone: () => void }) {
  const saved = useCheckout().eCheck;
  const [attempt, setAttempt] = useState(0);
  const { register, handleSubmit, control, formState } = useForm<Values>({
    shouldFocusError: false,
    resolver: zodResolver(eCheckSchema) as never,
    defaultValues: {
      accountType: saved?.accountType ?? 'Personal',
      routingNumber: saved?.routingNumber ?? '',
      accountNumber: saved?.accountNumber ?? '',
      checkNumber: saved?.checkNumber ?? '',
      idNumber: saved?.idNumber ?? '',
      idState: saved?.idState ?? '',
      taxId: saved?.taxId ?? '',
    },
  });
  const type = useWatch({ control, name: 'accountType' });
  const e = formState.errors as Partial<Record<keyof Values, { message?: string }>>;
  const summary = (['routingNumber', 'accountNumber', 'checkNumber', 'idNumber', 'idState', 'taxId'] as const).flatMap((f) =>
    e[f]?.message ? [{ fieldId: `echeck-${f}`, message: e[f].message }] : [],
  );
  const onSubmit = handleSubmit(
    (v) => {
      const data = eCheckSchema.parse(v);
      updateCheckout((c) => ({ ...c, eCheck: data, pageValidated: { ...c.pageValidated, payment: true } }));
      onDone();
    },
    () => setAttempt((n) => n + 1),
  );
  return (
    <form method="post" onSubmit={onSubmit} noValidate className={styles.form} aria-label="eCheck details">
      <ErrorSummary errors={summary} focusKey={attempt} />
      <fieldset className={styles.fieldset}>
        <legend>Account type</legend>
        <label className={styles.choice}>
          <input type="radio" value="Personal" {...register('accountType')} /> Personal
        </label>
        <label className={styles.choice}>
          <input type="radio" value="Corporate" {...register('accountType')} /> Corporate
        </label>
      </fieldset>
      <div className={styles.grid2}>
        <TextField
          id="echeck-routingNumber"
          label="Routing number"
          inputMode="numeric"
          maxLength={9}
          hint="Up to 9 digits."
          required
          error={e.routingNumber?.message}
          {...register('routingNumber')}
        />
        <TextField
          id="echeck-accountNumber"
          label="Account number"
          maxLength={50}
          autoComplete="off"
          required
          error={e.accountNumber?.message}
          {...register('accountNumber')}
        />
        <TextField
          id="echeck-checkNumber"
          label="Check number"
          inputMode="numeric"
          required
          error={e.checkNumber?.message}
          {...register('checkNumber')}
        />
      </div>
      {type === 'Corporate' ? (
        <TextField
          id="echeck-taxId"
          label="Tax id"
          hint="Letters and digits, no spaces."
          required
          error={e.taxId?.message}
          {...register('taxId')}
        />
      ) : (
        <div className={styles.grid2}>
          <TextField
            id="echeck-idNumber"
            label="ID number"
            hint="Your driver’s license or state ID number."
            required
            error={e.idNumber?.message}
            {...register('idNumber')}
          />
          <StateSelect id="echeck-idState" label="ID state" required error={e.idState?.message} states={states} {...register('idState')} />
        </div>
      )}
      <div className={styles.actions}>
        <Button type="submit">Continue to review</Button>
      </div>
    </form>
  );
}
