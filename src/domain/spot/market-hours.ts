/**
 * When the spot market trades. Precious metals trade nearly round the clock on the futures exchange
 * (CME Globex): from Sunday 6:00 pm to Friday 5:00 pm New York time, with a daily break from 5:00 pm to
 * 6:00 pm Monday to Thursday. While it is closed, spot prices are the last close. Exchange holidays are
 * not modelled: on one, the store reads as open and its prices simply do not move.
 */
export const MARKET_ZONE = 'America/New_York';
const OPENS_AT = 18 * 60;
const CLOSES_AT = 17 * 60;

export type MarketState =
  | { open: true }
  | { open: false; reason: 'weekend' | 'daily-break'; since: Date; resumesAt: Date };

const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: MARKET_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  weekday: 'short',
});
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

interface Wall {
  year: number;
  month: number;
  day: number;
  weekday: number;
  minutes: number;
}

/** The New York wall clock at an instant. */
export function newYorkTime(at: Date): Wall & { offsetMinutes: number } {
  const parts = Object.fromEntries(wallClock.formatToParts(at).map((p) => [p.type, p.value]));
  const [year, month, day, hour, minute, second] = [parts.year, parts.month, parts.day, parts.hour, parts.minute, parts.second].map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  return { year, month, day, weekday: WEEKDAYS.indexOf(parts.weekday ?? ''), minutes: hour * 60 + minute, offsetMinutes: Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000) };
}

/**
 * The instant at which New York's wall clock shows this date and time (days may overflow the month).
 * One pass is exact for the exchange's hours: clocks change at 2 am, far from 5 and 6 pm.
 */
function atNewYork(year: number, month: number, day: number, minutes: number): Date {
  const guess = Date.UTC(year, month - 1, day, 0, minutes);
  return new Date(guess - newYorkTime(new Date(guess)).offsetMinutes * 60_000);
}

export type MarketPhase = 'open' | 'weekend' | 'daily-break';

/** Whether the spot market is open at an instant, or closed for the weekend or its daily break. */
export function marketPhase(at: Date): MarketPhase {
  const { weekday, minutes } = newYorkTime(at);
  if (weekday === 6) return 'weekend';
  if (weekday === 0) return minutes >= OPENS_AT ? 'open' : 'weekend';
  if (weekday === 5) return minutes < CLOSES_AT ? 'open' : 'weekend';
  return minutes >= CLOSES_AT && minutes < OPENS_AT ? 'daily-break' : 'open';
}

/** Whether the spot market is open at `now`, and if not, why, since when and when it opens again. */
export function marketState(now: Date): MarketState {
  const phase = marketPhase(now);
  if (phase === 'open') return { open: true };
  const { year, month, day, weekday } = newYorkTime(now);
  if (phase === 'daily-break') return { open: false, reason: 'daily-break', since: atNewYork(year, month, day, CLOSES_AT), resumesAt: atNewYork(year, month, day, OPENS_AT) };
  // Days from today back to the weekend's Friday close and on to its Sunday open.
  const toFriday = weekday === 5 ? 0 : weekday === 6 ? -1 : -2;
  return { open: false, reason: 'weekend', since: atNewYork(year, month, day + toFriday, CLOSES_AT), resumesAt: atNewYork(year, month, day + toFriday + 2, OPENS_AT) };
}

/**
 * What the header says while the market is closed (short enough for one line under the spot tiles);
 * null while it is open. The market always reopens at 6:00 pm New York time: on Sunday after a weekend,
 * the same day after the daily break.
 */
export function marketNotice(phase: MarketPhase): string | null {
  if (phase === 'open') return null;
  return phase === 'weekend'
    ? 'Market closed: last-close prices. Trading resumes Sun 6:00 PM ET.'
    : 'Daily market break: last-close prices. Trading resumes at 6:00 PM ET.';
}

