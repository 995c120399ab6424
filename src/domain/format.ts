/**
 * The store's American-English number and date formats, without `Intl`.
 *
 * The first `Intl` object a page makes costs a single 13 to 30 ms task on a fast machine (ICU resolves
 * its locales), four times that on a mid-range phone, and every page needs a price format while it
 * hydrates: that task was the longest of the store's own script on a phone's first load. The store
 * speaks one language and one currency, so its formats are written out here, the same as `Intl`'s
 * en-US ones (the unit tests compare them with `Intl` over thousands of values). It also means the
 * server (Node's ICU) and the browser (the browser's ICU) can never format a price differently and
 * break hydration.
 */

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export const WEEKDAYS_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Adds one to a string of decimal digits ("199" → "200", "99" → "100"). */
function increment(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i -= 1) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

/**
 * |value| rounded half away from zero to `places` decimals, as `Intl` rounds: from the shortest decimal
 * that reads back as the same number, so 1.005 gives 1.01 where `toFixed` gives 1.00.
 */
function roundedDigits(value: number, places: number): { whole: string; fraction: string } {
  const abs = Math.abs(value);
  const text = abs.toString();
  // toString is exponential below 1e-6 (toFixed reads those exactly enough) and from 1e21 (whole numbers).
  const plain = !text.includes('e') ? text : abs >= 1e21 ? BigInt(abs).toString() : abs.toFixed(places + 2);
  // A split always has its first part.
  const [whole, fraction = ''] = plain.split('.') as [string, string?];
  // Stryker disable next-line EqualityOperator: with exactly `places` decimals, going on keeps them as they are, so < and <= agree
  if (fraction.length <= places) return { whole, fraction: fraction.padEnd(places, '0') };
  const kept = `${whole}${fraction.slice(0, places)}`;
  // Past this point the fraction is longer than `places`, so the digit after them is there.
  // Stryker disable next-line StringLiteral: the default is never used, as said above
  const next = fraction[places] ?? '0';
  const digits = next >= '5' ? increment(kept) : kept;
  const split = digits.length - places;
  // `kept` has every digit of `whole` (at least one) before its `places` decimals, so the whole part is never empty.
  return { whole: digits.slice(0, split), fraction: digits.slice(split) };
}

const groupThousands = (whole: string): string => whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const isZero = (digits: string): boolean => /^0*$/.test(digits);

/** A number with its thousands grouped and 0 to `maxPlaces` decimals (no trailing zeros): 1,234.5 */
export function formatNumber(value: number, maxPlaces = 3): string {
  // Stryker disable next-line ConditionalExpression: the digits of NaN and ±Infinity read back as String gives them; the line says so
  if (!Number.isFinite(value)) return String(value);
  const { whole, fraction } = roundedDigits(value, maxPlaces);
  const trimmed = fraction.replace(/0+$/, '');
  // Stryker disable next-line EqualityOperator: at 0 (or -0) the digits are zero, which has no sign, so < and <= agree
  const sign = value < 0 && !(isZero(whole) && trimmed === '') ? '-' : '';
  return `${sign}${groupThousands(whole)}${trimmed ? `.${trimmed}` : ''}`;
}

/**
 * Dollars and cents: $1,234.56, -$0.18. A value that rounds to zero cents is $0.00, never -$0.00.
 * Not a number gives an em dash, never "$NaN".
 */
export function formatDollars(value: number): string {
  if (!Number.isFinite(value)) return '—';
  const { whole, fraction } = roundedDigits(value, 2);
  // Stryker disable next-line EqualityOperator: at 0 (or -0) the digits are zero, which has no sign, so < and <= agree
  const sign = value < 0 && !(isZero(whole) && isZero(fraction)) ? '-' : '';
  return `${sign}$${groupThousands(whole)}.${fraction}`;
}

/** Two decimals and always a sign: +0.47, -0.57, +0.00 (a change that rounds to zero has none to show). */
export function formatSignedDecimal(value: number): string {
  if (!Number.isFinite(value)) return '—';
  const { whole, fraction } = roundedDigits(value, 2);
  // Stryker disable next-line EqualityOperator: at 0 (or -0) the digits are zero, which take +, so < and <= agree
  const sign = value < 0 && !(isZero(whole) && isZero(fraction)) ? '-' : '+';
  return `${sign}${groupThousands(whole)}.${fraction}`;
}

export type DateZone = 'local' | 'utc';
export type DateStyle = 'medium' | 'long';

interface Parts {
  year: number;
  month: number;
  day: number;
  hours: number;
  minutes: number;
}

function partsOf(at: Date, zone: DateZone): Parts {
  if (Number.isNaN(at.getTime())) throw new RangeError('Invalid time value');
  return zone === 'local'
    ? { year: at.getFullYear(), month: at.getMonth(), day: at.getDate(), hours: at.getHours(), minutes: at.getMinutes() }
    : { year: at.getUTCFullYear(), month: at.getUTCMonth(), day: at.getUTCDate(), hours: at.getUTCHours(), minutes: at.getUTCMinutes() };
}

const monthName = (month: number, style: DateStyle): string => {
  // Stryker disable next-line StringLiteral: a Date's month is 0 to 11, so the default is never used
  const name = MONTHS[month] ?? '';
  return style === 'medium' ? name.slice(0, 3) : name;
};

/** "Nov 23, 2026" (medium) or "November 23, 2026" (long), on the shopper's clock or in UTC. */
export function formatDate(at: Date, style: DateStyle = 'medium', zone: DateZone = 'local'): string {
  const { year, month, day } = partsOf(at, zone);
  return `${monthName(month, style)} ${day}, ${year}`;
}

/** A time of day from hours and minutes: "6:00 PM", "12:05 AM". */
export function clockText(hours: number, minutes: number): string {
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** "11:07 PM" on the shopper's clock (or in UTC). */
export function formatTime(at: Date, zone: DateZone = 'local'): string {
  const { hours, minutes } = partsOf(at, zone);
  return clockText(hours, minutes);
}

/** "Nov 23, 2026, 11:07 PM" on the shopper's clock. */
export const formatDateTime = (at: Date, zone: DateZone = 'local'): string => `${formatDate(at, 'medium', zone)}, ${formatTime(at, zone)}`;

/** Orders ISO 8601 dates (or any strings) as text, oldest first, without a collator. */
export const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
