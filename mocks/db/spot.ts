import { marketState } from '@/domain/spot/market-hours';
import { cents, createRandom } from './random';

export type SpotMetal = 'gold' | 'silver' | 'platinum' | 'palladium';
export const SPOT_METALS: SpotMetal[] = ['gold', 'silver', 'platinum', 'palladium'];

/** Where each metal's two-year walk ends (close of yesterday), so prices look like today's market. */
const ANCHOR: Record<SpotMetal, number> = { gold: 2712.4, silver: 31.62, platinum: 968.2, palladium: 1012.8 };
const DAILY_VOL: Record<SpotMetal, number> = { gold: 0.009, silver: 0.017, platinum: 0.014, palladium: 0.02 };
/** Dealer spread between bid and ask, as a fraction of the price. */
const SPREAD: Record<SpotMetal, number> = { gold: 0.0009, silver: 0.0066, platinum: 0.006, palladium: 0.011 };
export const HISTORY_DAYS = 730;
/** The spot feed ticks every 45 seconds (spec: the store refreshes every 45 s). */
export const TICK_MS = 45_000;

export interface DailyPoint {
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
}

export interface SpotQuote {
  ask: number;
  bid: number;
  change: number;
  changePercent: number;
}

export interface SpotMarket {
  history: Record<SpotMetal, DailyPoint[]>;
  /**
   * Quotes at an instant: a deterministic intraday walk from yesterday's close, one step per tick. While
   * the market is closed (weekends, the daily break) they are the last quotes before it closed.
   */
  quoteAt(metal: SpotMetal, at: Date): SpotQuote;
  /** The instant the quotes at `at` were made: `at` itself, or the last moment before the market closed. */
  pricedAt(at: Date): Date;
  /** Ask of a metal on a date (history), for portfolio holdings entered by hand. */
  closeOn(metal: SpotMetal, date: string): number | undefined;
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Builds a seeded geometric random walk backwards from today's anchor: two years of daily candles per
 * metal. `today` fixes the calendar so tests can pin it.
 */
export function createSpotMarket(seed: number, today: Date): SpotMarket {
  const history = {} as Record<SpotMetal, DailyPoint[]>;
  SPOT_METALS.forEach((metal, i) => {
    const rng = createRandom(seed * 31 + i + 1);
    const closes: number[] = [ANCHOR[metal]];
    for (let d = 1; d < HISTORY_DAYS; d++) {
      const prev = closes[d - 1] ?? ANCHOR[metal];
      closes.push(prev / Math.exp(DAILY_VOL[metal] * rng.normal()));
    }
    closes.reverse();
    history[metal] = closes.map((close, d) => {
      const date = new Date(today);
      date.setUTCDate(date.getUTCDate() - (HISTORY_DAYS - d));
      const open = closes[d - 1] ?? close;
      const wiggle = Math.abs(rng.normal()) * DAILY_VOL[metal] * 0.5;
      return {
        date: isoDay(date),
        open: cents(open),
        high: cents(Math.max(open, close) * (1 + wiggle)),
        low: cents(Math.min(open, close) * (1 - wiggle)),
        close: cents(close),
      };
    });
  });

  const intradayCache = new Map<string, number>();
  const midAt = (metal: SpotMetal, at: Date): number => {
    const dayStart = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
    const tick = Math.floor((at.getTime() - dayStart) / TICK_MS);
    const key = `${metal}:${dayStart}:${tick}`;
    const cached = intradayCache.get(key);
    if (cached !== undefined) return cached;
    const rng = createRandom(seed ^ (dayStart / 1000) ^ SPOT_METALS.indexOf(metal));
    let mid = history[metal].at(-1)?.close ?? ANCHOR[metal];
    const stepVol = DAILY_VOL[metal] / Math.sqrt((24 * 3600_000) / TICK_MS);
    for (let t = 0; t <= tick; t++) mid *= Math.exp(stepVol * rng.normal());
    intradayCache.set(key, mid);
    return mid;
  };

  // The market opens and closes on the minute: its state is worked out once a minute, not once per
  // product priced (a listing prices hundreds).
  let minuteCache: { minute: number; closedSince: number | null } | null = null;
  const pricedAt = (at: Date): Date => {
    const minute = Math.floor(at.getTime() / 60_000);
    if (minuteCache?.minute !== minute) {
      const state = marketState(at);
      minuteCache = { minute, closedSince: state.open ? null : state.since.getTime() };
    }
    return minuteCache.closedSince === null ? at : new Date(minuteCache.closedSince - 1);
  };

  return {
    history,
    pricedAt,
    quoteAt(metal, at) {
      const mid = midAt(metal, pricedAt(at));
      const previousClose = history[metal].at(-1)?.close ?? mid;
      const ask = cents(mid * (1 + SPREAD[metal] / 2));
      const bid = cents(mid * (1 - SPREAD[metal] / 2));
      const change = cents(ask - previousClose);
      return { ask, bid, change, changePercent: Math.round((change / previousClose) * 10000) / 100 };
    },
    closeOn(metal, date) {
      return history[metal].find((p) => p.date === date)?.close;
    },
  };
}
