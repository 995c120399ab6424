import fc from 'fast-check';
import {
  gainOf,
  heldDays,
  isLongTerm,
  longTermFrom,
  predictionSavings,
  premiumPaid,
  reportingThresholds,
  valueOf,
  type SaleLine,
} from './valuation';

const isoDay = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 11, 31) }).map((t) => new Date(t).toISOString().slice(0, 10));

describe('valuing a holding', () => {
  it('is ounces × price to the cent', () => {
    expect(valueOf(20, 31.62)).toBe(632.4);
    expect(valueOf(0.1, 2712.45)).toBe(271.25);
    expect(valueOf(0, 2712.4)).toBe(0);
  });

  it('property: the value is ounces × price within half a cent, and never negative for holdings', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 1, max: 1_000_000 }), (milliOz, priceCents) => {
        const v = valueOf(milliOz / 1000, priceCents / 100);
        expect(Math.abs(v - (milliOz / 1000) * (priceCents / 100))).toBeLessThanOrEqual(0.005 + 1e-9);
        expect(v).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('gains and losses are value less cost, with their percent of the cost', () => {
    expect(gainOf(1000, 1100)).toEqual({ dollars: 100, percent: 10 });
    expect(gainOf(1000, 950.5)).toEqual({ dollars: -49.5, percent: -4.95 });
    expect(gainOf(0, 10)).toEqual({ dollars: 10, percent: null });
    expect(gainOf(0.1 + 0.2, 0.3)).toEqual({ dollars: 0, percent: 0 });
  });
});

