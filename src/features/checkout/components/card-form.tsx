import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { cardBrand, cardDigits, cardSchema, type CardValues } from '@/domain/validation/card';
import { updateCheckout } from '@/features/session';
import { Button } from '@/ui/button';
import { ErrorSummary } from '@/ui/form/error-summary';
import { TextField } from '@/ui/form/text-field';
import styles from './checkout.module.css';

/**
 * Stands in for the payment processor's browser SDK: it turns the card into a token, and the card itself
 * never leaves this form. The test card 4000 0000 0000 0002 is declined when it is authorised.
 */
export function tokenizeCard(number: string): { token: string; last4: string; brand: string } {
  const digits = cardDigits(number);
  const brand = cardBrand(digits);
  const last4 = digits.slice(-4);
  return { token: `tok_test_${digits === '4000000000000002' ? 'decline_' : ''}${crypto.randomUUID().slice(0, 8)}`, last4, brand };
}

/** Card details, checked in the browser (Luhn, expiry, CVC); only the token and last four digits are kept. */
export function CardForm({ onDone }: { onDone: () => void }) {
  const [attempt, setAttempt] = useState(0);
  const [schema] = useState(() => cardSchema());
  const { register, handleSubmit, formState } = useForm<CardValues>({
    shouldFocusError: false,
    resolver: zodResolver(schema),
    defaultValues: { name: '', number: '', expiry: '', cvc: '' },
  });
  const e = formState.errors;
  const summary = (['name', 'number', 'expiry', 'cvc'] as const).flatMap((f) =>
    e[f]?.message ? [{ fieldId: `card-${f}`, message: e[f].message }] : [],
  );
  const onSubmit = handleSubmit(
    (v) => {
      const card = tokenizeCard(v.number);
      updateCheckout((c) => ({
        ...c,
        card,
        authorizationId: null,
        flags: { ...c.flags, cardConfirmed: true, cardAuthorized: false },
        pageValidated: { ...c.pageValidated, payment: true },
      }));
      onDone();
    },
    () => setAttempt((n) => n + 1),
  );
  return (
    <form method="post" onSubmit={onSubmit} noValidate className={styles.form} aria-label="Card details">
      <ErrorSummary errors={summary} focusKey={attempt} />
      <TextField id="card-name" label="Name on the card" autoComplete="cc-name" required error={e.name?.message} {...register('name')} />
      <TextField
        id="card-number"
        label="Card number"
        autoComplete="cc-number"
        inputMode="numeric"
        required
        error={e.number?.message}
        {...register('number')}
      />
      <div className={styles.grid2}>
        <TextField
          id="card-expiry"
          label="Expiry date (MM/YY)"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          required
          error={e.expiry?.message}
          {...register('expiry')}
        />
        <TextField
          id="card-cvc"
          label="Security code"
          autoComplete="cc-csc"
          inputMode="numeric"
          hint="3 digits on the back; 4 on the front for American Express."
          required
          error={e.cvc?.message}
          {...register('cvc')}
        />
      </div>
      <p className={styles.muted}>
        The card is authorised for the order total when you place the order; it is charged when the order ships.
      </p>
      <div className={styles.actions}>
        <Button type="submit">Continue to review</Button>
      </div>
    </form>
  );
}
