import { formatHold, priceChanges, secondsHeld, PRICE_LOCK_MS } from './price-lock';

describe('price lock', () => {
  it('counts down the five minutes the prices are held, never below zero', () => {
    expect(secondsHeld(0, 0)).toBe(300);
    expect(secondsHeld(0, 1)).toBe(300);
    expect(secondsHeld(0, 299_001)).toBe(1);
    expect(secondsHeld(0, PRICE_LOCK_MS)).toBe(0);
    expect(secondsHeld(0, PRICE_LOCK_MS + 5000)).toBe(0);
    expect(formatHold(245)).toBe('4:05');
    expect(formatHold(0)).toBe('0:00');
  });

  it('lists the unit prices that moved, and only those', () => {
    const before = [
      { key: 'a', name: 'Eagle', unitCents: 36_12 },
      { key: 'b', name: 'Maple', unitCents: 35_00 },
      { key: 'c', name: 'Bar', unitCents: null },
    ];
    const after = [
      { key: 'a', name: 'Eagle', unitCents: 36_40 },
      { key: 'b', name: 'Maple', unitCents: 35_00 },
      { key: 'c', name: 'Bar', unitCents: 10_00 },
      { key: 'd', name: 'New', unitCents: 1_00 },
    ];
    expect(priceChanges(before, after)).toEqual([{ name: 'Eagle', fromCents: 36_12, toCents: 36_40 }]);
  });
});
