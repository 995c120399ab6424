import { Link } from 'react-router';
import { formatUsd } from '@/domain/money';
import { formatPhone } from '@/domain/validation';
import { updateCheckout, useCheckout } from '@/features/session';
import { Button } from '@/ui/button';
import type { AddressData, CheckoutState } from '@/domain/checkout/checkout-state';
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
    case 'eCheck':
      return c.eCheck ? `eCheck (${c.eCheck.accountType.toLowerCase()}), account ending ${c.eCheck.accountNumber.slice(-4)}` : 'eCheck';
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

/** Every line, charge and choice on one page, the terms check, and Place order. */
export function ReviewStep({
  price,
  charges,
  goTo,
}: {
  price: PriceLockState;
  charges: OrderCharges;
  goTo: (step: 'shipping' | 'delivery' | 'payment') => void;
}) {
  const checkout = useCheckout();
  const update = updateCheckout;
  const place = usePlaceOrder(price, charges);
  const blocked = !checkout.termsChecked || Boolean(price.changes) || !charges.ready || price.isRelocking || price.held === 0;
  const total = charges.ready && checkout.paymentMode ? charges.totalsFor(checkout.paymentMode).totalCents : null;
  return (
    <div className={styles.review}>
      <section className={styles.panel} aria-labelledby="review-details">
        <h2 id="review-details">Your order</h2>
        <dl>
          <dt>Ship to</dt>
          <dd>
            {addressText(checkout.shippingInfo)}{' '}
            <Button variant="ghost" onClick={() => goTo('shipping')}>
              Change<span className="visually-hidden"> the shipping address</span>
            </Button>
          </dd>
          <dt>Bill to</dt>
          <dd>{checkout.billingSameAsShipping ? 'Same as shipping' : addressText(checkout.billingInfo)}</dd>
          <dt>Delivery</dt>
          <dd>
            {charges.chosen?.label ?? checkout.shippingMethod}
            {checkout.flags.shipToDepository ? ', to a depository' : ''}
            {checkout.signatureConfirmation ? ', signature confirmation' : ''}
            {checkout.isGiftWrap ? ', gift wrapped' : ''}{' '}
            <Button variant="ghost" onClick={() => goTo('delivery')}>
              Change<span className="visually-hidden"> the delivery</span>
            </Button>
          </dd>
          {checkout.orderNote.trim() ? (
            <>
              <dt>Note</dt>
              <dd>{checkout.orderNote.trim()}</dd>
            </>
          ) : null}
          <dt>Payment</dt>
          <dd>
            {paymentText(checkout)}{' '}
            <Button variant="ghost" onClick={() => goTo('payment')}>
              Change<span className="visually-hidden"> the payment</span>
            </Button>
          </dd>
        </dl>
      </section>
      <LockStatus price={price} />
      <label className={styles.choice}>
        <input type="checkbox" checked={checkout.termsChecked} onChange={(e) => update({ termsChecked: e.target.checked })} />
        <span>
          I agree to the <Link to="/legals/shipping-insurance">terms of sale, shipping and insurance</Link>, and understand that bullion
          prices are locked when the order is placed.
        </span>
      </label>
      <div role="alert" className={styles.error}>
        {place.error}
      </div>
      <div className={styles.actions}>
        <Button onClick={() => void place.submit()} disabled={blocked} busy={place.pending}>
          {place.pending ? 'Placing your order…' : `Place order${total !== null ? ` (${formatUsd(total / 100)})` : ''}`}
        </Button>
        {!checkout.termsChecked ? <span className={styles.muted}>Tick the box above to agree to the terms.</span> : null}
      </div>
    </div>
  );
}
