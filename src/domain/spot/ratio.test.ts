import fc from 'fast-check';
import { dailyRatios, goldSilverRatio, RATIO_BAND_PERCENT, readAgainst, readRatio, summariseRatios } from './ratio';
import { sparklinePath } from './sparkline';

describe('the gold/silver ratio', () => {
  it('is how many ounces of silver an ounce of gold buys, to two places', () => {
    expect(goldSilverRatio(2712.87, 31.44)).toBe(86.29);
    expect(goldSilverRatio(2000, 25)).toBe(80);
  });

  it('is unknown when either price is missing, zero or negative', () => {
    for (const [g, s] of [
      [2000, 0],
      [0, 25],
      [-1, 25],
      [2000, -0.01],
      [Number.NaN, 25],
      [2000, Number.POSITIVE_INFINITY],
    ] as const)
      expect(goldSilverRatio(g, s)).toBeNull();
    expect(goldSilverRatio(0.01, 0.01)).toBe(1);
  });

  it('for any two prices, times the silver price gives back the gold price within rounding', () => {
    fc.assert(
      fc.property(fc.double({ min: 100, max: 10_000, noNaN: true }), fc.double({ min: 5, max: 200, noNaN: true }), (gold, silver) => {
        const r = goldSilverRatio(gold, silver);
        expect(r).not.toBeNull();
        expect(Math.abs((r ?? 0) * silver - gold)).toBeLessThanOrEqual(0.005 * silver + 1e-9);
      }),
    );
  });

  it('reads silver as cheap more than 5% above its average, gold as cheap more than 5% below, and near average at exactly 5%', () => {
    const history = [80, 80, 80, 80];
    expect(readRatio(84, history)).toEqual({ average: 80, low: 80, high: 80, reading: 'near-average' });
    expect(readRatio(84.01, history)?.reading).toBe('silver-cheap');
    expect(readRatio(76, history)?.reading).toBe('near-average');
    expect(readRatio(75.99, history)?.reading).toBe('gold-cheap');
    expect(readRatio(80, [70, 90])).toEqual({ average: 80, low: 70, high: 90, reading: 'near-average' });
  });

  it('for any history, the reading follows the distance from the average', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 30, max: 130, noNaN: true }), { minLength: 1, maxLength: 60 }),
        fc.double({ min: 30, max: 130, noNaN: true }),
        (history, today) => {
          const context = readRatio(today, history);
          expect(context).not.toBeNull();
          const { average, low, high, reading } = context ?? { average: 0, low: 0, high: 0, reading: '' };
          expect(low).toBeLessThanOrEqual(high);
          expect(average).toBeGreaterThanOrEqual(Math.round(low * 100) / 100 - 0.01);
          expect(average).toBeLessThanOrEqual(Math.round(high * 100) / 100 + 0.01);
          const off = ((today - average) / average) * 100;
          expect(reading).toBe(off > RATIO_BAND_PERCENT ? 'silver-cheap' : off < -RATIO_BAND_PERCENT ? 'gold-cheap' : 'near-average');
        },
      ),
    );
  });

  it('has no reading without a history or a price today', () => {
    expect(readRatio(80, [])).toBeNull();
    expect(readRatio(80, [0, Number.NaN])).toBeNull();
    expect(readRatio(0, [80])).toBeNull();
  });

  it('sums a year up in three figures, leaving out what is not a positive ratio', () => {
    expect(summariseRatios([80, 0, -3, Number.NaN, 90, 85.555])).toEqual({ average: 85.19, low: 80, high: 90 });
    expect(summariseRatios([Number.POSITIVE_INFINITY, 0])).toBeNull();
    // Today is read against the three figures alone, as the page the server sends carries only them.
    expect(readAgainst(95, { average: 90, low: 80, high: 100 })).toEqual({ average: 90, low: 80, high: 100, reading: 'silver-cheap' });
    expect(readAgainst(95, null)).toBeNull();
    expect(readAgainst(Number.NaN, { average: 90, low: 80, high: 100 })).toBeNull();
  });

  it('pairs the closes of the same dates only', () => {
    const gold = [
      { date: '2026-11-18', close: 2700 },
      { date: '2026-11-19', close: 2720 },
      { date: '2026-11-20', close: 2710 },
    ];
    const silver = [
      { date: '2026-11-18', close: 30 },
      { date: '2026-11-20', close: 31 },
    ];
    expect(dailyRatios(gold, silver)).toEqual([90, 87.42]);
  });
});

describe('a sparkline', () => {
  it('runs from left to right with the highest close at the top and the lowest at the bottom', () => {
    expect(sparklinePath([10, 20, 15], 104, 44)).toBe('M2.0 42.0 L52.0 2.0 L102.0 22.0');
  });

  it('is flat across the middle when every close is the same', () => {
    expect(sparklinePath([5, 5], 10, 20, 0)).toBe('M0.0 10.0 L10.0 10.0');
  });

  it('is nothing with fewer than two closes or no room to draw', () => {
    expect(sparklinePath([], 100, 40)).toBe('');
    expect(sparklinePath([1], 100, 40)).toBe('');
    expect(sparklinePath([1, 2], 4, 40)).toBe('');
    expect(sparklinePath([1, 2], 100, 4)).toBe('');
  });

  it('for any closes, keeps every point inside the box', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 1, max: 5000, noNaN: true }), { minLength: 2, maxLength: 400 }), (values) => {
        const path = sparklinePath(values, 120, 40);
        const coords = [...path.matchAll(/[ML]([\d.]+) ([\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])] as const);
        expect(coords).toHaveLength(values.length);
        for (const [x, y] of coords) {
          expect(x).toBeGreaterThanOrEqual(2);
          expect(x).toBeLessThanOrEqual(118);
          expect(y).toBeGreaterThanOrEqual(2);
          expect(y).toBeLessThanOrEqual(38);
        }
      }),
    );
  });
});
