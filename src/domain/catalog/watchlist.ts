/** A watched product's price now against its price when it was added. */
export interface WatchChange {
  /** Dollars, to the cent (negative: cheaper now). */
  change: number;
  /** Percent of the price when added, to two places. */
  percent: number;
}

/** The change since a product was added; none when either price is missing or not above zero. */
export function changeSinceAdded(now: number | undefined, then: number | undefined): WatchChange | null {
  if (now === undefined || then === undefined || !(now > 0) || !(then > 0) || !Number.isFinite(now) || !Number.isFinite(then)) return null;
  const change = (Math.round(now * 100) - Math.round(then * 100)) / 100;
  return { change, percent: Math.round((change / then) * 10_000) / 100 };
}

