import fc from 'fast-check';
import { changeSinceAdded, MAX_TARGET, parseTargetPrice, targetDirection, targetPriceProblem, targetReached } from './watchlist';

describe('a watched product’s change since it was added', () => {
  it('is the difference to the cent and its percent of the price then', () => {
    expect(changeSinceAdded(2812.4, 2790.15)).toEqual({ change: 22.25, percent: 0.8 });
    expect(changeSinceAdded(34.61, 35.2)).toEqual({ change: -0.59, percent: -1.68 });
    expect(changeSinceAdded(10, 10)).toEqual({ change: 0, percent: 0 });
  });

  it('is unknown without both prices above zero', () => {
    for (const [now, then] of [
      [undefined, 10],
      [10, undefined],
      [0, 10],
      [10, 0],
      [-1, 10],
      [Number.NaN, 10],
    ] as const)
      expect(changeSinceAdded(now, then)).toBeNull();
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

describe('a watched product’s target price', () => {
  it.each([
    ['2650', null],
    ['$2,650.00', null],
    ['0.01', null],
    ['1000000', null],
    ['1,000,000.00', null],
    ['29.9', null],
    ['', 'Enter a target price.'],
    ['   ', 'Enter a target price.'],
    ['0', 'The target price must be more than $0.00.'],
    ['0.00', 'The target price must be more than $0.00.'],
    ['1000000.01', 'The target price must be $1,000,000.00 or less.'],
    ['29.999', 'Enter the price in dollars and cents, like 2650.00.'],
    ['-5', 'Enter the price in dollars and cents, like 2650.00.'],
    ['abc', 'Enter the price in dollars and cents, like 2650.00.'],
    ['1e3', 'Enter the price in dollars and cents, like 2650.00.'],
    ['12,34', 'Enter the price in dollars and cents, like 2650.00.'],
  ])('%j: %s', (text, problem) => {
    expect(targetPriceProblem(text)).toBe(problem);
  });

  it('is read in dollars', () => {
    expect(parseTargetPrice('$2,650.50')).toBe(2650.5);
    expect(parseTargetPrice(' 0.01 ')).toBe(0.01);
    expect(MAX_TARGET).toBe(1_000_000);
  });

  it('below the price when set waits for a fall; at or above it, for a rise', () => {
    expect(targetDirection(99.99, 100)).toBe('falls');
    expect(targetDirection(100, 100)).toBe('rises');
    expect(targetDirection(100.01, 100)).toBe('rises');
  });

  it('is reached at the cent, from the side it was set on, and not a cent before', () => {
    // Waiting for a fall to $95.00 from $100.00.
    expect(targetReached(95, 100, 95.01)).toBe(false);
    expect(targetReached(95, 100, 95)).toBe(true);
    expect(targetReached(95, 100, 94.99)).toBe(true);
    expect(targetReached(95, 100, 100.5)).toBe(false);
    // Waiting for a rise to $105.00 from $100.00.
    expect(targetReached(105, 100, 104.99)).toBe(false);
    expect(targetReached(105, 100, 105)).toBe(true);
    expect(targetReached(105, 100, 99)).toBe(false);
    // A target equal to the price when it was set is reached at once.
    expect(targetReached(100, 100, 100)).toBe(true);
    // Floating-point noise does not move the cent.
    expect(targetReached(0.3, 1, 0.1 + 0.2)).toBe(true);
  });

  it('for any prices: reached exactly when the price is on or past the target, on the far side from where it was set', () => {
    const cents = fc.integer({ min: 1, max: 10_000_000 });
    fc.assert(
      fc.property(cents, cents, cents, (t, s, n) => {
        const reached = targetReached(t / 100, s / 100, n / 100);
        expect(reached).toBe(t < s ? n <= t : n >= t);
      }),
    );
  });
});
