import fc from 'fast-check';
import {
  byPricePerOunce,
  formatCountdown,
  perOunceCents,
  premiumOverSpotCents,
  SOURCE_LABEL,
  sourceOf,
  splitCountdown,
  tierFor,
  tierPrices,
  tierRange,
} from './pricing';

const tiers = [
  {
    floorMin: 1,
    floorMax: 19,
    price: 36.49,
    discountPrice: 36.49,
    retailBackOrderedPriceAsTier: 35.94,
    retailBackOrderedDiscountPriceAsTier: 35.94,
  },
  {
    floorMin: 20,
    floorMax: 99,
    price: 35.99,
    discountPrice: 35.5,
    retailBackOrderedPriceAsTier: 35.45,
    retailBackOrderedDiscountPriceAsTier: 34.97,
  },
  {
    floorMin: 100,
    floorMax: null,
    price: 35.49,
    discountPrice: 35.49,
    retailBackOrderedPriceAsTier: null,
    retailBackOrderedDiscountPriceAsTier: null,
  },
];

describe('product pricing', () => {
  it('picks the tier by quantity and labels its range', () => {
    expect(tierFor(tiers, 1)).toBe(tiers[0]);
    expect(tierFor(tiers, 20)).toBe(tiers[1]);
    expect(tierFor(tiers, 5000)).toBe(tiers[2]);
    expect(tiers.map(tierRange)).toEqual(['1–19', '20–99', '100+']);
  });

  it('prices eCheck at the sale price and card/PayPal 4.2 percent higher; a preorder at the backorder price', () => {
    expect(tierPrices(tiers[1]!, 'Instock')).toEqual({ eCheckCents: 3550, cardCents: 3699 });
    expect(tierPrices(tiers[1]!, 'Backorder')).toEqual({ eCheckCents: 3497, cardCents: 3644 });
    expect(tierPrices(tiers[2]!, 'Backorder').eCheckCents).toBe(3549);
  });

  it('past a last tier that has an upper bound, the last tier still prices the quantity', () => {
    const bounded = [tiers[0]!, { ...tiers[1]!, floorMax: 99 }, { ...tiers[2]!, floorMax: 200 }];
    expect(tierFor(bounded, 500)).toBe(bounded[2]);
  });

  it('labels a one-quantity tier with its number alone', () => {
    expect(tierRange({ floorMin: 5, floorMax: 5, price: 1, discountPrice: 1 })).toBe('5');
  });

  it('gives the premium over melt and the price per troy ounce', () => {
    expect(premiumOverSpotCents(3649, 31.62, 1)).toBe(487);
    // A 5 oz bar at $172.36 over 5 × $31.62 of silver.
    expect(premiumOverSpotCents(17236, 31.62, 5)).toBe(1426);
    expect(perOunceCents(17236, 5)).toBe(3447);
    expect(perOunceCents(2995, 0)).toBeNull();
  });

  it.each([
    [19, 0],
    [20, 1],
    [21, 1],
    [99, 1],
    [100, 2],
    [101, 2],
  ])('at each tier edge and one past it: %i units are priced at tier %i', (quantity, index) => {
    expect(tierFor(tiers, quantity)).toBe(tiers[index]);
  });

  it('property: across any contiguous tier table, the tier picked holds the quantity, edges included', () => {
    const table = fc.uniqueArray(fc.integer({ min: 2, max: 5000 }), { minLength: 1, maxLength: 5 }).map((cuts) => {
      const starts = [1, ...cuts.sort((a, b) => a - b)];
      return starts.map((floorMin, i) => ({
        floorMin,
        floorMax: i + 1 < starts.length ? starts[i + 1]! - 1 : null,
        price: 41 - i,
        discountPrice: 40 - i,
      }));
    });
    fc.assert(
      fc.property(table, fc.nat({ max: 6 }), fc.integer({ min: -1, max: 1 }), (t, at, offset) => {
        // A quantity at a tier's lower or upper edge, or one either side of it.
        const edge = t[Math.min(at, t.length - 1)]!;
        const q = Math.max(1, (offset >= 0 ? edge.floorMin : (edge.floorMax ?? edge.floorMin)) + offset);
        const picked = tierFor(t, q);
        expect(picked).toBeDefined();
        expect(q).toBeGreaterThanOrEqual(picked!.floorMin);
        if (picked!.floorMax != null) expect(q).toBeLessThanOrEqual(picked!.floorMax);
      }),
    );
  });

  it('property: every quantity has a tier, and more never costs more per unit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 0, max: 10_000 }), (q, extra) => {
        const a = tierFor(tiers, q);
        const b = tierFor(tiers, q + extra);
        expect(a && b).toBeTruthy();
        expect(tierPrices(b!, 'Instock').eCheckCents).toBeLessThanOrEqual(tierPrices(a!, 'Instock').eCheckCents);
      }),
    );
  });
});

