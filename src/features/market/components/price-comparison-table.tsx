import type { PriceComparison } from '@generated/hooks/model';
import { readComparison } from '@/domain/catalog/price-comparison';
import { formatUsd } from '@/domain/money';
import { TableScroll } from '@/ui/table-scroll';
import styles from './market.module.css';

/** "You save $1.53 (4.22%)", "You pay $0.50 more (1.45%)" or "Same as the others". */
export function savingText(saving: number | null, percent: number | null): string {
  if (saving === null || percent === null) return 'No other prices';
  if (saving === 0) return 'Same as the others';
  return saving > 0
    ? `You save ${formatUsd(saving)} (${percent.toFixed(2)}%)`
    : `You pay ${formatUsd(-saving)} more (${Math.abs(percent).toFixed(2)}%)`;
}

/**
 * Our price against other dealers' per product: each price, the lowest marked in words (not colour
 * alone), and what a buyer saves with us against the others' average.
 */
export function PriceComparisonTable({ rows, caption }: { rows: PriceComparison[]; caption: string }) {
  const dealers = [...new Set(rows.flatMap((r) => r.competitors.map((c) => c.dealer)))];
  return (
    <TableScroll label={caption}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Our price</th>
            {dealers.map((d) => (
              <th key={d} scope="col">
                {d}
              </th>
            ))}
            <th scope="col">With us</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const r = readComparison(row);
            const cell = (who: string, price: number | undefined) =>
              price === undefined || !(price > 0) ? (
                '—'
              ) : (
                <>
                  {formatUsd(price)}
                  {r.cheapest.includes(who) ? <strong className={styles.better}> lowest</strong> : null}
                </>
              );
            return (
              <tr key={row.productName}>
                <th scope="row">{row.productName}</th>
                <td>{cell('us', row.ourPrice)}</td>
                {dealers.map((d) => (
                  <td key={d}>{cell(d, row.competitors.find((c) => c.dealer === d)?.price)}</td>
                ))}
                <td className={(r.saving ?? 0) >= 0 ? styles.better : styles.worse}>{savingText(r.saving, r.savingPercent)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** What a buyer saves with us per product, as bars against the others' average, each with its words. */
export function SavingsChart({ rows, headingLevel = 2 }: { rows: PriceComparison[]; headingLevel?: 2 | 3 }) {
  const readings = rows.map((row) => ({ row, reading: readComparison(row) }));
  const widest = Math.max(1, ...readings.map((c) => Math.abs(c.reading.savingPercent ?? 0)));
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby="savings-chart" className={styles.chart}>
      <Heading id="savings-chart">What you save with us</Heading>
      <p>Against the average of the other dealers’ prices, in percent.</p>
      <ul className={styles.bars}>
        {readings.map(({ row, reading }) => (
          <li key={row.productName} className={styles.bar}>
            <span>{row.productName}</span>
            {/* An SVG bar: its length is an attribute, not a style, so the server's HTML needs no inline style (CSP). */}
            <svg className={styles.barTrack} aria-hidden="true" focusable="false" viewBox="0 0 100 10" preserveAspectRatio="none">
              <rect className={styles.barFill} width={Math.max(0, ((reading.savingPercent ?? 0) / widest) * 100)} height="10" rx="1" />
            </svg>
            <span>{savingText(reading.saving, reading.savingPercent)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
