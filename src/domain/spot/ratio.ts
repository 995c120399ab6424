/**
 * The gold/silver ratio: how many ounces of silver an ounce of gold buys. Bullion buyers read it against
 * its own history: well above its average, silver is cheap next to gold; well below, gold is.
 */

/** Gold price over silver price, to two places; null when either is missing, zero or negative. */
export function goldSilverRatio(gold: number, silver: number): number | null {
  if (!Number.isFinite(gold) || !Number.isFinite(silver) || gold <= 0 || silver <= 0) return null;
  return Math.round((gold / silver) * 100) / 100;
}

export type RatioReading = 'silver-cheap' | 'gold-cheap' | 'near-average';

/** How far from its average the ratio must be (in percent of the average) to mean something. */
export const RATIO_BAND_PERCENT = 5;

/** A period's daily ratios in three figures: their average (to two places), lowest and highest. */
export interface RatioRange {
  average: number;
  low: number;
  high: number;
}

export interface RatioContext extends RatioRange {
  reading: RatioReading;
}

/** The average, low and high of a period's daily ratios, leaving out any that are not a positive number; null when none is. */
export function summariseRatios(history: readonly number[]): RatioRange | null {
  const valid = history.filter((r) => Number.isFinite(r) && r > 0);
  if (!valid.length) return null;
  const average = Math.round((valid.reduce((s, r) => s + r, 0) / valid.length) * 100) / 100;
  return { average, low: Math.min(...valid), high: Math.max(...valid) };
}

/**
 * The ratio today against a period's range: more than 5% above its average reads as silver being cheap
 * next to gold, more than 5% below as gold being cheap; within 5% either way (5% included), near average.
 * Null without a positive ratio today.
 */
export function readAgainst(today: number, range: RatioRange | null): RatioContext | null {
  if (!range || !Number.isFinite(today) || today <= 0) return null;
  const offPercent = ((today - range.average) / range.average) * 100;
  const reading: RatioReading =
    offPercent > RATIO_BAND_PERCENT ? 'silver-cheap' : offPercent < -RATIO_BAND_PERCENT ? 'gold-cheap' : 'near-average';
  return { ...range, reading };
}

/** The ratio today against the daily ratios of a period (pairs of closes on the same dates). */
export function readRatio(today: number, history: readonly number[]): RatioContext | null {
  return readAgainst(today, summariseRatios(history));
}

/** Daily ratios from two histories, on the dates both have. */
export function dailyRatios(
  gold: readonly { date: string; close: number }[],
  silver: readonly { date: string; close: number }[],
): number[] {
  const silverOn = new Map(silver.map((p) => [p.date, p.close]));
  const ratios: number[] = [];
  for (const g of gold) {
    const s = silverOn.get(g.date);
    const r = s === undefined ? null : goldSilverRatio(g.close, s);
    if (r !== null) ratios.push(r);
  }
  return ratios;
}

export const RATIO_MEANING: Record<RatioReading, string> = {
  'silver-cheap':
    'Silver is cheap next to gold: the ratio is well above its one-year average, so an ounce of gold buys more silver than usual.',
  'gold-cheap':
    'Gold is cheap next to silver: the ratio is well below its one-year average, so an ounce of gold buys less silver than usual.',
  'near-average': 'The ratio is close to its one-year average: neither metal is cheap next to the other.',
};
