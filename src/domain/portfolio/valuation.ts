/**
 * The portfolio's money and time rules, in whole cents and calendar days: what a holding is worth, what it
 * gained, how long a lot has been held and whether selling it would be long-term, what premium was paid over
 * spot, and when a sale reaches a 1099-B reporting threshold.
 */

const toCents = (dollars: number): number => Math.round(dollars * 100);

/** Ounces × price per ounce, to the cent. */
export function valueOf(ounces: number, pricePerOunce: number): number {
  return toCents(ounces * pricePerOunce) / 100;
}

export interface Gain {
  dollars: number;
  /** Percent of the cost, to two places; null when nothing was paid. */
  percent: number | null;
}

/** Value less cost, to the cent, and its percent of the cost. */
export function gainOf(cost: number, value: number): Gain {
  const dollars = (toCents(value) - toCents(cost)) / 100;
  return { dollars, percent: cost > 0 ? Math.round((dollars / cost) * 10_000) / 100 : null };
}

const dayNumber = (isoDate: string): number => {
  const [y, m, d] = isoDate.slice(0, 10).split('-').map(Number);
  return Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1) / 86_400_000;
};

/** Whole days from the day bought to `today` (both YYYY-MM-DD); a lot bought today has been held 0 days. */
export function heldDays(bought: string, today: string): number {
  return Math.max(0, dayNumber(today) - dayNumber(bought));
}

/**
 * The first day a sale is long-term: the day after the anniversary of the purchase (held "more than one
 * year"). A lot bought on February 29 has its anniversary on February 28 of a common year.
 */
export function longTermFrom(bought: string): string {
  const [y, m, d] = bought.slice(0, 10).split('-').map(Number);
  const year = (y ?? 1970) + 1;
  const month = (m ?? 1) - 1;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const anniversary = Date.UTC(year, month, Math.min(d ?? 1, lastDay));
  return new Date(anniversary + 86_400_000).toISOString().slice(0, 10);
}

/** Whether a sale on `today` would be long-term: today is on or after longTermFrom(bought). */
export function isLongTerm(bought: string, today: string): boolean {
  return today.slice(0, 10) >= longTermFrom(bought);
}

export interface Premium {
  /** Dollars paid per unit above the metal's spot value. */
  perUnit: number;
  /** That premium as a percent of the spot value, to two places. */
  percent: number | null;
}

/** What was paid over spot for one unit: unit price less spot × ounces per unit. */
export function premiumPaid(unitPrice: number, spotPerOunce: number, ouncesPerUnit: number): Premium {
  const melt = valueOf(ouncesPerUnit, spotPerOunce);
  const perUnit = (toCents(unitPrice) - toCents(melt)) / 100;
  return { perUnit, percent: melt > 0 ? Math.round((perUnit / melt) * 10_000) / 100 : null };
}

/** Troy ounces in a kilogram. */
export const OUNCES_PER_KILO = 32.1507;

export interface SaleLine {
  metal: string;
  productName: string;
  /** Bar, coin or round, when known; otherwise read from the name. */
  productType?: string | null;
  ouncesPerUnit: number;
  quantity: number;
}

export interface Threshold {
  rule: string;
  /** What the sale holds of it: "32.15 oz" or "25 coins". */
  amount: string;
}

const isBar = (l: SaleLine) => /bar/i.test(l.productType ?? '') || /\bbar\b/i.test(l.productName);
const isOneOunce = (l: SaleLine) => Math.abs(l.ouncesPerUnit - 1) < 1e-9;
const REPORTABLE_COINS = /maple leaf|krugerrand|onza/i;

/**
 * The 1099-B reporting thresholds a sale reaches (what a dealer reports when buying from a customer): gold
 * bars of 1 kilo or more in all; 25 or more 1 oz gold Maple Leaf, Krugerrand or Mexican Onza coins; silver
 * bars of 1,000 oz or more; platinum bars of 25 oz or more; palladium bars of 100 oz or more.
 */
export function reportingThresholds(lines: readonly SaleLine[]): Threshold[] {
  const ounces = (pick: (l: SaleLine) => boolean) => lines.filter(pick).reduce((s, l) => s + l.quantity * l.ouncesPerUnit, 0);
  const out: Threshold[] = [];
  const oz = (n: number) => `${Math.round(n * 1000) / 1000} oz`;
  const goldBars = ounces((l) => l.metal === 'Gold' && isBar(l));
  // Compared to the thousandth of an ounce, so a kilo bar (32.151 oz) meets the kilo it is.
  if (Math.round(goldBars * 1000) >= Math.round(OUNCES_PER_KILO * 1000))
    out.push({ rule: 'Gold bars of 1 kilo (32.15 oz) or more', amount: oz(goldBars) });
  const coins = lines
    .filter((l) => l.metal === 'Gold' && isOneOunce(l) && REPORTABLE_COINS.test(l.productName))
    .reduce((s, l) => s + l.quantity, 0);
  if (coins >= 25) out.push({ rule: '25 or more 1 oz gold Maple Leaf, Krugerrand or Onza coins', amount: `${coins} coins` });
  const silverBars = ounces((l) => l.metal === 'Silver' && isBar(l));
  if (silverBars >= 1000) out.push({ rule: 'Silver bars of 1,000 oz or more', amount: oz(silverBars) });
  const platinumBars = ounces((l) => l.metal === 'Platinum' && isBar(l));
  if (platinumBars >= 25) out.push({ rule: 'Platinum bars of 25 oz or more', amount: oz(platinumBars) });
  const palladiumBars = ounces((l) => l.metal === 'Palladium' && isBar(l));
  if (palladiumBars >= 100) out.push({ rule: 'Palladium bars of 100 oz or more', amount: oz(palladiumBars) });
  return out;
}

export interface PredictionSavings {
  /** (spot ask now + tip) × ounces. */
  costNow: number;
  /** (predicted spot + tip) × ounces. */
  costAtPrediction: number;
  /** What buying now saves against buying at the prediction (negative: the prediction is cheaper). */
  savings: number;
}

/**
 * Prediction savings use the spot ask for the metal plus the tip (premium per ounce), times ounces.
 * The tip is paid either way, so the savings are the spot difference times the ounces.
 */
export function predictionSavings(askNow: number, predictedSpot: number, ounces: number, tip = 0): PredictionSavings {
  const costNow = valueOf(ounces, askNow + tip);
  const costAtPrediction = valueOf(ounces, predictedSpot + tip);
  return { costNow, costAtPrediction, savings: (toCents(costAtPrediction) - toCents(costNow)) / 100 };
}
