import { cardBrand, cardDigits, type CardValues } from '@/domain/validation/card';
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

export const CARD_KEYS = ['name', 'number', 'expiry', 'cvc'] as const;

/**
 * A card's fields, as the payment provider's script takes them: they have no names, so a form sent (with
 * or without script) never carries the card; the page checks them (Luhn, expiry, CVC) and keeps only the
 * token and the last four digits.
 */
export function CardFields({
  values,
  errors,
  onChange,
}: {
  values: CardValues;
  errors: Partial<Record<keyof CardValues, string>>;
  onChange: (field: keyof CardValues, value: string) => void;
}) {
  const field = (f: keyof CardValues) => ({
    id: `card-${f}`,
    value: values[f],
    error: errors[f],
    onChange: (e: { target: { value: string } }) => onChange(f, e.target.value),
  });
  return (
    <fieldset className={styles.fieldset}>
      <legend>Card details</legend>
      <TextField label="Name on the card" autoComplete="cc-name" required {...field('name')} />
      <TextField label="Card number" autoComplete="cc-number" inputMode="numeric" required {...field('number')} />
      <div className={styles.grid2}>
        <TextField label="Expiry date (MM/YY)" autoComplete="cc-exp" placeholder="MM/YY" required {...field('expiry')} />
        <TextField
          label="Security code"
          autoComplete="cc-csc"
          inputMode="numeric"
          hint="3 digits on the back; 4 on the front for American Express."
          required
          {...field('cvc')}
        />
      </div>
      <p className={styles.muted}>
        The card is authorised for the order total when you place the order; it is charged when the order ships.
      </p>
    </fieldset>
  );
}
