import { GIFT_WRAP_CENTS, SIGNATURE_CONFIRMATION_CENTS } from '@/domain/checkout/charges';
import { formatUsd } from '@/domain/money';
import { updateCheckout, useCheckout } from '@/features/session';
import { Button } from '@/ui/button';
import { TextAreaField } from '@/ui/form/field';
import { LoadError } from '@/ui/load-error';
import type { OrderCharges } from '../hooks/use-order-charges';
import styles from './checkout.module.css';

const NOTE_MAX = 500;

/** The carrier (GetShippingOptions for the address, standard by default) and the extras of the order. */
export function DeliveryStep({ charges, onDone }: { charges: OrderCharges; onDone: () => void }) {
  const checkout = useCheckout();
  const update = updateCheckout;
  const tooLong = checkout.orderNote.length > NOTE_MAX;
  const chosen = charges.chosen?.code;
  return (
    <form
      method="post"
      noValidate
      className={styles.form}
      aria-labelledby="step-title"
      onSubmit={(e) => {
        e.preventDefault();
        if (tooLong || !chosen) return;
        update((c) => ({
          ...c,
          shippingMethod: chosen,
          carrierCharges: Object.fromEntries(charges.options.map((o) => [o.code, Math.round(o.charge * 100)])),
          flags: { ...c.flags, shippingConfirmed: true },
        }));
        onDone();
      }}
    >
      {charges.isError ? <LoadError message="We could not get the shipping options for this address." onRetry={charges.retry} /> : null}
      <fieldset className={styles.fieldset} aria-busy={charges.isLoading}>
        <legend>Shipping method</legend>
        {charges.options.length === 0 && !charges.isError ? <p>Getting the carriers for your address…</p> : null}
        {charges.options.map((o) => (
          <label key={o.code} className={styles.choice}>
            <input
              type="radio"
              name="shippingMethod"
              value={o.code}
              checked={chosen === o.code}
              onChange={() => update({ shippingMethod: o.code, authorizationId: null })}
            />
            <span className={styles.choiceText}>
              {o.label}: {o.charge === 0 ? 'Free' : formatUsd(o.charge)}
              <span className={styles.muted}>{o.estimatedDays}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>Delivery options</legend>
        <label className={styles.choice}>
          <input
            type="checkbox"
            checked={checkout.flags.shipToDepository}
            onChange={(e) => update((c) => ({ ...c, flags: { ...c.flags, shipToDepository: e.target.checked } }))}
          />
          <span className={styles.choiceText}>
            Ship to a depository
            <span className={styles.muted}>For a precious metals IRA: we ship to the depository your custodian names, fully insured.</span>
          </span>
        </label>
        <label className={styles.choice}>
          <input
            type="checkbox"
            checked={checkout.signatureConfirmation}
            onChange={(e) => update({ signatureConfirmation: e.target.checked, authorizationId: null })}
          />
          <span>Signature confirmation on delivery (+{formatUsd(SIGNATURE_CONFIRMATION_CENTS / 100)})</span>
        </label>
        <label className={styles.choice}>
          <input
            type="checkbox"
            checked={checkout.isGiftWrap}
            onChange={(e) => update({ isGiftWrap: e.target.checked, authorizationId: null })}
          />
          <span>Gift wrap (+{formatUsd(GIFT_WRAP_CENTS / 100)})</span>
        </label>
      </fieldset>
      <TextAreaField
        label="Order note (optional)"
        hint={`${checkout.orderNote.length} of ${NOTE_MAX} characters.`}
        error={tooLong ? `Keep the note under ${NOTE_MAX} characters.` : undefined}
        value={checkout.orderNote}
        onChange={(e) => update({ orderNote: e.target.value })}
        rows={3}
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={!chosen}>
          Continue to payment
        </Button>
      </div>
    </form>
  );
}
