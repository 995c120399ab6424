import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { getGetProductWiseCustomerTransactionsQueryOptions } from '@generated/hooks/portfolio/portfolio';
import type { PortfolioProduct } from '@generated/hooks/model';
import { gainOf, heldDays, isLongTerm, longTermFrom } from '@/domain/portfolio/valuation';
import { formatPercent, formatSignedUsd, formatUsd } from '@/domain/money';
import { useCustomerId } from '@/features/session';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { lazyPart } from '@/ui/lazy-part';
import { TableScroll } from '@/ui/table-scroll';
import styles from '../portfolio.module.css';
import { compareText, formatDate, formatNumber } from '@/domain/format';

const SellQuantityField = lazyPart(() => import('./sell-quantity-field').then((m) => ({ default: m.SellQuantityField })));

export const formatDay = (iso: string) => formatDate(new Date(`${iso.slice(0, 10)}T00:00:00Z`), 'medium', 'utc');
export const formatOunces = (n: number) => `${formatNumber(n)} oz`;

/** A product's lots (GetProductWiseCustomerTransactions), read when the customer opens them. */
function Lots({ product, today }: { product: PortfolioProduct; today: string }) {
  const customerId = useCustomerId();
  const lots = useQuery(
    getGetProductWiseCustomerTransactionsQueryOptions({ customerId, productId: product.productId, frequency: 'Monthly' }),
  );
  if (lots.isPending) return <p>Loading the lots…</p>;
  if (lots.isError) return <p role="alert">The lots could not be loaded. Close and open them to try again.</p>;
  const rows = [...lots.data.data].sort((a, b) => compareText(a.transactionDate, b.transactionDate));
  return (
    <TableScroll label={`Lots of ${product.productName}`}>
      <table>
        <caption className="visually-hidden">Lots of {product.productName}, oldest first</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Bought or sold</th>
            <th scope="col">Quantity</th>
            <th scope="col">Price each</th>
            <th scope="col">Held</th>
            <th scope="col">A sale today</th>
            <th scope="col">From</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((l, i) => {
            const days = heldDays(l.transactionDate, today);
            const long = isLongTerm(l.transactionDate, today);
            return (
              <tr key={`${l.transactionDate}-${i}`}>
                <th scope="row">{formatDay(l.transactionDate)}</th>
                <td>{l.transactionType === 'Sell' ? 'Sold' : 'Bought'}</td>
                <td>{l.transactionQuantity}</td>
                <td>{formatUsd(l.productUnitPrice)}</td>
                <td>{days === 1 ? '1 day' : `${days} days`}</td>
                <td>
                  {l.transactionType === 'Sell'
                    ? 'Not held'
                    : long
                      ? 'Long-term'
                      : `Short-term until ${formatDay(longTermFrom(l.transactionDate))}`}
                </td>
                <td>{l.sourceName ?? (l.source === 'order' ? 'Our order' : 'Entered by you')}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}

export interface SellChoice {
  selected: boolean;
  quantity: number;
}

/**
 * One product held: its ounces, what it cost, its value at spot and at the bid (what selling it back would
 * bring) side by side, the gain at the bid, its lots with their holding periods, and the choices to put it
 * in a sell quote or remove it.
 */
export function HoldingCard({
  product,
  askPerOunce,
  today,
  sell,
  onSell,
  onRemove,
  headingRef,
}: {
  product: PortfolioProduct;
  /** Takes focus when the holding before it is removed. */
  headingRef?: (el: HTMLElement | null) => void;
  askPerOunce: number | null;
  today: string;
  sell: SellChoice;
  onSell: (choice: SellChoice) => void;
  onRemove: () => Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  const atSpot = askPerOunce === null ? null : Math.round(product.ounces * askPerOunce * 100) / 100;
  const gain = gainOf(product.investment, product.currentValue);
  const id = `holding-${product.productId}`;
  return (
    <article className={styles.holding} aria-labelledby={id}>
      <h3 id={id} className={styles.holdingName} ref={headingRef} tabIndex={-1}>
        {product.productName}
      </h3>
      <dl className={styles.figures}>
        <div>
          <dt>Held</dt>
          <dd>
            {product.quantity} ({formatOunces(product.ounces)} {product.metal.toLowerCase()})
          </dd>
        </div>
        <div>
          <dt>Cost</dt>
          <dd>{formatUsd(product.investment)}</dd>
        </div>
        <div>
          <dt>Value at spot</dt>
          <dd>{atSpot === null ? 'No spot price' : formatUsd(atSpot)}</dd>
        </div>
        <div>
          <dt>Value at our bid</dt>
          <dd>{formatUsd(product.currentValue)}</dd>
        </div>
        <div>
          <dt>Gain or loss at the bid</dt>
          <dd className={gain.dollars < 0 ? styles.down : gain.dollars > 0 ? styles.up : undefined}>
            {gain.dollars < 0 ? 'Loss' : gain.dollars > 0 ? 'Gain' : 'Even'} {formatSignedUsd(gain.dollars)}
            {gain.percent === null ? '' : ` (${formatPercent(gain.percent)})`}
          </dd>
        </div>
      </dl>
      <details className={styles.lots} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>Lots and holding periods</summary>
        {open ? <Lots product={product} today={today} /> : null}
      </details>
      <div className={styles.holdingActions}>
        {/* The quantity field's code is fetched as the pointer or the focus reaches the choice. */}
        <label className={styles.check} onPointerEnter={() => void SellQuantityField.preload()}>
          <input
            type="checkbox"
            checked={sell.selected}
            onChange={(e) => onSell({ ...sell, selected: e.target.checked })}
            onFocus={() => void SellQuantityField.preload()}
          />{' '}
          Add to a sell quote
          <span className="visually-hidden">: {product.productName}</span>
        </label>
        {sell.selected ? (
          <Suspense fallback={null}>
            <SellQuantityField
              productName={product.productName}
              quantity={sell.quantity}
              held={product.quantity}
              onChange={(quantity) => onSell({ ...sell, quantity })}
            />
          </Suspense>
        ) : null}
        <ConfirmDialog
          trigger={
            <Button variant="ghost">
              Remove<span className="visually-hidden"> {product.productName}</span> from the portfolio
            </Button>
          }
          title={`Remove ${product.productName}?`}
          description="Every lot of this product leaves your portfolio. Your orders are not changed; Refresh from my orders brings ordered ones back."
          confirm="Remove"
          cancel="Keep it"
          onConfirm={onRemove}
        />
      </div>
    </article>
  );
}
