import { useEffect, useRef, useState } from 'react';
import type { SpotPrice } from '@generated/hooks/model';
import { directionOf, formatPercent, formatSignedUsd, formatUsd } from '@/domain/money';
import { metalName } from '@/domain/spot/history';
import { marketNotice, marketPhase } from '@/domain/spot/market-hours';
import { quoteOf, SPOT_METALS } from '@/domain/spot/quote';
import { SPOT_UNAVAILABLE, useSecondsLeft } from '@/features/spot';
import { useFollowLinks } from '@/ui/follow-links';
import { KeptPart } from '@/ui/kept-part';
import styles from './spot-tiles.module.css';

/** The tiles, in the order the header shows them. */
const TILES = SPOT_METALS.map((key) => ({ key, label: metalName(key) }));

const WORD = { up: 'up', down: 'down', flat: 'unchanged' } as const;
const ARROW = { up: '▲', down: '▼', flat: '■' } as const;

/** What the live region says after a refresh, e.g. "Spot prices updated. Gold $2,712.87, up 0.02%. …" */
export function spotSummary(spot: SpotPrice): string {
  const parts = TILES.map(({ key, label }) => {
    const q = quoteOf(spot, key);
    const dir = directionOf(q.change);
    return `${label} ${formatUsd(q.ask)}, ${WORD[dir]}${dir === 'flat' ? '' : ` ${formatPercent(Math.abs(q.percent)).replace('+', '')}`}`;
  });
  return `Spot prices updated. ${parts.join('. ')}.`;
}

/** Whether the shopper is typing: focus in a text field, a select or editable text. */
export function isTypingIn(element: Element | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  if (element instanceof HTMLInputElement)
    return !['button', 'checkbox', 'radio', 'submit', 'reset', 'image', 'range', 'color', 'file'].includes(element.type);
  return (
    element instanceof HTMLElement &&
    (element.isContentEditable || ['', 'true', 'plaintext-only'].includes(element.getAttribute('contenteditable') ?? 'false'))
  );
}

/**
 * The page's one spot announcer (the header renders it once, outside the tiles and the ticker, so it
 * speaks at every width). Polite, at most once per refresh: only when the feed's timestamp moves and an
 * ask changed, never on the first load or on re-renders, and never while the shopper is typing.
 */
export function SpotAnnouncer({ spot }: { spot: SpotPrice | undefined }) {
  const [message, setMessage] = useState('');
  const last = useRef<{ timestamp: string; asks: string } | null>(null);
  useEffect(() => {
    if (!spot) return;
    const asks = TILES.map(({ key }) => quoteOf(spot, key).ask).join();
    const prev = last.current;
    last.current = { timestamp: spot.timestamp, asks };
    if (!prev || prev.timestamp === spot.timestamp || prev.asks === asks) return;
    // A shopper filling in a form is not interrupted; the tiles still show the new prices.
    setMessage(isTypingIn(document.activeElement) ? '' : spotSummary(spot));
  }, [spot]);
  return (
    <p role="status" className="visually-hidden" data-testid="spot-announcer">
      {message}
    </p>
  );
}

/** "Updates in N s": the one part of the header that renders again every second. */
function Countdown() {
  // One string, so a screen reader says "Updates in 42 s" once, not "Updates in", "42", "s".
  return <span>{`Updates in ${useSecondsLeft()} s`}</span>;
}

export function SpotTiles({
  spot,
  isError,
  variant = 'tiles',
}: {
  spot: SpotPrice | undefined;
  isError: boolean;
  variant?: 'tiles' | 'ticker';
}) {
  // Judged at the feed's own time (not the viewer's clock), so it arrives with the prices and never moves the page.
  const closed = spot ? marketNotice(marketPhase(new Date(spot.timestamp))) : null;
  const follow = useFollowLinks();
  return (
    // A named region, not a heading: it comes before every page's h1, and a heading there made each page's
    // outline start with "Live spot prices, level 2". The region is still found by landmark.
    <section aria-label="Live spot prices" className={variant === 'ticker' ? styles.ticker : styles.tiles}>
      {spot ? (
        // Every page shows the tiles twice (the header's and the phone's ticker), the same for every shopper
        // until a price moves: the server keeps their HTML under what they show. Their links are plain links
        // the list follows (useFollowLinks): a part kept apart from the page has no router to ask.
        <KeptPart
          as="ul"
          keep={() =>
            `spot ${variant} ${closed ?? ''} ${TILES.map(({ key }) => {
              const q = quoteOf(spot, key);
              return `${q.ask} ${q.change} ${q.percent}`;
            }).join(' ')}`
          }
          className={styles.list}
          onClick={follow}
        >
          {closed && variant === 'ticker' ? <li className={styles.closed}>{closed}</li> : null}
          {TILES.map(({ key, label }) => {
            const q = quoteOf(spot, key);
            const dir = directionOf(q.change);
            return (
              <li key={key}>
                <a href={`/chart/${key}-price`} className={styles.tile}>
                  <span className={styles.metal}>{label}</span> <span className={styles.ask}>{formatUsd(q.ask)}</span>{' '}
                  <span className={`${styles.change} ${styles[dir]}`}>
                    <span aria-hidden="true">{ARROW[dir]} </span>
                    <span className="visually-hidden">{WORD[dir]}</span> {formatSignedUsd(q.change)} ({formatPercent(q.percent)})
                  </span>
                </a>
              </li>
            );
          })}
        </KeptPart>
      ) : isError ? (
        <p className={styles.placeholder}>{SPOT_UNAVAILABLE}</p>
      ) : (
        // While loading, the tiles are there at their full size with no figures, so nothing moves when
        // the prices arrive.
        <ul className={styles.list} aria-busy="true" aria-label="Loading spot prices">
          {TILES.map(({ key, label }) => (
            <li key={key} className={styles.tile}>
              <span className={styles.metal}>{label}</span> <span className={styles.ask}>…</span>{' '}
              <span className={styles.change}>&nbsp;</span>
            </li>
          ))}
        </ul>
      )}
      {variant === 'tiles' ? (
        <p className={styles.meta}>
          {closed ? (
            <strong className={styles.stale}>{closed}</strong>
          ) : (
            <>
              {spot?.areStale ? <strong className={styles.stale}>Delayed prices. </strong> : null}
              <Countdown />
            </>
          )}
        </p>
      ) : null}
    </section>
  );
}
