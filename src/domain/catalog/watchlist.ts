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

/** The highest target price the store takes, in dollars: above any one product's price. */
export const MAX_TARGET = 1_000_000;

/**
 * Why a typed target price cannot be used, or null. Dollars with at most two decimals, above zero, at most
 * MAX_TARGET; a `$` and thousands commas are allowed.
 */
export function targetPriceProblem(text: string): string | null {
  const t = text
    .trim()
    .replace(/^\$/, '')
    .replace(/,(?=\d{3}(\D|$))/g, '');
  if (!t) return 'Enter a target price.';
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return 'Enter the price in dollars and cents, like 2650.00.';
  const dollars = Number(t);
  if (!(dollars > 0)) return 'The target price must be more than $0.00.';
  if (dollars > MAX_TARGET) return 'The target price must be $1,000,000.00 or less.';
  return null;
}

/** The typed target in dollars (assumes targetPriceProblem said nothing). */
export const parseTargetPrice = (text: string): number => Number(text.trim().replace(/^\$/, '').replace(/,/g, ''));

export type TargetDirection = 'falls' | 'rises';

/** A target below the price when it was set waits for the price to fall to it; otherwise to rise to it. */
export const targetDirection = (target: number, priceWhenSet: number): TargetDirection =>
  Math.round(target * 100) < Math.round(priceWhenSet * 100) ? 'falls' : 'rises';

/** Whether the price has reached the target from the side it was on when the target was set (to the cent). */
export function targetReached(target: number, priceWhenSet: number, priceNow: number): boolean {
  const [t, n] = [Math.round(target * 100), Math.round(priceNow * 100)];
  return targetDirection(target, priceWhenSet) === 'falls' ? n <= t : n >= t;
}
