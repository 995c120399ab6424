import { useQuery } from '@tanstack/react-query';
import type { SpotPrice } from '@generated/hooks/model';
import { directionOf, formatPercent, formatSignedUsd, formatUsd } from '@/domain/money';
import { CHART_METALS, metalName, summariseHistory, type ChartMetal, type HistoryPoint } from '@/domain/spot/history';
import { formatEastern } from '@/domain/spot/eastern-time';
import { quoteOf } from '@/domain/spot/quote';
import { sparklinePath } from '@/domain/spot/sparkline';
import { SPOT_UNAVAILABLE, useSpotQuotes } from '@/features/spot';
import { useFollowLinks } from '@/ui/follow-links';
import { KeptPart } from '@/ui/kept-part';
import { monthQuery } from '../queries';
import styles from './home.module.css';

/** A metal's closes for its small chart (the last month's, or none yet), and whether they could not be had. */
interface Month {
  points: HistoryPoint[];
  failed: boolean;
}

/** Days of closes in each small chart. */
export const SPARK_DAYS = 30;

/** A metal's month of closes, asked for on its own (a month, not the year the gold/silver ratio reads). */
function useMonth(metal: ChartMetal): Month {
  const history = useQuery(monthQuery(metal));
  return { points: history.data?.data.points.slice(-SPARK_DAYS) ?? [], failed: history.isError };
}
const SPARK_WIDTH = 160;
const SPARK_HEIGHT = 48;
const WORD = { up: 'up', down: 'down', flat: 'unchanged' } as const;
const ARROW = { up: '▲', down: '▼', flat: '■' } as const;

/**
 * The small chart and its words: the last month of closes, from the first to the last. It asks for a
 * month, not the year the gold/silver ratio reads: the page (and the data the server sends with it) carries four
 * months of closes instead of four years.
 */
function MonthChart({ month }: { month: Month }) {
  const { points } = month;
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
          : month.failed
            ? 'The past month is unavailable right now.'
            : 'Loading the past month…'}
      </p>
    </>
  );
}

function MetalQuote({ metal, spot, failed, month }: { metal: ChartMetal; spot: SpotPrice | undefined; failed: boolean; month: Month }) {
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
      <MonthChart month={month} />
      <a href={`/chart/${metal}-price`} className={styles.chartLink}>
        {name} price chart
      </a>
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
  const failed = spot.isError && !data;
  const months = {
    silver: useMonth('silver'),
    gold: useMonth('gold'),
    platinum: useMonth('platinum'),
    palladium: useMonth('palladium'),
  } satisfies Record<ChartMetal, Month>;
  const follow = useFollowLinks();
  return (
    <section aria-labelledby="spot-board-title" className={styles.board}>
      <div className={styles.boardHead}>
        <h2 id="spot-board-title">Spot prices</h2>
        <p className={styles.asOf}>
          {data ? `Per troy ounce, as of ${formatEastern(new Date(data.timestamp))}` : spot.isError ? SPOT_UNAVAILABLE : 'Per troy ounce'}
        </p>
      </div>
      {/* The four metals are the same for every shopper until a price or a close moves: the server renders
          them once for what they show (KeptPart), and their chart links are plain links the list follows. */}
      <KeptPart
        as="ul"
        keep={() =>
          `spot-board ${failed} ${JSON.stringify(CHART_METALS.map((metal) => (data ? quoteOf(data, metal) : null)))} ${JSON.stringify(months)}`
        }
        className={styles.metals}
        onClick={follow}
      >
        {CHART_METALS.map((metal) => (
          <li key={metal}>
            <MetalQuote metal={metal} spot={data} failed={failed} month={months[metal]} />
          </li>
        ))}
      </KeptPart>
      <p className={styles.boardNote}>
        The bid is what the market pays for an ounce of the metal, the ask what it sells one for; each product’s price is the ask plus its
        premium.
      </p>
    </section>
  );
}
