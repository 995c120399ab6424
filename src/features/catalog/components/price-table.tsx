import type { PriceTier } from '@generated/hooks/model';
import { tierPrices, tierRange, type Source } from '@/domain/catalog/pricing';
import { formatUsd } from '@/domain/money';
import { MethodPrice } from '@/ui/method-price';
import styles from './product.module.css';

/** The quantity tiers with the eCheck/wire price and the card/PayPal price (4.2 percent more) side by side. */
export function PriceTable({ tiers, source, quantity }: { tiers: PriceTier[]; source: Source; quantity: number }) {
  return (
    <table className={styles.prices}>
      <caption>Price per unit by quantity</caption>
      <thead>
        <tr>
          <th scope="col">Quantity</th>
          <th scope="col">eCheck / Wire</th>
          <th scope="col">Card / PayPal</th>
        </tr>
      </thead>
      <tbody>
        {tiers.map((t) => {
          const p = tierPrices(t, source);
          const current = quantity >= t.floorMin && (t.floorMax == null || quantity <= t.floorMax);
          return (
            <tr key={t.floorMin} className={current ? styles.current : undefined} aria-current={current ? 'true' : undefined}>
              <th scope="row">
                {tierRange(t)}
                {current ? <span className="visually-hidden"> (your quantity)</span> : null}
              </th>
              <td>
                <MethodPrice value={formatUsd(p.eCheckCents / 100)} method="eCheck" each />
              </td>
              <td>
                <MethodPrice value={formatUsd(p.cardCents / 100)} method="card" each />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
