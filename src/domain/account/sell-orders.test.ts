import fc from 'fast-check';
import { canAccept, canCancel, lineAmount, quotePerOunce, SELL_NEXT, totalOunces, type SellStatus } from './sell-orders';

const STATUSES: SellStatus[] = ['Requested', 'Quoted', 'Accepted', 'Received', 'Paid', 'Cancelled'];

describe('sell-to-us requests', () => {
  it('can be accepted only when quoted, and cancelled only before the metal is received', () => {
    expect(STATUSES.filter(canAccept)).toEqual(['Quoted']);
    expect(STATUSES.filter(canCancel)).toEqual(['Requested', 'Quoted', 'Accepted']);
    for (const s of STATUSES) expect(SELL_NEXT[s]).toMatch(/\.$/);
  });

  it('total their ounces, a line without ounces per unit counting none', () => {
    expect(
      totalOunces([
        { description: 'Maple', quantity: 20, ouncesPerUnit: 1 },
        { description: 'Bar', quantity: 1, ouncesPerUnit: 10 },
      ]),
    ).toBe(30);
    expect(totalOunces([{ description: '1/10 oz Eagle', quantity: 3, ouncesPerUnit: 0.1 }])).toBe(0.3);
    expect(totalOunces([{ description: 'Scrap', quantity: 4 }])).toBe(0);
    expect(totalOunces([])).toBe(0);
  });

  it('price the quote per ounce in cents, or not at all without a quote or ounces', () => {
    expect(quotePerOunce(598, [{ description: 'Maple', quantity: 20, ouncesPerUnit: 1 }])).toBe(29.9);
    expect(quotePerOunce(100, [{ description: 'x', quantity: 3, ouncesPerUnit: 1 }])).toBe(33.33);
    expect(quotePerOunce(0, [{ description: 'x', quantity: 1, ouncesPerUnit: 1 }])).toBe(0);
    expect(quotePerOunce(null, [{ description: 'x', quantity: 1, ouncesPerUnit: 1 }])).toBeNull();
    expect(quotePerOunce(500, [{ description: 'Scrap', quantity: 2 }])).toBeNull();
  });

  it('per-ounce price times ounces comes back to the quote within half a cent per ounce', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_00 }),
        fc.integer({ min: 1, max: 500 }),
        fc.constantFrom(0.1, 0.25, 0.5, 1, 10, 32.15),
        (cents, quantity, oz) => {
          const lines = [{ description: 'x', quantity, ouncesPerUnit: oz }];
          const per = quotePerOunce(cents / 100, lines)!;
          expect(Math.abs(per * totalOunces(lines) - cents / 100)).toBeLessThanOrEqual(0.005 * totalOunces(lines) + 1e-9);
        },
      ),
    );
  });

  it('price a sales order line as quantity × price in cents, or not at all without a price', () => {
    expect(lineAmount({ description: 'Maple', quantity: 20, offeredPrice: 29.9 })).toBe(598);
    expect(lineAmount({ description: 'Maple', quantity: 3, offeredPrice: 0.1 })).toBe(0.3);
    expect(lineAmount({ description: 'Maple', quantity: 3, offeredPrice: null })).toBeNull();
    expect(lineAmount({ description: 'Maple', quantity: 3 })).toBeNull();
  });
});