describe('inventory source of a stock option', () => {
  it.each([
    ['in stock', 'Instock', 'In Stock'],
    ['Impaired', 'Instock', 'In Stock'],
    ['preorder', 'Backorder', 'Preorder'],
    ['presale', 'Presale', 'Presale'],
    ['coming soon', 'Presale', 'Presale'],
  ])('%s is ordered from %s, shown as %s', (stockName, source, label) => {
    expect(sourceOf({ stockName })).toBe(source);
    expect(SOURCE_LABEL[sourceOf({ stockName })]).toBe(label);
  });
});

describe('sale countdown', () => {
  it('shows days only above about 86387 seconds', () => {
    expect(formatCountdown(86387)).toBe('23h 59m 47s');
    expect(formatCountdown(86388)).toBe('0d 23h 59m 48s');
    expect(formatCountdown(86400)).toBe('1d 00h 00m 00s');
    expect(formatCountdown(2 * 86400 + 3 * 3600 + 4 * 60 + 5)).toBe('2d 03h 04m 05s');
    expect(formatCountdown(-5)).toBe('00h 00m 00s');
  });

  it('property: the parts always add back up to the total', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (s) => {
        const c = splitCountdown(s);
        expect(c.days * 86400 + c.hours * 3600 + c.minutes * 60 + c.seconds).toBe(s);
      }),
    );
  });
});

describe('the lowest-price-per-ounce order', () => {
  it('puts the cheapest ounce first: a 10 oz bar at $338 ($33.80) before a 1 oz coin at $34.75', () => {
    const bar = { lowestPrice: 338, ounces: 10 };
    const coin = { lowestPrice: 34.75, ounces: 1 };
    const tube = { lowestPrice: 2.95 };
    expect([coin, tube, bar].sort(byPricePerOunce)).toEqual([bar, coin, tube]);
    expect(byPricePerOunce({ lowestPrice: 10, ounces: 0 }, tube)).toBe(0);
    expect(byPricePerOunce(coin, { lowestPrice: 69.5, ounces: 2 })).toBe(0);
  });

  it('for any products, sorts them by price per ounce ascending with those without ounces last', () => {
    const product = fc.record({
      lowestPrice: fc.integer({ min: 1, max: 10_000_000 }).map((c) => c / 100),
      ounces: fc.option(fc.constantFrom(0.1, 0.25, 0.5, 1, 2, 5, 10, 32.15, 100), { nil: undefined }),
    });
    fc.assert(
      fc.property(fc.array(product, { maxLength: 40 }), (products) => {
        const sorted = [...products].sort(byPricePerOunce);
        const per = sorted.map((p) => (p.ounces ? p.lowestPrice / p.ounces : Number.POSITIVE_INFINITY));
        for (let i = 1; i < per.length; i++) expect(per[i - 1]).toBeLessThanOrEqual(per[i] ?? 0);
        expect(sorted).toHaveLength(products.length);
      }),
    );
  });
});
