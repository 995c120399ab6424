import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { useGetPriceComparisons } from '@generated/hooks/pricing/pricing';
import { readComparison } from '@/domain/catalog/price-comparison';
import { marketDate } from '@/domain/spot/eastern-time';
import { LoadError } from '@/ui/load-error';
import { PageTitle } from '@/ui/page-title';
import { PriceComparisonTable, savingText } from '../components/price-comparison-table';
import styles from '../components/market.module.css';

const isDate = (v: string | null): v is string => v !== null && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`));

/**
 * /price-comparisons: our prices against other dealers' for popular products on a chosen day
 * (GetPriceComparisons: the table with IsChart false, the chart with IsChart true).
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const today = marketDate(new Date());
  const asked = params.get('date');
  const date = isDate(asked) && asked <= today ? asked : today;
  const table = useGetPriceComparisons({ Date: date, IsChart: false }, { query: { placeholderData: (p) => p } });
  const chart = useGetPriceComparisons({ Date: date, IsChart: true }, { query: { placeholderData: (p) => p } });
  const dateId = useId();
  const chartRows = (chart.data?.data ?? []).map((row) => ({ row, reading: readComparison(row) }));
  const widest = Math.max(1, ...chartRows.map((c) => Math.abs(c.reading.savingPercent ?? 0)));
  return (
    <div className="page">
      <PageTitle title="Price comparisons" />
      <p>Our prices for popular bullion against other dealers’ on the same day, before any card surcharge.</p>
      <p>
        <label htmlFor={dateId}>Prices on </label>
        <input
          id={dateId}
          type="date"
          max={today}
          value={date}
          onChange={(e) => {
            if (isDate(e.target.value)) setParams({ date: e.target.value }, { replace: true, preventScrollReset: true });
          }}
        />
      </p>
      {table.isError && !table.data ? (
        <LoadError message="Price comparisons could not be loaded." onRetry={() => table.refetch()} />
      ) : table.data ? (
        table.data.data.length ? (
          <div aria-busy={table.isFetching}>
            <PriceComparisonTable rows={table.data.data} caption={`Prices on ${date}`} />
          </div>
        ) : (
          <p>No comparisons for {date}.</p>
        )
      ) : (
        <p role="status">Loading price comparisons…</p>
      )}
      {chartRows.length ? (
        <section aria-labelledby="savings-chart" className={styles.chart}>
          <h2 id="savings-chart">What you save with us</h2>
          <p>Against the average of the other dealers’ prices, in percent.</p>
          <ul className={styles.bars}>
            {chartRows.map(({ row, reading }) => (
              <li key={row.productName} className={styles.bar}>
                <span>{row.productName}</span>
                <span className={styles.barTrack} aria-hidden="true">
                  <span className={styles.barFill} style={{ width: `${Math.max(0, ((reading.savingPercent ?? 0) / widest) * 100)}%` }} />
                </span>
                <span>{savingText(reading.saving, reading.savingPercent)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
