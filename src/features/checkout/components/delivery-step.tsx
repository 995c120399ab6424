import { useState } from 'react';
import { Form } from 'react-router';
import { WHICH_FORM, type FormState } from '@/api';
import { GIFT_WRAP_CENTS, SIGNATURE_CONFIRMATION_CENTS } from '@/domain/checkout/charges';
import { formatUsd } from '@/domain/money';
import { updateCheckout, useCheckout } from '@/features/session';
import { Button } from '@/ui/button';
import { TextAreaField } from '@/ui/form/field';
import { LoadError } from '@/ui/load-error';
import { CHECKOUT_FORMS, NOTE_MAX, noteProblem, type DeliveryField } from '../checkout-forms';
import type { OrderCharges } from '../hooks/use-order-charges';
import styles from './checkout.module.css';

/**
 * The carrier (GetShippingOptions for the address, standard by default) and the extras of the order: a form
 * to the checkout's action, taken with or without script. With script each choice shows in the totals as
 * it is made. Refused (a note too long), the note says why, with what was typed.
 */
export function DeliveryStep({
  charges,
  state,
  busy,
}: {
  charges: OrderCharges;
  state: FormState<DeliveryField, true> | null;
  busy: boolean;
}) {
  const checkout = useCheckout();
  const [note, setNote] = useState(state?.values.orderNote ?? checkout.orderNote);
  const tooLong = noteProblem(note);
  const chosen = charges.chosen?.code;
  // A refused form shows the carrier that was sent, if the address has it.
  const sent = charges.options.find((o) => o.code === state?.values.shippingMethod)?.code;
  const ticked = (field: DeliveryField, kept: boolean) => (state ? Boolean(state.values[field]) : kept);
  return (
    <Form
      method="post"
      noValidate
      className={styles.form}
      aria-labelledby="step-title"
      onSubmit={(e) => {
        if (tooLong || !chosen) e.preventDefault();
      }}
    >
      {charges.isError ? <LoadError message="We could not get the shipping options for this address." onRetry={charges.retry} /> : null}
      <fieldset className={styles.fieldset} aria-busy={charges.isLoading}>
        <legend>Shipping method</legend>
        {state?.fieldErrors.shippingMethod ? <p className={styles.error}>{state.fieldErrors.shippingMethod}</p> : null}
        {charges.options.length === 0 && !charges.isError ? <p>Getting the carriers for your address…</p> : null}
        {charges.options.map((o) => (
          <label key={o.code} className={styles.choice}>
            <input
              type="radio"
              name="shippingMethod"
              value={o.code}
              defaultChecked={(sent ?? chosen) === o.code}
              onChange={() => updateCheckout({ shippingMethod: o.code, authorizationId: null })}
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
            name="shipToDepository"
            value="on"
            defaultChecked={ticked('shipToDepository', checkout.flags.shipToDepository)}
            onChange={(e) => updateCheckout((c) => ({ ...c, flags: { ...c.flags, shipToDepository: e.target.checked } }))}
          />
          <span className={styles.choiceText}>
            Ship to a depository
            <span className={styles.muted}>For a precious metals IRA: we ship to the depository your custodian names, fully insured.</span>
          </span>
        </label>
        <label className={styles.choice}>
          <input
            type="checkbox"
            name="signatureConfirmation"
            value="on"
            defaultChecked={ticked('signatureConfirmation', checkout.signatureConfirmation)}
            onChange={(e) => updateCheckout({ signatureConfirmation: e.target.checked, authorizationId: null })}
          />
          <span>Signature confirmation on delivery (+{formatUsd(SIGNATURE_CONFIRMATION_CENTS / 100)})</span>
        </label>
        <label className={styles.choice}>
          <input
            type="checkbox"
            name="isGiftWrap"
            value="on"
            defaultChecked={ticked('isGiftWrap', checkout.isGiftWrap)}
            onChange={(e) => updateCheckout({ isGiftWrap: e.target.checked, authorizationId: null })}
          />
          <span>Gift wrap (+{formatUsd(GIFT_WRAP_CENTS / 100)})</span>
        </label>
      </fieldset>
      <TextAreaField
        id="delivery-note"
        name="orderNote"
        label="Order note (optional)"
        hint={`${note.length} of ${NOTE_MAX} characters.`}
        error={tooLong || undefined}
        defaultValue={note}
        onChange={(e) => {
          setNote(e.target.value);
          updateCheckout({ orderNote: e.target.value });
        }}
        rows={3}
      />
      <input type="hidden" name={WHICH_FORM} value={CHECKOUT_FORMS.delivery} />
      <div className={styles.actions}>
        <Button type="submit" disabled={!chosen} busy={busy}>
          Continue to payment
        </Button>
      </div>
    </Form>
  );
}
