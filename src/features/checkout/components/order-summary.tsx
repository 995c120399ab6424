import type { PaymentMethod } from '@/domain/checkout/charges';
import { MethodPrice, type PriceMethod } from '@/ui/method-price';
import { formatUsd } from '@/domain/money';
import type { OrderCharges } from '../hooks/use-order-charges';
import type { PriceLockState } from '../hooks/use-price-lock';
import styles from './checkout.module.css';

const money = (cents: number) => formatUsd(cents / 100);
const cell = (value: string, method: PriceMethod) => <MethodPrice value={value} method={method} />;
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
              <span className={styles.muted}>
                {' '}
                at <MethodPrice value={formatUsd(l.unitPrice)} method="eCheck" each />
              </span>
            </span>
            <span>{money(Math.round(l.unitPrice * 100) * l.quantity)}</span>
          </li>
        ))}
      </ul>
      <table className={styles.totals}>
        <caption className="visually-hidden">Order totals by payment method</caption>
        <thead>
          <tr>
            {/* Named, not blank: a screen reader says this corner as the header of the row headers. */}
            <th scope="col">
              <span className="visually-hidden">Charge</span>
            </th>
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
            <td className={col(false)}>{cell(money(e.subtotalCents), 'eCheck')}</td>
            <td className={col(true)}>{cell(money(k.subtotalCents), 'card')}</td>
          </tr>
          {e.discountCents || k.discountCents ? (
            <tr>
              <th scope="row">Coupon</th>
              <td className={col(false)}>{cell(`−${money(e.discountCents)}`, 'eCheck')}</td>
              <td className={col(true)}>{cell(`−${money(k.discountCents)}`, 'card')}</td>
            </tr>
          ) : null}
          <tr>
            <th scope="row">Shipping{charges.chosen ? ` (${charges.chosen.carrier})` : ''}</th>
            <td className={col(false)}>
              {cell(charges.chosen ? (e.shippingCents === 0 ? 'Free' : money(e.shippingCents)) : '—', 'eCheck')}
            </td>
            <td className={col(true)}>{cell(charges.chosen ? (k.shippingCents === 0 ? 'Free' : money(k.shippingCents)) : '—', 'card')}</td>
          </tr>
          {e.giftWrapCents ? (
            <tr>
              <th scope="row">Gift wrap</th>
              <td className={col(false)}>{cell(money(e.giftWrapCents), 'eCheck')}</td>
              <td className={col(true)}>{cell(money(k.giftWrapCents), 'card')}</td>
            </tr>
          ) : null}
          {e.signatureCents ? (
            <tr>
              <th scope="row">Signature confirmation</th>
              <td className={col(false)}>{cell(money(e.signatureCents), 'eCheck')}</td>
              <td className={col(true)}>{cell(money(k.signatureCents), 'card')}</td>
            </tr>
          ) : null}
          <tr>
            <th scope="row">Tax{charges.taxRate !== null && charges.isTaxable ? ` (${charges.taxRate}%)` : ''}</th>
            <td className={col(false)}>{cell(pending(e.taxCents), 'eCheck')}</td>
            <td className={col(true)}>{cell(pending(k.taxCents), 'card')}</td>
          </tr>
          <tr className={styles.grand}>
            <th scope="row">Total</th>
            <td className={col(false)}>{cell(pending(e.totalCents), 'eCheck')}</td>
            <td className={col(true)}>{cell(pending(k.totalCents), 'card')}</td>
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