describe('how long a lot has been held', () => {
  it('is zero for a lot bought today; property: for any day', () => {
    expect(heldDays('2026-11-18', '2026-11-18')).toBe(0);
    fc.assert(
      fc.property(isoDay, (d) => {
        expect(heldDays(d, d)).toBe(0);
        expect(isLongTerm(d, d)).toBe(false);
      }),
    );
  });

  it('counts calendar days, across a leap day', () => {
    expect(heldDays('2024-02-28', '2024-03-01')).toBe(2);
    expect(heldDays('2025-11-18', '2026-11-18')).toBe(365);
    expect(heldDays('2026-11-19', '2026-11-18')).toBe(0);
  });

  it('is long-term from the day after the anniversary, not on it', () => {
    expect(longTermFrom('2025-11-18')).toBe('2026-11-19');
    expect(isLongTerm('2025-11-18', '2026-11-18')).toBe(false);
    expect(isLongTerm('2025-11-18', '2026-11-19')).toBe(true);
    expect(isLongTerm('2025-11-18', '2027-01-01')).toBe(true);
    expect(longTermFrom('2025-12-31')).toBe('2027-01-01');
  });

  it('a lot bought on February 29 has its anniversary on February 28', () => {
    expect(longTermFrom('2024-02-29')).toBe('2025-03-01');
    expect(isLongTerm('2024-02-29', '2025-02-28')).toBe(false);
    expect(isLongTerm('2024-02-29', '2025-03-01')).toBe(true);
  });

  it('property: long-term exactly when held more than the days of the year that follows', () => {
    fc.assert(
      fc.property(isoDay, fc.integer({ min: 0, max: 800 }), (bought, days) => {
        const today = new Date(Date.parse(`${bought}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
        const yearDays = heldDays(bought, longTermFrom(bought)) - 1;
        expect(yearDays === 365 || yearDays === 366 || yearDays === 364).toBe(true);
        expect(isLongTerm(bought, today)).toBe(days > yearDays);
      }),
    );
  });
});

describe('the premium paid over spot', () => {
  it('is the unit price less spot × ounces, and its percent of that', () => {
    expect(premiumPaid(33.85, 32.1, 1)).toEqual({ perUnit: 1.75, percent: 5.45 });
    expect(premiumPaid(290, 2712.4, 0.1)).toEqual({ perUnit: 18.76, percent: 6.92 });
    expect(premiumPaid(30, 32.1, 1)).toEqual({ perUnit: -2.1, percent: -6.54 });
    expect(premiumPaid(5, 0, 1)).toEqual({ perUnit: 5, percent: null });
  });
});

describe('1099-B reporting thresholds', () => {
  const line = (l: Partial<SaleLine>): SaleLine => ({
    metal: 'Gold',
    productName: '1 oz Gold Bar',
    productType: 'Bar',
    ouncesPerUnit: 1,
    quantity: 1,
    ...l,
  });

  it('gold bars: a kilo or more in all, not an ounce less', () => {
    expect(reportingThresholds([line({ productName: '1 kilo Gold Bar', ouncesPerUnit: 32.1507 })])).toEqual([
      { rule: 'Gold bars of 1 kilo (32.15 oz) or more', amount: '32.151 oz' },
    ]);
    expect(reportingThresholds([line({ quantity: 32 })])).toEqual([]);
    expect(reportingThresholds([line({ quantity: 33 })])).toHaveLength(1);
    expect(reportingThresholds([line({ quantity: 23 }), line({ productName: '10 oz Gold Bar', ouncesPerUnit: 10 })])).toHaveLength(1);
    expect(reportingThresholds([line({ quantity: 22 }), line({ productName: '10 oz Gold Bar', ouncesPerUnit: 10 })])).toEqual([]);
    // Gold coins are not bars.
    expect(reportingThresholds([line({ productName: '1 oz Gold American Eagle', productType: 'Coin', quantity: 40 })])).toEqual([]);
  });

  it('25 or more 1 oz Maple Leaf, Krugerrand or Onza gold coins together; 24 is not', () => {
    const maple = line({ productName: '1 oz Gold Canadian Maple Leaf', productType: 'Coin', quantity: 12 });
    const krugerrand = line({ productName: '1 oz Gold South African Krugerrand', productType: 'Coin', quantity: 12 });
    expect(reportingThresholds([maple, krugerrand])).toEqual([]);
    expect(
      reportingThresholds([maple, krugerrand, line({ productName: '1 oz Gold Mexican Onza', productType: 'Coin', quantity: 1 })]),
    ).toEqual([{ rule: '25 or more 1 oz gold Maple Leaf, Krugerrand or Onza coins', amount: '25 coins' }]);
    // Fractional Maple Leafs and silver Maple Leafs do not count.
    expect(
      reportingThresholds([line({ productName: '1/10 oz Gold Maple Leaf', productType: 'Coin', ouncesPerUnit: 0.1, quantity: 100 })]),
    ).toEqual([]);
    expect(
      reportingThresholds([line({ metal: 'Silver', productName: '1 oz Silver Maple Leaf', productType: 'Coin', quantity: 500 })]),
    ).toEqual([]);
  });

  it('silver bars of 1,000 oz, platinum bars of 25 oz, palladium bars of 100 oz, at the edge and one under', () => {
    expect(
      reportingThresholds([line({ metal: 'Silver', productName: '100 oz Silver Bar', ouncesPerUnit: 100, quantity: 10 })]),
    ).toHaveLength(1);
    expect(
      reportingThresholds([
        line({ metal: 'Silver', productName: '100 oz Silver Bar', ouncesPerUnit: 100, quantity: 9 }),
        line({ metal: 'Silver', productName: '10 oz Silver Bar', ouncesPerUnit: 10, quantity: 9 }),
      ]),
    ).toEqual([]);
    expect(reportingThresholds([line({ metal: 'Platinum', productName: '1 oz Platinum Bar', quantity: 25 })])).toEqual([
      { rule: 'Platinum bars of 25 oz or more', amount: '25 oz' },
    ]);
    expect(reportingThresholds([line({ metal: 'Platinum', productName: '1 oz Platinum Bar', quantity: 24 })])).toEqual([]);
    expect(
      reportingThresholds([line({ metal: 'Palladium', productName: '10 oz Palladium Bar', ouncesPerUnit: 10, quantity: 10 })]),
    ).toHaveLength(1);
    expect(reportingThresholds([line({ metal: 'Palladium', productName: '10 oz Palladium Bar', ouncesPerUnit: 10, quantity: 9 })])).toEqual(
      [],
    );
  });
});

describe('prediction savings', () => {
  it('are (prediction + tip) × oz less (ask + tip) × oz', () => {
    expect(predictionSavings(2700, 2800, 2, 40)).toEqual({ costNow: 5480, costAtPrediction: 5680, savings: 200 });
    expect(predictionSavings(31.5, 30, 100)).toEqual({ costNow: 3150, costAtPrediction: 3000, savings: -150 });
    expect(predictionSavings(31.5, 31.5, 100, 2)).toEqual({ costNow: 3350, costAtPrediction: 3350, savings: 0 });
  });

  it('property: the tip is paid either way, so the savings are the spot difference × ounces within a cent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500_000 }),
        fc.integer({ min: 1, max: 500_000 }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 0, max: 20_000 }),
        (ask, pred, milliOz, tip) => {
          const s = predictionSavings(ask / 100, pred / 100, milliOz / 1000, tip / 100);
          expect(Math.abs(s.savings - ((pred - ask) / 100) * (milliOz / 1000))).toBeLessThanOrEqual(0.01 + 1e-9);
          expect(s.savings).toBe(Math.round((s.costAtPrediction - s.costNow) * 100) / 100);
        },
      ),
    );
  });
});
