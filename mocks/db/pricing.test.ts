import { COPPER_PER_OZ } from './catalog-data';
import type { MockProduct } from './catalog';
import { stockNameFor, toCartProduct, unitPrice } from './cart-view';
import type { MockDb } from './index';
import { priceTiers, sourceOf, spotAsk, stocksOf, unitPriceFor } from './pricing';
import type { SpotMarket } from './spot';

// A market where silver asks $30.00 and gold $2,700.00 at any instant: every expected price below is
// worked out by hand from the dealer's rules, not by the code under test.
const market: SpotMarket = {
  history: { gold: [], silver: [], platinum: [], palladium: [] },
  quoteAt: (metal) => ({ ask: metal === 'gold' ? 2700 : 30, bid: 0, change: 0, changePercent: 0 }),
  pricedAt: (at) => at,
  closeOn: () => undefined,
};

const product = (over: Partial<MockProduct> = {}): MockProduct =>
  ({
    id: 1,
    name: 'Silver Eagle',
    slug: 'silver-eagle',
    metal: 'Silver',
    productType: 'Coin',
    ounces: 1,
    weightLabel: '1 oz',
    mint: 'US Mint',
    year: 2026,
    premiumPerOz: 5,
    stock: [{ stockName: 'in stock', qty: 40 }],
    isNew: false,
    isBestSeller: false,
    isIraApproved: false,
    isHoliday: false,
    isDeal: false,
    isClearance: false,
    atSpot: false,
    isImpaired: false,
    movieTheme: false,
    lot: null,
    sizes: [],
    ribbon: null,
    ...over,
  }) as MockProduct;

const db = (products: MockProduct[]): MockDb =>
  ({
    market,
    now: () => new Date('2026-11-18T15:00:00Z'),
    product: (id: number) => products.find((p) => p.id === id),
  }) as unknown as MockDb;

