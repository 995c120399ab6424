import fc from 'fast-check';
import { compareText, formatDate, formatDateTime, formatDollars, formatNumber, formatSignedDecimal, formatTime } from './format';

// The oracle: the en-US formats the store used before it wrote them out. Intl writes a negative value
// that rounds to zero as -$0.00, -0.00 or -0; the store writes it without the sign (tested on its own).
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const signed = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'always' });
const upTo3 = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

describe('dollars as Intl writes them in en-US', () => {
  it('groups thousands and always shows cents', () => {
    expect(formatDollars(0)).toBe('$0.00');
    expect(formatDollars(999.999)).toBe('$1,000.00');
    expect(formatDollars(2712.4)).toBe('$2,712.40');
    expect(formatDollars(1234567.891)).toBe('$1,234,567.89');
    expect(formatDollars(-0.18)).toBe('-$0.18');
  });

  it("rounds half a cent up, from the decimal a price is written as (not toFixed's binary 1.00)", () => {
    expect(formatDollars(1.005)).toBe('$1.01');
    expect(formatDollars(1.0049)).toBe('$1.00');
    expect(formatDollars(0.995)).toBe('$1.00');
    expect(formatDollars(-2.675)).toBe('-$2.68');
    expect(formatDollars(99.995)).toBe('$100.00');
  });

  it('never shows -$0.00, $NaN or an exponent', () => {
    expect(formatDollars(-0)).toBe('$0.00');
    expect(formatDollars(-0.004)).toBe('$0.00');
    expect(formatDollars(-0.005)).toBe('-$0.01');
    expect(formatDollars(Number.NaN)).toBe('—');
    expect(formatDollars(Number.POSITIVE_INFINITY)).toBe('—');
    expect(formatDollars(1e-7)).toBe('$0.00');
    expect(formatDollars(1e21)).toBe('$1,000,000,000,000,000,000,000.00');
  });

  it('matches Intl for any price a shopper could see', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e9, max: 1e9, noNaN: true }).filter((v) => usd.format(v) !== '-$0.00'),
        (v) => formatDollars(v) === usd.format(v),
      ),
      { numRuns: 5000 },
    );
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000_000_00, max: 10_000_000_00 }).filter((c) => c !== 0),
        (cents) => formatDollars(cents / 100) === usd.format(cents / 100),
      ),
      { numRuns: 5000 },
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        (tenths) => formatDollars(tenths / 1000 + 0.005) === usd.format(tenths / 1000 + 0.005),
      ),
      { numRuns: 2000 },
    );
  });
});

describe('signed two-decimal changes', () => {
  it('shows a sign on every change, a plus on one that rounds to zero', () => {
    expect(formatSignedDecimal(0.47)).toBe('+0.47');
    expect(formatSignedDecimal(-0.57)).toBe('-0.57');
    expect(formatSignedDecimal(0)).toBe('+0.00');
    expect(formatSignedDecimal(-0.004)).toBe('+0.00');
    expect(formatSignedDecimal(-0.005)).toBe('-0.01');
    expect(formatSignedDecimal(1234.5)).toBe('+1,234.50');
    expect(formatSignedDecimal(Number.NaN)).toBe('—');
  });

  it('matches Intl away from zero', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e6, max: 1e6, noNaN: true }).filter((v) => signed.format(v) !== '-0.00'),
        (v) => formatSignedDecimal(v) === signed.format(v),
      ),
      { numRuns: 5000 },
    );
  });
});

describe('plain numbers with up to three decimals', () => {
  it('trims trailing zeros and groups thousands', () => {
    expect(formatNumber(9999)).toBe('9,999');
    expect(formatNumber(1.5)).toBe('1.5');
    expect(formatNumber(0.0005)).toBe('0.001');
    expect(formatNumber(0.0004)).toBe('0');
    expect(formatNumber(-0.0004)).toBe('0');
    // Below a millionth, where a number's text is an exponent: the digits are read to the places asked.
    expect(formatNumber(5e-7, 8)).toBe('0.0000005');
    expect(formatNumber(-5e-7, 8)).toBe('-0.0000005');
    expect(formatNumber(2.9999)).toBe('3');
    expect(formatNumber(12.34567, 2)).toBe('12.35');
  });

  it('matches Intl away from zero', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e7, max: 1e7, noNaN: true }).filter((v) => upTo3.format(v) !== '-0'),
        (v) => formatNumber(v) === upTo3.format(v),
      ),
      { numRuns: 5000 },
    );
  });
});

