import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { marketDate } from '@/domain/spot/eastern-time';
import { loadQueries, routeDataContext, type RouteLoaderArgs, type RouteLoaderResult } from '@/api';
import { comparisonDate, comparisonsQuery, isDate } from '../queries';
import { LoadError } from '@/ui/load-error';
import { PageTitle } from '@/ui/page-title';
import { PriceComparisonTable, SavingsChart } from '../components/price-comparison-table';
import { useRenderTime } from '@/ui/render-time';

/** The day's table and chart, for the day the address asks for. */
export async function loader({ request, context }: RouteLoaderArgs): Promise<RouteLoaderResult> {
  const date = comparisonDate(new URL(request.url).searchParams.get('date'), new Date(context.get(routeDataContext).now()));
  await loadQueries(context, [comparisonsQuery(date, false), comparisonsQuery(date, true)]);
  return null;
}

/**
 * /price-comparisons: our prices against other dealers' for popular products on a chosen day
 * (GetPriceComparisons: the table with IsChart false, the chart with IsChart true).
 */
export function Component() {
  const now = useRenderTime();
  const [params, setParams] = useSearchParams();
  const today = marketDate(now);
  const date = comparisonDate(params.get('date'), now);
  const table = useQuery(comparisonsQuery(date, false));
  const chart = useQuery(comparisonsQuery(date, true));
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
