import { formatDollars, formatSignedDecimal } from './format';

/** $1,234.56 */
export const formatUsd = (dollars: number): string => formatDollars(dollars);

/** +$12.34 or −$12.34 (a real minus sign, read as "minus"). */
export function formatSignedUsd(dollars: number): string {
  const text = formatDollars(Math.abs(dollars));
  if (dollars === 0 || text === '$0.00' || !Number.isFinite(dollars)) return text;
  return `${dollars > 0 ? '+' : '−'}${text}`;
}

/** +0.47% or −0.57% */
export const formatPercent = (value: number): string => (Number.isFinite(value) ? `${formatSignedDecimal(value).replace('-', '−')}%` : '—');

export type Direction = 'up' | 'down' | 'flat';
export const directionOf = (change: number): Direction => (change > 0 ? 'up' : change < 0 ? 'down' : 'flat');
