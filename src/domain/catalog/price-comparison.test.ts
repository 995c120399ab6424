import fc from 'fast-check';
import { readComparison } from './price-comparison';

describe('a price comparison', () => {
  it('saves the difference to the others’ average, in dollars and percent, and names the cheapest', () => {
    expect(
      readComparison({
        productName: 'Eagle',
        ourPrice: 34.75,
        competitors: [
          { dealer: 'A', price: 36.21 },
          { dealer: 'B', price: 36.87 },
          { dealer: 'C', price: 35.76 },
        ],
      }),
    ).toEqual({
      othersAverage: 36.28,
      saving: 1.53,
      savingPercent: 4.22,
      cheapest: ['us'],
    });
  });

  it('says when another dealer is cheaper (a negative saving), and every dealer on a tie', () => {
    const r = readComparison({
      productName: 'Maple',
      ourPrice: 35,
      competitors: [
        { dealer: 'A', price: 34.5 },
        { dealer: 'B', price: 34.5 },
      ],
    });
    expect(r).toEqual({ othersAverage: 34.5, saving: -0.5, savingPercent: -1.45, cheapest: ['A', 'B'] });
    expect(readComparison({ productName: 'Bar', ourPrice: 20, competitors: [{ dealer: 'A', price: 20 }] }).cheapest).toEqual(['us', 'A']);
  });

  it('ignores prices that are not positive numbers, and has no saving without any', () => {
    expect(
      readComparison({
        productName: 'X',
        ourPrice: 10,
        competitors: [
          { dealer: 'A', price: 0 },
          { dealer: 'B', price: Number.NaN },
        ],
      }),
    ).toEqual({ othersAverage: null, saving: null, savingPercent: null, cheapest: ['us'] });
    expect(readComparison({ productName: 'X', ourPrice: 0, competitors: [{ dealer: 'A', price: 12 }] })).toEqual({
      othersAverage: 12,
      saving: null,
      savingPercent: null,
      cheapest: ['A'],
    });
  });

  it('for any prices, the saving is positive exactly when we are below the average, and we are cheapest only at or below every other', () => {
    const price = fc.integer({ min: 1, max: 1_000_000 }).map((c) => c / 100);
    fc.assert(
      fc.property(price, fc.array(price, { minLength: 1, maxLength: 6 }), (ours, others) => {
        const r = readComparison({ productName: 'P', ourPrice: ours, competitors: others.map((p, i) => ({ dealer: `D${i}`, price: p })) });
        expect(r.saving === null).toBe(false);
        expect((r.saving ?? 0) > 0).toBe(Math.round(ours * 100) < Math.round((r.othersAverage ?? 0) * 100));
        expect(r.cheapest.includes('us')).toBe(others.every((p) => Math.round(ours * 100) <= Math.round(p * 100)));
      }),
    );
  });
});
