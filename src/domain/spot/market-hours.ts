/**
 * When the spot market trades. Precious metals trade nearly round the clock on the futures exchange
 * (CME Globex): from Sunday 6:00 pm to Friday 5:00 pm New York time, with a daily break from 5:00 pm to
 * 6:00 pm Monday to Thursday. While it is closed, spot prices are the last close. Exchange holidays are
 * not modelled: on one, the store reads as open and its prices simply do not move.
 */
const OPENS_AT = 18 * 60;
const CLOSES_AT = 17 * 60;

export type MarketState = { open: true } | { open: false; reason: 'weekend' | 'daily-break'; since: Date; resumesAt: Date };

/** The day of the month of a month's n-th Sunday (n = 1 to 4), or its last (n = -1). `month` counts from 0. */
function sunday(year: number, month: number, n: number): number {
  const first = 1 + ((7 - new Date(Date.UTC(year, month, 1)).getUTCDay()) % 7);
  if (n > 0) return first + 7 * (n - 1);
  const days = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return first + 7 * Math.floor((days - first) / 7);
}

/**
 * Whether New York keeps daylight time at an instant, by the United States' rules: since 2007 from the
 * second Sunday of March to the first Sunday of November, from 1987 the first Sunday of April to the last of
 * October, from 1976 the last Sunday of April to the last of October; clocks change at 2 am local time.
 * Written out rather than asked of `Intl` (see `../format`); the unit tests check every change from 1976 to
 * 2099 against the time-zone database.
 */
function daylightTime(ms: number): boolean {
  const year = new Date(ms).getUTCFullYear();
  const [startMonth, startSunday, endMonth, endSunday] = year >= 2007 ? [2, 2, 10, 1] : year >= 1987 ? [3, 1, 9, -1] : [3, -1, 9, -1];
  // 2 am standard time is 07:00 UTC; 2 am daylight time is 06:00 UTC.
  const start = Date.UTC(year, startMonth, sunday(year, startMonth, startSunday), 7);
  const end = Date.UTC(year, endMonth, sunday(year, endMonth, endSunday), 6);
  return ms >= start && ms < end;
}

/** New York's offset from UTC at an instant, in minutes: -240 in daylight time, -300 otherwise. */
export const newYorkOffset = (at: Date): number => (daylightTime(at.getTime()) ? -240 : -300);

interface Wall {
  year: number;
  month: number;
  day: number;
  weekday: number;
  minutes: number;
}

/** The New York wall clock at an instant. */
export function newYorkTime(at: Date): Wall & { offsetMinutes: number } {
  const offsetMinutes = newYorkOffset(at);
  const wall = new Date(at.getTime() + offsetMinutes * 60_000);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    weekday: wall.getUTCDay(),
    minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes(),
    offsetMinutes,
  };
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
  if (phase === 'daily-break')
    return {
      open: false,
      reason: 'daily-break',
      since: atNewYork(year, month, day, CLOSES_AT),
      resumesAt: atNewYork(year, month, day, OPENS_AT),
    };
  // Days from today back to the weekend's Friday close and on to its Sunday open.
  const toFriday = weekday === 5 ? 0 : weekday === 6 ? -1 : -2;
  return {
    open: false,
    reason: 'weekend',
    since: atNewYork(year, month, day + toFriday, CLOSES_AT),
    resumesAt: atNewYork(year, month, day + toFriday + 2, OPENS_AT),
  };
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
