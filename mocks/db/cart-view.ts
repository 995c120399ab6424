import type { components } from '@generated/schema';
import { purchaseLimitOf, type MockProduct, type StockName } from './catalog';
import type { MockDb } from './index';
import { priceTiers, spotAsk, stocksOf } from './pricing';
import { imagePathOf } from './present';
import { cents } from './random';
import type { CartLine } from './state';

type Schemas = components['schemas'];

/** The stock option a line buys from: Instock takes in stock (or Impaired), Backorder preorder, Presale presale or coming soon. */
export function stockNameFor(p: MockProduct, source: Schemas['InventorySource']): StockName | undefined {
  const names = p.stock.map((s) => s.stockName);
  if (source === 'Backorder') return names.find((n) => n === 'preorder');
  if (source === 'Presale') return names.find((n) => n === 'presale' || n === 'coming soon');
  return names.find((n) => n === 'in stock' || n === 'Impaired' || n === 'out of stock');
}

export function unitPrice(db: MockDb, p: MockProduct, quantity: number, source: Schemas['InventorySource'], size: string | null): number {
  const tiers = priceTiers(p, spotAsk(p, db.market, db.now()));
  // Stryker disable next-line ConditionalExpression: tiers are contiguous from 1, so below a tier's floor the one before already matched, and an open-ended last tier is also the fallback
  const tier = tiers.find((t) => quantity >= t.floorMin && (t.floorMax == null || quantity <= t.floorMax)) ?? tiers.at(-1);
  // Stryker disable next-line ConditionalExpression: priceTiers always gives at least one tier
  if (!tier) return 0;
  const base = source === 'Backorder' ? (tier.retailBackOrderedDiscountPriceAsTier ?? tier.discountPrice) : tier.discountPrice;
  // Stryker disable next-line LogicalOperator: with no size, indexOf finds nothing and the extra is 0 either way
  const sizeExtra = size && p.productType === 'Jewelry' ? Math.max(0, p.sizes.indexOf(size)) * 5 : 0;
  return cents(base + sizeExtra);
}

/** A cart line as the API returns it (CartProduct), priced by its quantity tier at current spot. */
export function toCartProduct(
  db: MockDb,
  line: Pick<CartLine, 'productId' | 'quantity' | 'salesEventId' | 'source' | 'size' | 'selected' | 'isActive'> & {
    shoppingCartId: number | null;
  },
): Schemas['CartProduct'] | null {
  const p = db.product(line.productId);
  if (!p) return null;
  const ask = spotAsk(p, db.market, db.now());
  const option = stockNameFor(p, line.source);
  const price = option ? unitPrice(db, p, line.quantity, line.source, line.size) : 0;
  return {
    productId: p.id,
    productName: p.name,
    productNameWithHypen: p.slug,
    imagePath: imagePathOf(p),
    quantity: line.quantity,
    price,
    discount: p.sale?.discountPercent ?? 0,
    size: line.size,
    selected: line.selected,
    isActive: line.isActive && option !== undefined,
    stocks: stocksOf(p, ask),
    purchaseLimit: purchaseLimitOf(p),
    activeSalesEventId: p.sale?.id ?? null,
    productInventorySource: line.source,
    isClearanceProduct: p.isClearance,
    isGrouped: p.sizes.length > 0,
    shoppingCartId: line.shoppingCartId,
    totalPrice: cents(price * line.quantity),
    ounces: Math.round(p.ounces * 10000) / 10000,
    metal: p.metal,
    productType: p.productType,
    tip: cents(Math.max(0, price - ask * p.ounces) / Math.max(p.ounces, 1)),
    ceiling_Premium: null,
    predicatedSpot: null,
    priceType: p.atSpot ? 'AtSpot' : 'Tier',
    childs: [],
    spot: p.metal === 'Copper' ? null : ask,
  };
}