describe('dates and times as Intl writes them in en-US', () => {
  const medium = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
  const long = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
  const mediumUtc = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
  const time = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' });
  const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

  it('writes the month, day and year, and the time on a 12-hour clock', () => {
    expect(formatDate(new Date(2026, 8, 3), 'medium')).toBe('Sep 3, 2026');
    expect(formatDate(new Date(2026, 10, 23), 'long')).toBe('November 23, 2026');
    expect(formatDate(new Date('2026-01-01T03:00:00Z'), 'medium', 'utc')).toBe('Jan 1, 2026');
    expect(formatTime(new Date(2026, 0, 1, 0, 5))).toBe('12:05 AM');
    expect(formatTime(new Date(2026, 0, 1, 11, 59))).toBe('11:59 AM');
    expect(formatTime(new Date(2026, 0, 1, 12, 0))).toBe('12:00 PM');
    expect(formatTime(new Date(2026, 0, 1, 23, 7))).toBe('11:07 PM');
    expect(formatDateTime(new Date(2026, 10, 23, 23, 7))).toBe('Nov 23, 2026, 11:07 PM');
  });

  it('refuses an invalid date as Intl did, rather than print "NaN"', () => {
    expect(() => formatDate(new Date('not a date'))).toThrow(new RangeError('Invalid time value'));
  });

  it('matches Intl for any instant from 1970 to 2100', () => {
    const instants = fc.integer({ min: 0, max: Date.UTC(2100, 0, 1) }).map((ms) => new Date(ms));
    fc.assert(
      fc.property(instants, (d) => {
        expect(formatDate(d)).toBe(medium.format(d));
        expect(formatDate(d, 'long')).toBe(long.format(d));
        expect(formatDate(d, 'medium', 'utc')).toBe(mediumUtc.format(d));
        expect(formatTime(d)).toBe(time.format(d).replace(/\s/g, ' '));
        expect(formatDateTime(d)).toBe(dateTime.format(d).replace(/\s/g, ' '));
      }),
      { numRuns: 3000 },
    );
  });
});

describe('the shopper’s clock or UTC', () => {
  // The tests run in UTC, where the two agree. This instant reads its local time as a shopper in New York
  // (five hours behind in November) would, whatever zone the tests run in.
  class InNewYork extends Date {
    private shifted = (): Date => new Date(this.getTime() - 5 * 3_600_000);
    override getFullYear = () => this.shifted().getUTCFullYear();
    override getMonth = () => this.shifted().getUTCMonth();
    override getDate = () => this.shifted().getUTCDate();
    override getHours = () => this.shifted().getUTCHours();
    override getMinutes = () => this.shifted().getUTCMinutes();
  }
  const lateInUtc = new InNewYork('2026-11-24T02:30:00Z');

  it('writes the shopper’s day and time unless asked for UTC', () => {
    expect(formatDate(lateInUtc)).toBe('Nov 23, 2026');
    expect(formatDate(lateInUtc, 'long', 'local')).toBe('November 23, 2026');
    expect(formatDate(lateInUtc, 'medium', 'utc')).toBe('Nov 24, 2026');
    expect(formatTime(lateInUtc)).toBe('9:30 PM');
    expect(formatTime(lateInUtc, 'utc')).toBe('2:30 AM');
    expect(formatDateTime(lateInUtc)).toBe('Nov 23, 2026, 9:30 PM');
    expect(formatDateTime(lateInUtc, 'utc')).toBe('Nov 24, 2026, 2:30 AM');
  });
});

describe('ordering dates as text', () => {
  it('puts earlier ISO dates first and equal ones together', () => {
    expect(['2026-03-01', '2025-12-31', '2026-03-01T10:00:00Z'].sort(compareText)).toEqual([
      '2025-12-31',
      '2026-03-01',
      '2026-03-01T10:00:00Z',
    ]);
    expect(compareText('2026-01-02', '2026-01-02')).toBe(0);
    expect(compareText('2026-01-03', '2026-01-02')).toBe(1);
    expect(compareText('2026-01-01', '2026-01-02')).toBe(-1);
  });
});
