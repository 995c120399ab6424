import type { CandlePoint } from '@generated/hooks/model';
import { formatPercent, formatSignedUsd, formatUsd } from '@/domain/money';
import { summariseHistory } from '@/domain/spot/history';
import { OhlcTable, PriceChart, PriceChartBox } from '@/features/spot';
import { useNearViewport } from '@/ui/use-near-viewport';
import styles from '../portfolio.module.css';
import { formatDay } from './holding-card';

/**
 * The portfolio's value over time as candles, with its summary in words and the data as a table. The chart
 * sits far below the fold: its code (the store's largest) loads and draws when the shopper scrolls near it,
 * not while the page is taken over; the summary and the table are in the page from the first paint.
 */
export function MetalChart({ points, frequency }: { points: readonly CandlePoint[]; frequency: string }) {
  const [box, near] = useNearViewport<HTMLElement>();
  const summary = summariseHistory(points);
  if (!summary) return <p>No chart yet: add a holding and its value over time shows here.</p>;
  const description = `Your holdings' metal value, ${frequency.toLowerCase()} candles from ${formatDay(summary.from.date)} to ${formatDay(summary.to.date)}: ${summary.change >= 0 ? 'up' : 'down'} ${formatSignedUsd(summary.change)} (${formatPercent(summary.changePercent)}), low ${formatUsd(summary.low.price)} on ${formatDay(summary.low.date)}, high ${formatUsd(summary.high.price)} on ${formatDay(summary.high.date)}.`;
  return (
    <>
      <p>{description}</p>
      <figure ref={box} className={styles.figure}>
        {near ? <PriceChart points={points} description={description} candles /> : <PriceChartBox />}
        <figcaption>Value of the metal you hold today at each period’s spot prices, in US dollars.</figcaption>
      </figure>
      <details>
        <summary>Show the values as a table ({points.length} periods)</summary>
        <OhlcTable
          points={points}
          label="Portfolio value by period"
          caption="Portfolio metal value by period, newest first"
          firstHeader="Period from"
          formatDate={formatDay}
        />
      </details>
    </>
  );
}