describe('the mock dealer’s prices', () => {
  it('maps stock options to inventory sources', () => {
    expect(['in stock', 'Impaired', 'out of stock', 'preorder', 'presale', 'coming soon'].map((n) => sourceOf(n as never))).toEqual([
      'Instock',
      'Instock',
      'Instock',
      'Backorder',
      'Presale',
      'Presale',
    ]);
  });

  it('prices copper at its fixed rate and other metals at their ask', () => {
    const at = new Date();
    expect(spotAsk(product({ metal: 'Copper' }), market, at)).toBe(COPPER_PER_OZ);
    expect(spotAsk(product({ metal: 'Gold' }), market, at)).toBe(2700);
    expect(spotAsk(product(), market, at)).toBe(30);
  });

  it('a small coin breaks at 20 and 100 with 10 and 18 percent off its premium; preorders 1.5 percent less', () => {
    // 1 oz at $30 melt with a $5 premium: $35.00, $34.50, $34.10
    expect(priceTiers(product(), 30)).toEqual([
      {
        floorMin: 1,
        floorMax: 19,
        price: 35,
        discountPrice: 35,
        askPrice: 30,
        retailBackOrderedPriceAsTier: 34.48,
        retailBackOrderedDiscountPriceAsTier: 34.48,
      },
      {
        floorMin: 20,
        floorMax: 99,
        price: 34.5,
        discountPrice: 34.5,
        askPrice: 30,
        retailBackOrderedPriceAsTier: 33.98,
        retailBackOrderedDiscountPriceAsTier: 33.98,
      },
      {
        floorMin: 100,
        floorMax: null,
        price: 34.1,
        discountPrice: 34.1,
        askPrice: 30,
        retailBackOrderedPriceAsTier: 33.59,
        retailBackOrderedDiscountPriceAsTier: 33.59,
      },
    ]);
  });

  it('a 10 oz bar breaks at 5 and 10, its premium per ounce times its ounces; a sale takes its percent off the premium', () => {
    const bar = product({ ounces: 10, premiumPerOz: 2, sale: { id: 7, discountPercent: 10, endsAt: '2026-12-01T00:00:00Z' } });
    // $300 melt + $20 premium = $320.00; the sale takes 10% of the $20: $318.00 (then $316.20, $314.76)
    const tiers = priceTiers(bar, 30);
    expect(tiers.map((t) => [t.floorMin, t.floorMax, t.price, t.discountPrice])).toEqual([
      [1, 4, 320, 318],
      [5, 9, 318, 316.2],
      [10, null, 316.4, 314.76],
    ]);
    // Preorder: $320 less 1.5% = $315.20; on sale, 10% of its $15.20 premium off: $313.68
    expect(tiers[0]?.retailBackOrderedDiscountPriceAsTier).toBe(313.68);
    // 9.99 oz is not a big piece
    expect(priceTiers(product({ ounces: 9.99 }), 30)[0]?.floorMax).toBe(19);
  });

  it('never sells metal below its melt value: not on a 5% sale of a 1% premium, not as a preorder', () => {
    // 100 g gold: 3.2151 oz at $2,700 = $8,680.70 melt, with a $0.10 an ounce premium.
    const bar = product({
      metal: 'Gold',
      ounces: 3.2150722587490153,
      premiumPerOz: 0.1,
      sale: { id: 7, discountPercent: 5, endsAt: '2026-12-01T00:00:00Z' },
    });
    for (const t of priceTiers(bar, 2700)) {
      expect(t.discountPrice).toBeGreaterThanOrEqual(8680.7);
      expect(t.retailBackOrderedPriceAsTier).toBeGreaterThanOrEqual(8680.7);
      expect(t.retailBackOrderedDiscountPriceAsTier).toBeGreaterThanOrEqual(8680.7);
    }
  });

  it('jewelry pays its craftsmanship once, not per ounce; supplies their fixed price; at-spot items melt for 1 to 10', () => {
    expect(priceTiers(product({ productType: 'Jewelry', ounces: 2, premiumPerOz: 40 }), 30)[0]?.price).toBe(100);
    expect(priceTiers(product({ productType: 'Supplies', fixedPrice: 12.5 }), 30)).toEqual([
      {
        floorMin: 1,
        floorMax: null,
        price: 12.5,
        discountPrice: 12.5,
        askPrice: 0,
        retailBackOrderedPriceAsTier: null,
        retailBackOrderedDiscountPriceAsTier: null,
      },
    ]);
    expect(priceTiers(product({ atSpot: true, ounces: 0.5 }), 30)).toEqual([
      {
        floorMin: 1,
        floorMax: 10,
        price: 15,
        discountPrice: 15,
        askPrice: 30,
        retailBackOrderedPriceAsTier: null,
        retailBackOrderedDiscountPriceAsTier: null,
      },
    ]);
  });

  it('a unit price is the tier’s at each edge and one past it, the preorder price for preorders, the last tier past the end', () => {
    const tiers = priceTiers(product(), 30);
    expect([1, 19, 20, 99, 100, 101].map((q) => unitPriceFor(tiers, q, 'in stock'))).toEqual([35, 35, 34.5, 34.5, 34.1, 34.1]);
    expect(unitPriceFor(tiers, 20, 'preorder')).toBe(33.98);
    expect(unitPriceFor(tiers, 20, 'presale')).toBe(34.5);
    expect(unitPriceFor(priceTiers(product({ atSpot: true }), 30), 11, 'in stock')).toBe(30);
    expect(unitPriceFor([], 1, 'in stock')).toBe(0);
  });

  it('stock options carry their code, quantity, sale quantity (at most 100) and the first tier’s prices; ring sizes cost $5 more each', () => {
    const ring = product({
      productType: 'Jewelry',
      premiumPerOz: 40,
      sizes: ['6', '7', '8'],
      stock: [
        { stockName: 'Impaired', qty: 150 },
        { stockName: 'coming soon', qty: 0 },
      ],
      sale: { id: 3, discountPercent: 0, endsAt: '2026-12-01T00:00:00Z' },
    });
    const [impaired, soon] = stocksOf(ring, 30);
    expect(impaired).toMatchObject({
      stockCode: 'IM',
      stockName: 'Impaired',
      stockQty: 150,
      saleQty: 100,
      isSale: true,
      price: 70,
      discountPrice: 70,
    });
    expect(impaired?.productSizes).toEqual([
      { size: '6', price: 70 },
      { size: '7', price: 75 },
      { size: '8', price: 80 },
    ]);
    expect(soon).toMatchObject({ stockCode: 'CS', saleQty: 0 });
    const codes = stocksOf(
      product({
        stock: ['in stock', 'presale', 'preorder', 'out of stock'].map((stockName) => ({ stockName, qty: 5 })) as MockProduct['stock'],
      }),
      30,
    );
    expect(codes.map((s) => [s.stockCode, s.saleQty, s.isSale])).toEqual([
      ['IS', 0, false],
      ['PS', 0, false],
      ['PO', 0, false],
      ['OS', 0, false],
    ]);
    expect(stocksOf(product({ sizes: ['A', 'B'] }), 30)[0]?.productSizes).toEqual([
      { size: 'A', price: 35 },
      { size: 'B', price: 35 },
    ]);
  });
});

