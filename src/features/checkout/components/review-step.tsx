import { useState, type FormEvent } from 'react';
import { Form, Link } from 'react-router';
import { WHICH_FORM, type FormState } from '@/api';
import { formatUsd } from '@/domain/money';
import { formatPhone } from '@/domain/validation';
import { updateCheckout, useCheckout } from '@/features/session';
import { Button } from '@/ui/button';
import type { AddressData, CheckoutState } from '@/domain/checkout/checkout-state';
import { CHECKOUT_FORMS, TERMS_REFUSAL, type PlaceField } from '../checkout-forms';
import type { OrderCharges } from '../hooks/use-order-charges';
import { usePlaceOrder } from '../hooks/use-place-order';
import type { PriceLockState } from '../hooks/use-price-lock';
import styles from './checkout.module.css';
import { LockStatus } from './lock-status';

const addressText = (a: AddressData | null) =>
  a
    ? `${a.firstName} ${a.lastName}${a.company ? `, ${a.company}` : ''}, ${a.line1}${a.line2 ? `, ${a.line2}` : ''}, ${a.city}, ${a.state} ${a.zip}${a.phone ? `, ${formatPhone(a.phone)}` : ''}`
    : '—';

export function paymentText(c: CheckoutState): string {
  switch (c.paymentMode) {
    case 'eCheck': {
      // This page's eCheck, or the one the server holds (sent without script), as much as the page knows of it.
      const held = c.eCheck ? { accountType: c.eCheck.accountType, last4: c.eCheck.accountNumber.slice(-4) } : c.eCheckSealed;
      return held ? `eCheck (${held.accountType.toLowerCase()}), account ending ${held.last4}` : 'eCheck';
    }
    case 'Card':
      return c.card ? `${c.card.brand} ending ${c.card.last4}` : 'Card';
    case 'PayPal':
      return 'PayPal (confirmed)';
    case 'ApplePay':
      return 'Apple Pay';
    case 'Wire':
      return 'Bank wire';
    default:
      return '—';
  }
}

/** A link back to a step, named for what it changes. */
const change = (step: 'shipping' | 'delivery' | 'payment', what: string) => (
  <Link to={`/checkout?step=${step}`} className={styles.change}>
    Change<span className="visually-hidden"> {what}</span>
  </Link>
);

/**
 * Every line, charge and choice on one page, the terms check, and Place order: a form. With script the
 * page's script places the order (authorising a card first); an eCheck the server sealed (given without
 * script) is paid for by the server's action, to which the form is then sent as a page, as it is without
 * script. Refused, the review says why.
 */
export function ReviewStep({
  price,
  charges,
  state,
  busy,
}: {
  price: PriceLockState;
  charges: OrderCharges;
  state: FormState<PlaceField, true> | null;
  busy: boolean;
}) {
  const checkout = useCheckout();
  const place = usePlaceOrder(price, charges);
  const [termsMissed, setTermsMissed] = useState(false);
  const blocked = Boolean(price.changes) || !charges.ready || price.isRelocking || price.held === 0;
  const total = charges.ready && checkout.paymentMode ? charges.totalsFor(checkout.paymentMode).totalCents : null;
  // Only the server holds a sealed eCheck: the order goes to its action.
  const byServer = checkout.paymentMode === 'eCheck' && !checkout.eCheck;
  const termsError = termsMissed ? TERMS_REFUSAL : state?.fieldErrors.termsAccepted;
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    if (byServer) return;
    e.preventDefault();
    const agreed = new FormData(e.currentTarget).has('termsAccepted');
    setTermsMissed(!agreed);
    if (agreed) void place.submit();
  };
  return (
    <div className={styles.review}>
      <section className={styles.panel} aria-labelledby="review-details">
        <h2 id="review-details">Your order</h2>
        <dl>
          <dt>Ship to</dt>
          <dd>
            {addressText(checkout.shippingInfo)} {change('shipping', 'the shipping address')}
          </dd>
          <dt>Bill to</dt>
          <dd>{checkout.billingSameAsShipping ? 'Same as shipping' : addressText(checkout.billingInfo)}</dd>
          <dt>Delivery</dt>
          <dd>
            {charges.chosen?.label ?? checkout.shippingMethod}
            {checkout.flags.shipToDepository ? ', to a depository' : ''}
            {checkout.signatureConfirmation ? ', signature confirmation' : ''}
            {checkout.isGiftWrap ? ', gift wrapped' : ''} {change('delivery', 'the delivery')}
          </dd>
          {checkout.orderNote.trim() ? (
            <>
              <dt>Note</dt>
              <dd>{checkout.orderNote.trim()}</dd>
            </>
          ) : null}
          <dt>Payment</dt>
          <dd>
            {paymentText(checkout)} {change('payment', 'the payment')}
          </dd>
        </dl>
      </section>
      <LockStatus price={price} />
      <Form method="post" reloadDocument={byServer} onSubmit={onSubmit} className={styles.review} aria-label="Place your order">
        <label className={styles.choice}>
          <input
            type="checkbox"
            name="termsAccepted"
            value="on"
            defaultChecked={state ? Boolean(state.values.termsAccepted) : checkout.termsChecked}
            aria-invalid={termsError ? true : undefined}
            aria-describedby={termsError ? 'terms-error' : undefined}
            onChange={(e) => {
              setTermsMissed(false);
              updateCheckout({ termsChecked: e.target.checked });
            }}
          />
          <span>
            I agree to the <Link to="/legals/shipping-insurance">terms of sale, shipping and insurance</Link>, and understand that bullion
            prices are locked when the order is placed.
          </span>
        </label>
        {termsError ? (
          <p id="terms-error" className={styles.error}>
            {termsError}
          </p>
        ) : null}
        <div role="alert" className={styles.error}>
          {place.error || state?.formError || state?.fieldErrors.priceLockId}
        </div>
        <input type="hidden" name="priceLockId" value={price.lock?.lockId ?? ''} />
        <input type="hidden" name="attemptKey" value={checkout.attemptKey ?? ''} />
        <input type="hidden" name={WHICH_FORM} value={CHECKOUT_FORMS.place} />
        <div className={styles.actions}>
          <Button type="submit" disabled={blocked} busy={place.pending || busy}>
            {place.pending || busy ? 'Placing your order…' : `Place order${total !== null ? ` (${formatUsd(total / 100)})` : ''}`}
          </Button>
        </div>
      </Form>
    </div>
  );
}
