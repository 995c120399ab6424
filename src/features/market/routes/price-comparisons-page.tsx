import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { useGetPriceComparisons } from '@generated/hooks/pricing/pricing';
import { marketDate } from '@/domain/spot/eastern-time';
import { LoadError } from '@/ui/load-error';
import { PageTitle } from '@/ui/page-title';
import { PriceComparisonTable, SavingsChart } from '../components/price-comparison-table';
import { useRenderTime } from '@/ui/render-time';

const isDate = (v: string | null): v is string => v !== null && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`));

/**
 * /price-comparisons: our prices against other dealers' for popular products on a chosen day
 * (GetPriceComparisons: the table with IsChart false, the chart with IsChart true).
 */
export function Component() {
  const now = useRenderTime();
  const [params, setParams] = useSearchParams();
  const today = marketDate(now);
  const asked = params.get('date');
  const date = isDate(asked) && asked <= today ? asked : today;
  const table = useGetPriceComparisons({ Date: date, IsChart: false }, { query: { placeholderData: (p) => p } });
  const chart = useGetPriceComparisons({ Date: date, IsChart: true }, { query: { placeholderData: (p) => p } });
  const dateId = useId();
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
      {chart.data?.data.length ? <SavingsChart rows={chart.data.data} /> : null}
    </div>
  );
}
