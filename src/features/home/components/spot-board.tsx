import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { SpotPrice } from '@generated/hooks/model';
import { directionOf, formatPercent, formatSignedUsd, formatUsd } from '@/domain/money';
import { CHART_METALS, metalName, summariseHistory, type ChartMetal } from '@/domain/spot/history';
import { formatEastern } from '@/domain/spot/eastern-time';
import { quoteOf } from '@/domain/spot/quote';
import { sparklinePath } from '@/domain/spot/sparkline';
import { SPOT_UNAVAILABLE, useSpotQuotes } from '@/features/spot';
import { monthQuery } from '../queries';
import styles from './home.module.css';

/** Days of closes in each small chart. */
export const SPARK_DAYS = 30;
const SPARK_WIDTH = 160;
const SPARK_HEIGHT = 48;
const WORD = { up: 'up', down: 'down', flat: 'unchanged' } as const;
const ARROW = { up: '▲', down: '▼', flat: '■' } as const;

/**
 * The small chart and its words: the last month of closes, from the first to the last. It asks for a
 * month, not the year the gold/silver ratio reads: the page (and the data the server sends with it) carries four
 * months of closes instead of four years.
 */
function MonthChart({ metal }: { metal: ChartMetal }) {
  const history = useQuery(monthQuery(metal));
  const points = history.data?.data.points.slice(-SPARK_DAYS) ?? [];
  const summary = summariseHistory(points);
  const path = sparklinePath(
    points.map((p) => p.close),
    SPARK_WIDTH,
    SPARK_HEIGHT,
  );
  const dir = summary ? directionOf(summary.change) : 'flat';
  return (
    <>
      <svg
        className={`${styles.spark} ${styles[dir]}`}
        width={SPARK_WIDTH}
        height={SPARK_HEIGHT}
        viewBox={`0 0 ${SPARK_WIDTH} ${SPARK_HEIGHT}`}
        aria-hidden="true"
        focusable="false"
      >
        {path ? <path d={path} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" /> : null}
      </svg>
      <p className={styles.sparkText}>
        {summary
          ? `Past month: ${WORD[dir]} ${formatPercent(summary.changePercent).replace(/^[+−]/, '')}, ${formatUsd(summary.from.close)} to ${formatUsd(summary.to.close)}`
          : history.isError
            ? 'The past month is unavailable right now.'
            : 'Loading the past month…'}
      </p>
    </>
  );
}

function MetalQuote({ metal, spot, failed }: { metal: ChartMetal; spot: SpotPrice | undefined; failed: boolean }) {
  const name = metalName(metal);
  const quote = spot ? quoteOf(spot, metal) : null;
  const dir = quote ? directionOf(quote.change) : 'flat';
  const missing = failed ? 'unavailable' : '…';
  return (
    <article className={styles.metal} aria-labelledby={`board-${metal}`}>
      <h3 id={`board-${metal}`} className={styles.metalName}>
        {name}
      </h3>
      <dl className={styles.quote}>
        <div>
          <dt>Bid</dt>
          <dd>{quote ? formatUsd(quote.bid) : missing}</dd>
        </div>
        <div>
          <dt>Ask</dt>
          <dd className={styles.askValue}>{quote ? formatUsd(quote.ask) : missing}</dd>
        </div>
        <div>
          <dt>Today</dt>
          <dd className={styles[dir]}>
            {quote ? (
              <>
                <span aria-hidden="true">{ARROW[dir]} </span>
                <span className="visually-hidden">{WORD[dir]} </span>
                {formatSignedUsd(quote.change)} ({formatPercent(quote.percent)})
              </>
            ) : (
              missing
            )}
          </dd>
        </div>
      </dl>
      <MonthChart metal={metal} />
      <Link to={`/chart/${metal}-price`} className={styles.chartLink}>
        {name} price chart
      </Link>
    </article>
  );
}

/**
 * Each metal's bid, ask and day's change, with a month's small chart and its summary in words. Every
 * part keeps its size while it loads, so nothing below it moves when the prices arrive.
 */
export function SpotBoard() {
  const spot = useSpotQuotes();
  const data = spot.data?.data;
  return (
    <section aria-labelledby="spot-board-title" className={styles.board}>
      <div className={styles.boardHead}>
        <h2 id="spot-board-title">Spot prices</h2>
        <p className={styles.asOf}>
          {data ? `Per troy ounce, as of ${formatEastern(new Date(data.timestamp))}` : spot.isError ? SPOT_UNAVAILABLE : 'Per troy ounce'}
        </p>
      </div>
      <ul className={styles.metals}>
        {CHART_METALS.map((metal) => (
          <li key={metal}>
            <MetalQuote metal={metal} spot={data} failed={spot.isError && !data} />
          </li>
        ))}
      </ul>
      <p className={styles.boardNote}>
        The bid is what the market pays for an ounce of the metal, the ask what it sells one for; each product’s price is the ask plus its
        premium.
      </p>
    </section>
  );
}
