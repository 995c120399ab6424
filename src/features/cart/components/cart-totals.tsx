import { useState } from 'react';
import { useGetStateSaleTax } from '@generated/hooks/ui/ui';
import { cartTotals, toCouponRule, type TaxRule } from '@/domain/cart/totals';
import { formatUsd } from '@/domain/money';
import { MethodPrice, type PriceMethod } from '@/ui/method-price';
import { useCheckout } from '@/features/session';
import type { CartLine } from '../hooks/cart-line';
import { useAppliedCoupon } from '../hooks/use-applied-coupon';
import styles from './cart.module.css';

const money = (cents: number) => formatUsd(cents / 100);
const cell = (value: string, method: PriceMethod) => <MethodPrice value={value} method={method} />;

/** Totals for each way to pay, side by side, with shipping and tax estimated for a state. */
export function CartTotals({ lines }: { lines: CartLine[] }) {
  const { coupon } = useAppliedCoupon();
  const shippingState = useCheckout().shippingInfo?.state ?? '';
  const [state, setState] = useState(shippingState);
  const states = useGetStateSaleTax({ query: { staleTime: 3_600_000 } });
  const rule = states.data?.data.find((s) => s.stateCode === state);
  const tax: TaxRule | null = rule
    ? {
        ratePercent: rule.isTaxable ? rule.rate : 0,
        exemptFromCents: rule.exemptionThreshold ? Math.round(rule.exemptionThreshold * 100) : null,
      }
    : null;
  const priced = lines.filter((l) => l.unitCents !== null).map((l) => ({ ...l, unitCents: l.unitCents ?? 0 }));
  const options = { coupon: toCouponRule(coupon), tax };
  const e = cartTotals(priced, options, 'eCheck');
  const k = cartTotals(priced, options, 'card');

  return (
    <section aria-labelledby="totals-title" className={styles.panel}>
      <h2 id="totals-title">Order summary</h2>
      <label className={styles.stateField}>
        Estimate tax for{' '}
        <select value={state} onChange={(ev) => setState(ev.target.value)}>
          <option value="">Choose a state</option>
          {(states.data?.data ?? []).map((s) => (
            <option key={s.stateCode} value={s.stateCode}>
              {s.stateName}
            </option>
          ))}
        </select>
      </label>
      <table className={styles.totals}>
        <caption className="visually-hidden">Totals by payment method</caption>
        <thead>
          <tr>
            {/* Named, not blank: a screen reader says this corner as the header of the row headers. */}
            <th scope="col">
              <span className="visually-hidden">Charge</span>
            </th>
            <th scope="col">eCheck / Wire</th>
            <th scope="col">Card / PayPal</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Items</th>
            <td>{cell(money(e.subtotalCents), 'eCheck')}</td>
            <td>{cell(money(k.subtotalCents), 'card')}</td>
          </tr>
          {coupon ? (
            <tr>
              <th scope="row">Coupon {coupon.couponCode}</th>
              <td>{cell(`−${money(e.discountCents)}`, 'eCheck')}</td>
              <td>{cell(`−${money(k.discountCents)}`, 'card')}</td>
            </tr>
          ) : null}
          <tr>
            <th scope="row">Shipping</th>
            <td>{cell(e.shippingCents === 0 && e.subtotalCents > 0 ? 'Free' : money(e.shippingCents), 'eCheck')}</td>
            <td>{cell(k.shippingCents === 0 && k.subtotalCents > 0 ? 'Free' : money(k.shippingCents), 'card')}</td>
          </tr>
          <tr>
            <th scope="row">Estimated tax{rule ? ` (${rule.stateCode})` : ''}</th>
            <td>{cell(rule ? money(e.taxCents) : '—', 'eCheck')}</td>
            <td>{cell(rule ? money(k.taxCents) : '—', 'card')}</td>
          </tr>
          <tr className={styles.grand}>
            <th scope="row">Total</th>
            <td>{cell(money(e.totalCents), 'eCheck')}</td>
            <td>{cell(money(k.totalCents), 'card')}</td>
          </tr>
        </tbody>
      </table>
      <p className={styles.note}>
        {e.toFreeShippingCents > 0
          ? `Add ${money(e.toFreeShippingCents)} more for free domestic shipping.`
          : e.subtotalCents > 0
            ? 'Your order ships free and fully insured.'
            : 'Select items to see their total.'}{' '}
        Card and PayPal prices include a 4.2% surcharge{k.surchargeCents > 0 ? ` (${money(k.surchargeCents)} on this order)` : ''}.
      </p>
    </section>
  );
}