describe('the mock’s cart lines', () => {
  const coin = product({
    stock: [
      { stockName: 'in stock', qty: 40 },
      { stockName: 'preorder', qty: 500 },
    ],
  });
  const ring = product({ id: 2, productType: 'Jewelry', premiumPerOz: 40, sizes: ['6', '7'], stock: [{ stockName: 'presale', qty: 9 }] });
  const copper = product({ id: 3, metal: 'Copper', ounces: 1, premiumPerOz: 1, stock: [{ stockName: 'out of stock', qty: 0 }] });
  const d = db([coin, ring, copper]);

  it('a line buys from the option of its source', () => {
    expect(stockNameFor(coin, 'Instock')).toBe('in stock');
    expect(stockNameFor(coin, 'Backorder')).toBe('preorder');
    expect(stockNameFor(coin, 'Presale')).toBeUndefined();
    expect(stockNameFor(ring, 'Presale')).toBe('presale');
    expect(stockNameFor(product({ stock: [{ stockName: 'coming soon', qty: 0 }] }), 'Presale')).toBe('coming soon');
    expect(stockNameFor(product({ stock: [{ stockName: 'Impaired', qty: 2 }] }), 'Instock')).toBe('Impaired');
    expect(stockNameFor(copper, 'Instock')).toBe('out of stock');
    expect(
      stockNameFor(
        product({
          stock: [
            { stockName: 'preorder', qty: 5 },
            { stockName: 'in stock', qty: 5 },
          ],
        }),
        'Instock',
      ),
    ).toBe('in stock');
  });

  it('a unit price follows the tier, the source and the ring size', () => {
    expect(unitPrice(d, coin, 19, 'Instock', null)).toBe(35);
    expect(unitPrice(d, coin, 20, 'Instock', null)).toBe(34.5);
    expect(unitPrice(d, coin, 20, 'Backorder', null)).toBe(33.98);
    expect(unitPrice(d, ring, 1, 'Presale', '7')).toBe(75);
    expect(unitPrice(d, ring, 1, 'Presale', '9')).toBe(70);
    expect(unitPrice(d, coin, 1, 'Instock', '7')).toBe(35);
    // Sizes of anything but jewelry cost the same; past a bounded last tier, the last tier's price.
    const bar = product({ id: 5, sizes: ['A', 'B'] });
    expect(unitPrice(db([bar]), bar, 1, 'Instock', 'B')).toBe(35);
    const atSpot = product({ id: 6, atSpot: true });
    expect(unitPrice(db([atSpot]), atSpot, 11, 'Instock', null)).toBe(30);
  });

  it('a cart line is priced, totalled and described as the API returns it', () => {
    const line = {
      productId: 1,
      quantity: 20,
      salesEventId: null,
      source: 'Instock' as const,
      size: null,
      selected: true,
      isActive: true,
      shoppingCartId: 55,
    };
    expect(toCartProduct(d, line)).toMatchObject({
      productId: 1,
      productName: 'Silver Eagle',
      productNameWithHypen: 'silver-eagle',
      imagePath: '/images/products/1.svg',
      quantity: 20,
      price: 34.5,
      discount: 0,
      selected: true,
      isActive: true,
      activeSalesEventId: null,
      productInventorySource: 'Instock',
      isClearanceProduct: false,
      isGrouped: false,
      shoppingCartId: 55,
      totalPrice: 690,
      ounces: 1,
      metal: 'Silver',
      productType: 'Coin',
      tip: 4.5,
      priceType: 'Tier',
      spot: 30,
    });
    expect(toCartProduct(d, { ...line, productId: 404 })).toBeNull();
  });

  it('a line whose source the product does not sell is inactive and priced 0; copper has no spot', () => {
    const line = {
      productId: 1,
      quantity: 2,
      salesEventId: null,
      source: 'Presale' as const,
      size: null,
      selected: true,
      isActive: true,
      shoppingCartId: null,
    };
    expect(toCartProduct(d, line)).toMatchObject({ isActive: false, price: 0, totalPrice: 0, tip: 0 });
    expect(toCartProduct(d, { ...line, productId: 3, source: 'Instock' })).toMatchObject({ spot: null, isActive: true });
    expect(toCartProduct(d, { ...line, productId: 2, size: '6', isActive: false })).toMatchObject({
      isActive: false,
      isGrouped: true,
      price: 70,
    });
  });

  it('the tip is the premium per ounce over spot, never below zero, for pieces under an ounce counted per piece', () => {
    const half = product({ id: 4, ounces: 0.5, atSpot: true, stock: [{ stockName: 'in stock', qty: 10 }] });
    const dd = db([half]);
    const line = {
      productId: 4,
      quantity: 1,
      salesEventId: null,
      source: 'Instock' as const,
      size: null,
      selected: true,
      isActive: true,
      shoppingCartId: null,
    };
    expect(toCartProduct(dd, line)).toMatchObject({ price: 15, tip: 0, priceType: 'AtSpot', ounces: 0.5 });
    // A 10 oz bar at $320 over $300 of silver: $2.00 an ounce.
    const bar = product({ id: 7, ounces: 10, premiumPerOz: 2 });
    expect(toCartProduct(db([bar]), { ...line, productId: 7 })).toMatchObject({ price: 320, tip: 2 });
  });
});
