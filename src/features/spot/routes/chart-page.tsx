import { Link, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { getGetSpotPriceHistoryQueryOptions } from '@generated/hooks/pricing/pricing';
import { loadQueries, type RouteLoaderArgs, type RouteLoaderResult } from '@/api';
import { formatPercent, formatSignedUsd, formatUsd } from '@/domain/money';
import {
  CHART_METALS,
  CHART_RANGES,
  chartMetalFromSlug,
  chartRangeFrom,
  metalName,
  summariseHistory,
  type ChartMetal,
} from '@/domain/spot/history';
import { NotFound } from '@/ui/not-found';
import { LoadError } from '@/ui/load-error';
import { PageTitle } from '@/ui/page-title';
import { OhlcTable } from '../components/ohlc-table';
import { PriceChart } from '../components/price-chart';
import styles from './chart-page.module.css';
import { formatDate as writeDate } from '@/domain/format';

const formatDate = (iso: string) => writeDate(new Date(`${iso}T00:00:00Z`), 'medium', 'utc');

/** A metal's closes over the range the address asks for; another range keeps the chart shown until it arrives. */
const historyQuery = (metal: ChartMetal, range: ReturnType<typeof chartRangeFrom>) =>
  getGetSpotPriceHistoryQueryOptions({ metal, range }, { query: { placeholderData: (previous) => previous } });

/** The chart's closes; an unknown metal loads nothing (the page is not found). */
export async function loader({ params, request, context }: RouteLoaderArgs): Promise<RouteLoaderResult> {
  const metal = chartMetalFromSlug(params.chart);
  if (metal) await loadQueries(context, [historyQuery(metal, chartRangeFrom(new URL(request.url).searchParams.get('range')))]);
  return null;
}

/**
 * /chart/{metal}-price for silver, gold, platinum and palladium: a range picker, the chart,
 * a summary in words and every day's prices in a table as the chart's alternative.
 */
export function Component() {
  const { chart } = useParams();
  const metal = chartMetalFromSlug(chart);
  const [params, setParams] = useSearchParams();
  const range = chartRangeFrom(params.get('range'));
  const query = useQuery({ ...historyQuery(metal ?? 'silver', range), enabled: metal !== null });
  if (!metal) return <NotFound />;

  const name = metalName(metal);
  const rangeLabel = CHART_RANGES.find((r) => r.value === range)?.label ?? '';
  const points = query.data?.data.points ?? [];
  const summary = summariseHistory(points);
  const description = summary
    ? `${name} spot price over ${rangeLabel}: from ${formatUsd(summary.from.close)} on ${formatDate(summary.from.date)} to ${formatUsd(summary.to.close)} on ${formatDate(summary.to.date)}, ${summary.change >= 0 ? 'up' : 'down'} ${formatUsd(Math.abs(summary.change))}. Low ${formatUsd(summary.low.price)}, high ${formatUsd(summary.high.price)}.`
    : '';

  return (
    <div className="page">
      <PageTitle title={`${name} price chart`} />
      <nav aria-label="Other metals" className={styles.metals}>
        <ul>
          {CHART_METALS.map((m) => (
            <li key={m}>
              <Link to={`/chart/${m}-price${range === '1Y' ? '' : `?range=${range}`}`} aria-current={m === metal ? 'page' : undefined}>
                {metalName(m)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <fieldset className={styles.ranges}>
        <legend>Range</legend>
        {CHART_RANGES.map((r) => (
          <label key={r.value}>
            <input
              type="radio"
              name="range"
              value={r.value}
              checked={r.value === range}
              onChange={() => setParams(r.value === '1Y' ? {} : { range: r.value }, { preventScrollReset: true, replace: true })}
            />
            <span>{r.label}</span>
          </label>
        ))}
      </fieldset>

      {query.isError ? <LoadError message={`We could not load the ${metal} price history.`} onRetry={query.refetch} /> : null}
      {query.isPending ? <p role="status">Loading the {metal} price history…</p> : null}

      {summary ? (
        <>
          <dl className={styles.summary} aria-live="polite" aria-busy={query.isFetching}>
            <div>
              <dt>Latest close</dt>
              <dd>
                {formatUsd(summary.to.close)} <span className={styles.muted}>on {formatDate(summary.to.date)}</span>
              </dd>
            </div>
            <div>
              <dt>Change over {rangeLabel}</dt>
              <dd className={summary.change >= 0 ? styles.up : styles.down}>
                {summary.change >= 0 ? 'Up' : 'Down'} {formatSignedUsd(summary.change)} ({formatPercent(summary.changePercent)})
              </dd>
            </div>
            <div>
              <dt>Low</dt>
              <dd>
                {formatUsd(summary.low.price)} <span className={styles.muted}>on {formatDate(summary.low.date)}</span>
              </dd>
            </div>
            <div>
              <dt>High</dt>
              <dd>
                {formatUsd(summary.high.price)} <span className={styles.muted}>on {formatDate(summary.high.date)}</span>
              </dd>
            </div>
          </dl>
          <figure className={styles.figure}>
            <PriceChart points={points} description={description} />
            <figcaption>
              Daily closing {metal} spot price in US dollars per troy ounce. Chart drawn with{' '}
              <a href="https://www.tradingview.com/lightweight-charts/" rel="noreferrer">
                TradingView Lightweight Charts
              </a>
              .
            </figcaption>
          </figure>
          <details className={styles.table}>
            <summary>Show the prices as a table ({points.length} days)</summary>
            <OhlcTable
              points={points}
              label={`${name} prices by day`}
              caption={`${name} spot price by day, ${rangeLabel}, newest first`}
              firstHeader="Date"
              formatDate={formatDate}
            />
          </details>
        </>
      ) : null}
    </div>
  );
}
