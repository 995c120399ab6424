import fc from 'fast-check';
import { formatEasternClock } from './eastern-clock';
import { formatEastern, marketDate } from './eastern-time';
import { marketNotice, marketPhase, marketState, newYorkTime } from './market-hours';

// New York is UTC-5 in winter (EST) and UTC-4 in summer (EDT). 2026-11-21 is a Saturday.
const at = (iso: string) => new Date(iso);

describe('market hours: Sunday 6 pm to Friday 5 pm New York time, with a 5 to 6 pm break Monday to Thursday', () => {
  it('is closed on Saturday noon New York time and open on Monday noon', () => {
    expect(marketState(at('2026-11-21T17:00:00Z'))).toEqual({
      open: false,
      reason: 'weekend',
      since: at('2026-11-20T22:00:00Z'),
      resumesAt: at('2026-11-22T23:00:00Z'),
    });
    expect(marketState(at('2026-11-23T17:00:00Z'))).toEqual({ open: true });
  });

  it('closes for the weekend at 5:00 pm on Friday, not a minute before', () => {
    expect(marketState(at('2026-11-20T21:59:00Z'))).toEqual({ open: true });
    expect(marketState(at('2026-11-20T22:00:00Z'))).toEqual({
      open: false,
      reason: 'weekend',
      since: at('2026-11-20T22:00:00Z'),
      resumesAt: at('2026-11-22T23:00:00Z'),
    });
  });

  it('opens at 6:00 pm on Sunday, not a minute after', () => {
    expect(marketState(at('2026-11-22T22:59:00Z'))).toEqual({
      open: false,
      reason: 'weekend',
      since: at('2026-11-20T22:00:00Z'),
      resumesAt: at('2026-11-22T23:00:00Z'),
    });
    expect(marketState(at('2026-11-22T23:00:00Z'))).toEqual({ open: true });
  });

  it('takes its daily break from 5:00 to 6:00 pm on a weekday', () => {
    expect(marketState(at('2026-11-24T21:59:00Z'))).toEqual({ open: true });
    const onBreak = { open: false, reason: 'daily-break', since: at('2026-11-24T22:00:00Z'), resumesAt: at('2026-11-24T23:00:00Z') };
    expect(marketState(at('2026-11-24T22:00:00Z'))).toEqual(onBreak);
    expect(marketState(at('2026-11-24T22:59:00Z'))).toEqual(onBreak);
    expect(marketState(at('2026-11-24T23:00:00Z'))).toEqual({ open: true });
  });

  it('judges by New York time, not the viewer’s: Saturday 1 am in London is still Friday evening in New York', () => {
    expect(marketState(at('2026-11-21T01:00:00Z'))).toMatchObject({ open: false, reason: 'weekend' });
    expect(marketState(at('2026-11-20T20:00:00Z'))).toEqual({ open: true });
  });

  it('follows daylight saving: the weekends the clocks change, Sunday 6 pm is 22:00 UTC in summer and 23:00 in winter', () => {
    // Clocks go forward on Sunday 2026-03-08 and back on Sunday 2026-11-01.
    expect(marketState(at('2026-03-07T17:00:00Z'))).toEqual({
      open: false,
      reason: 'weekend',
      since: at('2026-03-06T22:00:00Z'),
      resumesAt: at('2026-03-08T22:00:00Z'),
    });
    expect(marketState(at('2026-10-31T16:00:00Z'))).toEqual({
      open: false,
      reason: 'weekend',
      since: at('2026-10-30T21:00:00Z'),
      resumesAt: at('2026-11-01T23:00:00Z'),
    });
    expect(marketState(at('2026-07-15T21:30:00Z'))).toEqual({
      open: false,
      reason: 'daily-break',
      since: at('2026-07-15T21:00:00Z'),
      resumesAt: at('2026-07-15T22:00:00Z'),
    });
  });

  it('closes for 50 hours over the weekend New York falls back, 48 over the one it springs forward', () => {
    // Friday 5 pm EDT to Sunday 6 pm EST: the clocks went back an hour on Sunday 1 November 2026.
    const autumn = marketState(at('2026-10-31T12:00:00Z'));
    expect(autumn).toMatchObject({
      open: false,
      reason: 'weekend',
      since: at('2026-10-30T21:00:00Z'),
      resumesAt: at('2026-11-01T23:00:00Z'),
    });
    // Friday 5 pm EST to Sunday 6 pm EDT: forward an hour on Sunday 8 March 2026.
    const spring = marketState(at('2026-03-07T12:00:00Z'));
    expect(spring).toMatchObject({
      open: false,
      reason: 'weekend',
      since: at('2026-03-06T22:00:00Z'),
      resumesAt: at('2026-03-08T22:00:00Z'),
    });
  });

  it('for any instant when it is closed, it closed exactly at since and opens exactly at resumesAt: after the hour break, or 48 to 50 hours over a weekend', () => {
    const instants = fc.date({ min: new Date('2025-01-01T00:00:00Z'), max: new Date('2028-12-31T00:00:00Z'), noInvalidDate: true });
    fc.assert(
      fc.property(instants, (now) => {
        const state = marketState(now);
        expect(marketPhase(now)).toBe(state.open ? 'open' : state.reason);
        if (state.open) return;
        const wait = state.resumesAt.getTime() - now.getTime();
        expect(wait).toBeGreaterThan(0);
        const hours = (state.resumesAt.getTime() - state.since.getTime()) / 3_600_000;
        expect(state.reason === 'daily-break' ? [1] : [48, 49, 50]).toContain(hours);
        expect(marketState(state.resumesAt)).toEqual({ open: true });
        expect(marketState(new Date(state.resumesAt.getTime() - 60_000)).open).toBe(false);
        expect(state.since.getTime()).toBeLessThanOrEqual(now.getTime());
        expect(marketState(state.since)).toEqual(state);
        expect(marketState(new Date(state.since.getTime() - 1)).open).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('is open about 23 hours a weekday: 1,380 of the 1,440 minutes of a Wednesday in New York', () => {
    let open = 0;
    for (let m = 0; m < 1440; m++) if (marketState(new Date(Date.UTC(2026, 10, 25, 5, m))).open) open += 1;
    expect(open).toBe(1380);
  });
});

describe('the header’s notice while the market is closed', () => {
  it('says why, that prices are the last close, and when trading resumes, in New York time', () => {
    expect(marketNotice(marketPhase(at('2026-11-21T17:00:00Z')))).toBe('Market closed: last-close prices. Trading resumes Sun 6:00 PM ET.');
    expect(marketNotice(marketPhase(at('2026-11-24T22:30:00Z')))).toBe(
      'Daily market break: last-close prices. Trading resumes at 6:00 PM ET.',
    );
    // In summer too, in New York's time.
    expect(marketNotice(marketPhase(at('2026-07-18T17:00:00Z')))).toBe('Market closed: last-close prices. Trading resumes Sun 6:00 PM ET.');
    expect(marketNotice(marketPhase(at('2026-11-23T17:00:00Z')))).toBeNull();
  });

  it('tells a time to the second as New York does, whatever the machine’s own zone: noon and midnight, a second before each', () => {
    expect(formatEasternClock(at('2026-11-18T16:36:27Z'))).toBe('11:36:27 AM ET');
    expect(formatEasternClock(at('2026-11-18T16:59:59Z'))).toBe('11:59:59 AM ET');
    expect(formatEasternClock(at('2026-11-18T17:00:00Z'))).toBe('12:00:00 PM ET');
    expect(formatEasternClock(at('2026-11-19T04:59:59Z'))).toBe('11:59:59 PM ET');
    expect(formatEasternClock(at('2026-11-19T05:00:00Z'))).toBe('12:00:00 AM ET');
    expect(formatEasternClock(at('2026-07-15T21:30:05Z'))).toBe('5:30:05 PM ET');
  });

  it('tells the time as New York does, in summer and in winter', () => {
    expect(formatEastern(at('2026-11-18T15:00:00Z'))).toBe('Wed 10:00 AM ET');
    expect(formatEastern(at('2026-07-15T21:30:00Z'))).toBe('Wed 5:30 PM ET');
    // Before 5 am UTC it is still the day before in New York (4 am in summer).
    expect(marketDate(at('2026-11-19T04:59:00Z'))).toBe('2026-11-18');
    expect(marketDate(at('2026-11-19T05:00:00Z'))).toBe('2026-11-19');
    expect(marketDate(at('2026-07-16T03:59:00Z'))).toBe('2026-07-15');
    expect(marketDate(at('2026-07-16T04:00:00Z'))).toBe('2026-07-16');
    // A month and a day under ten are written with their zero.
    expect(marketDate(at('2026-03-05T15:00:00Z'))).toBe('2026-03-05');
    expect(formatEastern(at('2026-03-05T14:05:00Z'))).toBe('Thu 9:05 AM ET');
  });
});

describe('New York time without Intl (the United States daylight-time rules)', () => {
  const tz = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    weekday: 'short',
  });
  const oracle = (d: Date) => {
    const p = Object.fromEntries(tz.formatToParts(d).map((x) => [x.type, x.value]));
    return {
      year: Number(p.year),
      month: Number(p.month),
      day: Number(p.day),
      weekday: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(p.weekday ?? ''),
      minutes: Number(p.hour) * 60 + Number(p.minute),
    };
  };
  const wall = (d: Date) => {
    const { offsetMinutes: _offset, ...rest } = newYorkTime(d);
    return rest;
  };

  it('changes the clock at 2 am on the second Sunday of March and the first Sunday of November, to the minute', () => {
    expect(newYorkTime(at('2026-03-08T06:59:00Z'))).toMatchObject({ day: 8, minutes: 1 * 60 + 59, offsetMinutes: -300 });
    expect(newYorkTime(at('2026-03-08T07:00:00Z'))).toMatchObject({ day: 8, minutes: 3 * 60, offsetMinutes: -240 });
    expect(newYorkTime(at('2026-11-01T05:59:00Z'))).toMatchObject({ day: 1, minutes: 1 * 60 + 59, offsetMinutes: -240 });
    expect(newYorkTime(at('2026-11-01T06:00:00Z'))).toMatchObject({ day: 1, minutes: 1 * 60, offsetMinutes: -300 });
    // Before 2007: the first Sunday of April to the last Sunday of October.
    expect(newYorkTime(at('2006-04-02T06:59:00Z')).offsetMinutes).toBe(-300);
    expect(newYorkTime(at('2006-04-02T07:00:00Z')).offsetMinutes).toBe(-240);
    expect(newYorkTime(at('2006-10-29T05:59:00Z')).offsetMinutes).toBe(-240);
    expect(newYorkTime(at('2006-10-29T06:00:00Z')).offsetMinutes).toBe(-300);
  });

  it('agrees with the time-zone database a minute either side of 2 am on every spring and autumn Sunday from 1976 to 2099', () => {
    // The clocks change on a Sunday in March, April, October or November, at 06:00 or 07:00 UTC.
    for (let year = 1976; year <= 2099; year += 1) {
      for (const month of [2, 3, 9, 10]) {
        for (let day = 1; day <= 31; day += 1) {
          const midnight = Date.UTC(year, month, day);
          if (new Date(midnight).getUTCMonth() !== month || new Date(midnight).getUTCDay() !== 0) continue;
          for (const hour of [6, 7]) {
            for (const d of [new Date(midnight + hour * 3_600_000 - 60_000), new Date(midnight + hour * 3_600_000)])
              expect(wall(d)).toEqual(oracle(d));
          }
        }
      }
    }
  });

  it('agrees with the time-zone database at any instant from 1976 to 2100', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1976, 0, 1), max: Date.UTC(2100, 0, 1) }), (ms) => {
        expect(wall(new Date(ms))).toEqual(oracle(new Date(ms)));
      }),
      { numRuns: 5000 },
    );
  });
});
