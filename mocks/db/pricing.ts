import type { components } from '@generated/schema';
import { COPPER_PER_OZ } from './catalog-data';
import type { MockProduct, StockName } from './catalog';
import { cents } from './random';
import type { SpotMarket, SpotMetal } from './spot';

type Schemas = components['schemas'];
export type PriceTier = Schemas['PriceTier'];
export type Stock = Schemas['Stock'];
export type InventorySource = Schemas['InventorySource'];

/** Order-type inventory source of a stock option (In Stock -> Instock, Preorder -> Backorder, Presale -> Presale). */
export function sourceOf(stockName: StockName): InventorySource {
  if (stockName === 'preorder') return 'Backorder';
  if (stockName === 'presale' || stockName === 'coming soon') return 'Presale';
  return 'Instock';
}

export function spotAsk(product: MockProduct, market: SpotMarket, at: Date): number {
  if (product.metal === 'Copper') return COPPER_PER_OZ;
  return market.quoteAt(product.metal.toLowerCase() as SpotMetal, at).ask;
}

/** Quantity tiers: larger orders pay a smaller premium. Big pieces break at 5 and 10, small ones at 20 and 100. */
export function priceTiers(product: MockProduct, ask: number): PriceTier[] {
  if (product.fixedPrice !== undefined) {
    const price = product.fixedPrice;
    return [
      {
        floorMin: 1,
        floorMax: null,
        price,
        discountPrice: price,
        askPrice: 0,
        retailBackOrderedPriceAsTier: null,
        retailBackOrderedDiscountPriceAsTier: null,
      },
    ];
  }
  const melt = ask * product.ounces;
  const premium = product.productType === 'Jewelry' ? product.premiumPerOz : product.premiumPerOz * product.ounces;
  // A sale takes its percent off the dealer's premium, and a preorder 1.5% off the price: neither ever
  // sells the metal below its melt value.
  const discount = (price: number) => cents(product.sale ? melt + (price - melt) * (1 - product.sale.discountPercent / 100) : price);
  if (product.atSpot) {
    const price = cents(melt);
    return [
      {
        floorMin: 1,
        floorMax: 10,
        price,
        discountPrice: price,
        askPrice: ask,
        retailBackOrderedPriceAsTier: null,
        retailBackOrderedDiscountPriceAsTier: null,
      },
    ];
  }
  const floors: [number, number | null][] =
    product.ounces >= 10
      ? [
          [1, 4],
          [5, 9],
          [10, null],
        ]
      : [
          [1, 19],
          [20, 99],
          [100, null],
        ];
  const factors = [1, 0.9, 0.82];
  return floors.map(([floorMin, floorMax], i) => {
    const price = cents(melt + premium * (factors[i] ?? 1));
    const backordered = cents(Math.max(price * 0.985, melt));
    return {
      floorMin,
      floorMax,
      price,
      discountPrice: discount(price),
      askPrice: ask,
      retailBackOrderedPriceAsTier: backordered,
      retailBackOrderedDiscountPriceAsTier: discount(backordered),
    };
  });
}

/** The unit price for a quantity: the tier whose range holds it (sale price when a sale runs; backorder price for preorders). */
export function unitPriceFor(tiers: PriceTier[], quantity: number, stockName: StockName): number {
  // Stryker disable next-line ConditionalExpression,LogicalOperator: tiers are contiguous from 1, so below a tier's floor the one before already matched, and an open-ended last tier is also the fallback
  const tier =
    tiers.find((t) => quantity >= t.floorMin && (t.floorMax === null || t.floorMax === undefined || quantity <= t.floorMax)) ??
    tiers.at(-1);
  if (!tier) return 0;
  if (stockName === 'preorder' && tier.retailBackOrderedDiscountPriceAsTier) return tier.retailBackOrderedDiscountPriceAsTier;
  return tier.discountPrice;
}

export function stocksOf(product: MockProduct, ask: number): Stock[] {
  const tiers = priceTiers(product, ask);
  const first = tiers[0];
  // Stryker disable OptionalChaining: priceTiers always gives a first tier
  return product.stock.map((s) => ({
    stockCode: { 'in stock': 'IS', presale: 'PS', preorder: 'PO', 'out of stock': 'OS', 'coming soon': 'CS', Impaired: 'IM' }[s.stockName],
    stockName: s.stockName,
    stockQty: s.qty,
    saleQty: product.sale ? Math.min(s.qty, 100) : 0,
    isSale: Boolean(product.sale),
    price: first?.price ?? 0,
    discountPrice: first?.discountPrice ?? 0,
    floorWithPrices: tiers,
    productSizes: product.sizes.map((size, i) => ({
      size,
      price: cents((first?.discountPrice ?? 0) + i * (product.productType === 'Jewelry' ? 5 : 0)),
    })),
  }));
  // Stryker restore OptionalChaining
}
