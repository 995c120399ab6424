import type { PaymentMethod } from '@/domain/checkout/charges';
import { formatUsd } from '@/domain/money';
import type { OrderCharges } from '../hooks/use-order-charges';
import type { PriceLockState } from '../hooks/use-price-lock';
import styles from './checkout.module.css';

const money = (cents: number) => formatUsd(cents / 100);
const isCardLike = (m: PaymentMethod | null) => m === 'Card' || m === 'PayPal' || m === 'ApplePay';

/** The locked lines and the order's charges for eCheck/wire and card/PayPal side by side, as in the cart. */
export function OrderSummary({ price, charges, method }: { price: PriceLockState; charges: OrderCharges; method: PaymentMethod | null }) {
  const lock = price.lock;
  if (!lock) return null;
  const e = charges.totalsFor('eCheck');
  const k = charges.totalsFor('Card');
  const col = (card: boolean) => (method === null ? undefined : isCardLike(method) === card ? styles.chosen : undefined);
  const pending = (cents: number) => (charges.ready ? money(cents) : '—');
  return (
    <section aria-labelledby="summary-title" className={styles.panel}>
      <h2 id="summary-title">Order summary</h2>
      <ul className={styles.lines} aria-label="Items in this order">
        {lock.lines.map((l) => (
          <li key={`${l.productId}|${l.stockSource}|${l.size ?? ''}`}>
            <img src={l.imagePath} alt="" width={56} height={56} />
            <span>
              {l.quantity} × {l.productName}
              {l.size ? `, size ${l.size}` : ''}
              <span className={styles.muted}> at {formatUsd(l.unitPrice)}</span>
            </span>
            <span>{money(Math.round(l.unitPrice * 100) * l.quantity)}</span>
          </li>
        ))}
      </ul>
      <table className={styles.totals}>
        <caption className="visually-hidden">Order totals by payment method</caption>
        <thead>
          <tr>
            <td />
            <th scope="col" className={col(false)}>
              eCheck / Wire
            </th>
            <th scope="col" className={col(true)}>
              Card / PayPal
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Items</th>
            <td className={col(false)}>{money(e.subtotalCents)}</td>
            <td className={col(true)}>{money(k.subtotalCents)}</td>
          </tr>
          {e.discountCents || k.discountCents ? (
            <tr>
              <th scope="row">Coupon</th>
              <td className={col(false)}>−{money(e.discountCents)}</td>
              <td className={col(true)}>−{money(k.discountCents)}</td>
            </tr>
          ) : null}
          <tr>
            <th scope="row">Shipping{charges.chosen ? ` (${charges.chosen.carrier})` : ''}</th>
            <td className={col(false)}>{charges.chosen ? (e.shippingCents === 0 ? 'Free' : money(e.shippingCents)) : '—'}</td>
            <td className={col(true)}>{charges.chosen ? (k.shippingCents === 0 ? 'Free' : money(k.shippingCents)) : '—'}</td>
          </tr>
          {e.giftWrapCents ? (
            <tr>
              <th scope="row">Gift wrap</th>
              <td className={col(false)}>{money(e.giftWrapCents)}</td>
              <td className={col(true)}>{money(k.giftWrapCents)}</td>
            </tr>
          ) : null}
          {e.signatureCents ? (
            <tr>
              <th scope="row">Signature confirmation</th>
              <td className={col(false)}>{money(e.signatureCents)}</td>
              <td className={col(true)}>{money(k.signatureCents)}</td>
            </tr>
          ) : null}
          <tr>
            <th scope="row">Tax{charges.taxRate !== null && charges.isTaxable ? ` (${charges.taxRate}%)` : ''}</th>
            <td className={col(false)}>{pending(e.taxCents)}</td>
            <td className={col(true)}>{pending(k.taxCents)}</td>
          </tr>
          <tr className={styles.grand}>
            <th scope="row">Total</th>
            <td className={col(false)}>{pending(e.totalCents)}</td>
            <td className={col(true)}>{pending(k.totalCents)}</td>
          </tr>
        </tbody>
      </table>
      <p className={styles.muted}>
        {charges.destinationKnown
          ? charges.ready
            ? ''
            : charges.isError
              ? 'Shipping and tax could not be worked out just now.'
              : 'Working out shipping and tax…'
          : 'Shipping and tax follow once you give the shipping address.'}{' '}
        Card, PayPal and Apple Pay prices include a 4.2% surcharge.
      </p>
    </section>
  );
}
