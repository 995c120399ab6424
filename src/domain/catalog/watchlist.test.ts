import fc from 'fast-check';
import { changeSinceAdded } from './watchlist';

describe('a watched product’s change since it was added', () => {
  it('is the difference to the cent and its percent of the price then', () => {
    expect(changeSinceAdded(2812.4, 2790.15)).toEqual({ change: 22.25, percent: 0.8 });
    expect(changeSinceAdded(34.61, 35.2)).toEqual({ change: -0.59, percent: -1.68 });
    expect(changeSinceAdded(10, 10)).toEqual({ change: 0, percent: 0 });
  });

  it('is unknown without both prices above zero', () => {
    for (const [now, then] of [[undefined, 10], [10, undefined], [0, 10], [10, 0], [-1, 10], [Number.NaN, 10]] as const) expect(changeSinceAdded(now, then)).toBeNull();
    expect(changeSinceAdded(0.01, 0.01)).toEqual({ change: 0, percent: 0 });
  });

  it('for any two prices, adding the change to the price then gives the price now, to the cent', () => {
    const price = fc.integer({ min: 1, max: 10_000_000 }).map((c) => c / 100);
    fc.assert(
      fc.property(price, price, (now, then) => {
        const c = changeSinceAdded(now, then);
        expect(Math.round(((c?.change ?? 0) + then) * 100)).toBe(Math.round(now * 100));
        expect(Math.sign(c?.change ?? Number.NaN)).toBe(Math.sign(now - then));
      }),
    );
  });

});
