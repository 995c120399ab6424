/** Spot price history for the chart pages: the metals, the ranges and a summary in words. */

import { compareText } from '../format';

export const CHART_METALS = ['silver', 'gold', 'platinum', 'palladium'] as const;
export type ChartMetal = (typeof CHART_METALS)[number];

export const CHART_RANGES = [
  { value: '1M', label: '1 month' },
  { value: '3M', label: '3 months' },
  { value: '6M', label: '6 months' },
  { value: '1Y', label: '1 year' },
  { value: '2Y', label: '2 years' },
] as const;
export type ChartRange = (typeof CHART_RANGES)[number]['value'];
export const DEFAULT_CHART_RANGE: ChartRange = '1Y';

/** `silver-price` → `silver`; anything else → null (a not-found page). */
export function chartMetalFromSlug(slug: string | undefined): ChartMetal | null {
  const m = /^(silver|gold|platinum|palladium)-price$/.exec(slug ?? '');
  return m ? (m[1] as ChartMetal) : null;
}

export function chartRangeFrom(value: string | null): ChartRange {
  return CHART_RANGES.find((r) => r.value === value)?.value ?? DEFAULT_CHART_RANGE;
}

export const metalName = (m: ChartMetal): string => m.charAt(0).toUpperCase() + m.slice(1);

export interface HistoryPoint {
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
}

export interface HistorySummary {
  from: HistoryPoint;
  to: HistoryPoint;
  /** Close to close, in dollars and percent. */
  change: number;
  changePercent: number;
  low: { price: number; date: string };
  high: { price: number; date: string };
}

/** First and last day, the change over the range, and its lowest low and highest high. */
export function summariseHistory(points: readonly HistoryPoint[]): HistorySummary | null {
  const sorted = [...points].sort((a, b) => compareText(a.date, b.date));
  const from = sorted[0];
  const to = sorted.at(-1);
  // Stryker disable next-line LogicalOperator: the first and the last are both there or both missing
  if (!from || !to) return null;
  let low = { price: from.low, date: from.date };
  let high = { price: from.high, date: from.date };
  for (const p of sorted) {
    if (p.low < low.price) low = { price: p.low, date: p.date };
    if (p.high > high.price) high = { price: p.high, date: p.date };
  }
  const change = Math.round((to.close - from.close) * 100) / 100;
  const changePercent = from.close ? Math.round((change / from.close) * 10000) / 100 : 0;
  return { from, to, change, changePercent, low, high };
}
