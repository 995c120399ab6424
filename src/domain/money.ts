const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const pct = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'always' });

/** $1,234.56 */
export const formatUsd = (dollars: number): string => usd.format(dollars);

/** +$12.34 or −$12.34 (a real minus sign, read as "minus"). */
export function formatSignedUsd(dollars: number): string {
  if (dollars === 0) return usd.format(0);
  return `${dollars > 0 ? '+' : '−'}${usd.format(Math.abs(dollars))}`;
}

/** +0.47% or −0.57% */
export const formatPercent = (value: number): string => `${pct.format(value).replace('-', '−')}%`;

export type Direction = 'up' | 'down' | 'flat';
export const directionOf = (change: number): Direction => (change > 0 ? 'up' : change < 0 ? 'down' : 'flat');
