import fc from 'fast-check';
import {
  describeMeltLine,
  fineOunces,
  GRAMS_PER_TROY_OUNCE,
  meltCents,
  meltLineErrors,
  parseSellItems,
  sellItemParam,
  type MeltLine,
} from './melt';

const line = (over: Partial<MeltLine> = {}): MeltLine => ({ metal: 'Silver', weight: 1, unit: 'ozt', purity: 0.999, quantity: 1, ...over });

describe('melt value', () => {
  it('counts the fine troy ounces of every piece', () => {
    expect(fineOunces(line({ quantity: 20 }))).toBeCloseTo(19.98, 10);
    expect(fineOunces(line({ weight: GRAMS_PER_TROY_OUNCE, unit: 'g', purity: 1 }))).toBeCloseTo(1, 12);
    expect(fineOunces(line({ weight: 1, unit: 'kg', purity: 0.9999 }))).toBeCloseTo(32.1475, 4);
    // A US 90% silver dime: 2.5 g at .900 is 0.0723 oz.
    expect(fineOunces(line({ weight: 2.5, unit: 'g', purity: 0.9 }))).toBeCloseTo(0.07234, 5);
  });

  it('is zero for a weight, purity or quantity that cannot be', () => {
    for (const bad of [
      { weight: 0 },
      { weight: -1 },
      { weight: Number.NaN },
      { purity: 0 },
      { purity: 1.0001 },
      { quantity: 0 },
      { quantity: 1.5 },
    ])
      expect(fineOunces(line(bad))).toBe(0);
    expect(fineOunces(line({ purity: 1 }))).toBe(1);
  });

  it('is the fine ounces times the price, to the cent', () => {
    expect(meltCents(19.98, 31.44)).toBe(62817);
    expect(meltCents(1, 2712.875)).toBe(271288);
    expect(meltCents(0, 31.44)).toBe(0);
    expect(meltCents(1, 0)).toBe(0);
    expect(meltCents(1, Number.NaN)).toBe(0);
  });

  it('for any line, grams and troy ounces of the same metal give the same melt value', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.01, max: 1000, noNaN: true }),
        fc.integer({ min: 1, max: 500 }),
        fc.double({ min: 1, max: 5000, noNaN: true }),
        (ounces, quantity, price) => {
          const inOunces = meltCents(fineOunces(line({ weight: ounces, quantity })), price);
          const inGrams = meltCents(fineOunces(line({ weight: ounces * GRAMS_PER_TROY_OUNCE, unit: 'g', quantity })), price);
          expect(Math.abs(inOunces - inGrams)).toBeLessThanOrEqual(1);
          expect(inOunces).toBeGreaterThan(0);
        },
      ),
    );
  });

  it('for any piece, scales with the number of pieces', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.01, max: 1000, noNaN: true }),
        fc.constantFrom('ozt' as const, 'g' as const, 'kg' as const),
        fc.integer({ min: 1, max: 10_000 }),
        (weight, unit, quantity) => {
          const one = fineOunces(line({ weight, unit }));
          const all = fineOunces(line({ weight, unit, quantity }));
          expect(Math.abs(all - one * quantity)).toBeLessThanOrEqual(1e-9 * all);
          expect(fineOunces(line({ weight, unit, quantity: quantity + 1 }))).toBeGreaterThan(fineOunces(line({ weight, unit, quantity })));
        },
      ),
    );
  });

  it('refuses a weight or quantity with the reason, at each edge', () => {
    expect(meltLineErrors({ weight: '', quantity: '' })).toEqual({ weight: 'Enter a weight.', quantity: 'Enter a quantity.' });
    expect(meltLineErrors({ weight: '0', quantity: '0' })).toEqual({
      weight: 'Enter a weight above zero, such as 1 or 31.1.',
      quantity: 'Enter a whole number of pieces, 1 or more.',
    });
    expect(meltLineErrors({ weight: 'abc', quantity: '1.5' })).toEqual({
      weight: 'Enter a weight above zero, such as 1 or 31.1.',
      quantity: 'Enter a whole number of pieces, 1 or more.',
    });
    expect(meltLineErrors({ weight: '100000', quantity: '10000' })).toEqual({});
    expect(meltLineErrors({ weight: '100000.01', quantity: '10001' })).toEqual({
      weight: 'Enter a weight of 100,000 or less.',
      quantity: 'Enter 10,000 pieces or fewer.',
    });
    expect(meltLineErrors({ weight: '0.01', quantity: '1' })).toEqual({});
  });

  it('says a line in words for the sell-to-us request', () => {
    expect(describeMeltLine(line({ quantity: 20 }))).toBe('20 × 1 troy oz .999 silver');
    expect(describeMeltLine(line({ metal: 'Gold', weight: 31.1, unit: 'g', purity: 0.9167, quantity: 2 }))).toBe(
      '2 × 31.1 grams .9167 gold',
    );
  });
});

describe('sell-to-us items in the address', () => {
  it('come back as they were sent', () => {
    const item = { metal: 'Gold' as const, quantity: 2, description: '2 × 31.1 grams .9167 gold' };
    expect(parseSellItems([sellItemParam(item)])).toEqual([item]);
  });

  it('leave out anything malformed: an unknown metal, a quantity that is not 1 to 99,999, no description', () => {
    expect(
      parseSellItems([
        'Tin~1~a bar',
        'Silver~0~x',
        'Silver~100000~x',
        'Silver~1.5~x',
        'Silver~1~  ',
        'Silver~-1~x',
        'Silver~99999~ok',
        'Copper~1~a~b',
      ]),
    ).toEqual([
      { metal: 'Silver', quantity: 99999, description: 'ok' },
      { metal: 'Copper', quantity: 1, description: 'a~b' },
    ]);
  });

  it('take twenty at most, each description cut at 200 characters', () => {
    const many = Array.from({ length: 25 }, (_, i) => `Silver~${i + 1}~${'x'.repeat(300)}`);
    const items = parseSellItems(many);
    expect(items).toHaveLength(20);
    expect(items[0]?.description).toHaveLength(200);
  });
});
