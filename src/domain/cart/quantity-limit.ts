import type { StockName } from '@/domain/catalog/stock-status';
import { STOCK_STATUS } from '@/domain/catalog/stock-status';
import { formatNumber } from '@/domain/format';
import { sameLine, type CartLineKey } from './cart-rules';

/** The most units of one product a cart line or an order line can hold (the contract's maximum). */
export const MAX_UNITS_PER_LINE = 1000;

/**
 * How many units of a stock option a shopper can buy: what is in stock for in-stock and impaired
 * options, up to the per-line limit for preorders and presales, none for out of stock and coming soon.
 */
export function maxQuantity(stockName: StockName, stockQty: number): number {
  if (!STOCK_STATUS[stockName].buyable) return 0;
  if (stockName === 'in stock' || stockName === 'Impaired') return Math.max(0, Math.min(Math.floor(stockQty), MAX_UNITS_PER_LINE));
  return MAX_UNITS_PER_LINE;
}

/**
 * Why more than a product's purchase limit cannot be bought (an at-spot offer is limited to 10 an order),
 * naming what the cart's other lines of the product already hold, as they count towards it.
 */
export function purchaseLimitMessage(limit: number, elsewhere = 0): string {
  const said = `This product is limited to ${formatNumber(limit)} per order`;
  if (elsewhere <= 0) return `${said}.`;
  return `${said}, and ${formatNumber(elsewhere)} ${elsewhere === 1 ? 'is' : 'are'} on another line of your cart.`;
}

/**
 * Units of a line's product on the cart's other lines (another stock option, size or sales event): a
 * purchase limit holds for all of a product's lines together, as the order is checked at checkout.
 * Lines no longer available are not counted, as the cart does not count them.
 */
export function unitsElsewhere(lines: readonly (CartLineKey & { quantity: number; isActive?: boolean })[], line: CartLineKey): number {
  return lines
    .filter((l) => l.productId === line.productId && l.isActive !== false && !sameLine(l, line))
    .reduce((n, l) => n + l.quantity, 0);
}

/** The limit said before a shopper tries: on the product page beside its quantity, and on its cart line. */
export function purchaseLimitHint(limit: number): string {
  return `Limit ${formatNumber(limit)} per order.`;
}

/**
 * The most units a cart line can hold, and why no more, in the shopper's words: what its stock option
 * allows or what the product's purchase limit leaves after its other lines (`elsewhere`), whichever is
 * lower (the limit's message when they are equal).
 */
export function cartLineMax(
  source: string,
  stocks: readonly { stockName: StockName; stockQty: number }[],
  purchaseLimit: number | null,
  elsewhere = 0,
): { max: number; why: string } {
  const stock = lineLimit(source, stocks);
  const stockMax = stock?.max ?? MAX_UNITS_PER_LINE;
  const left = purchaseLimit === null ? null : Math.max(0, purchaseLimit - elsewhere);
  if (purchaseLimit !== null && left !== null && left <= stockMax)
    return { max: left, why: purchaseLimitMessage(purchaseLimit, elsewhere) };
  return { max: stockMax, why: quantityLimitMessage(stock?.stockName ?? 'preorder', stockMax) };
}

/** Why a quantity over the limit cannot be bought, in the shopper's words. */
export function quantityLimitMessage(stockName: StockName, max: number): string {
  if (max === 0) return 'This option is not available to buy.';
  if ((stockName === 'in stock' || stockName === 'Impaired') && max < MAX_UNITS_PER_LINE)
    return `Only ${max} in stock. Lower the quantity or choose Preorder.`;
  return `You can buy up to ${formatNumber(MAX_UNITS_PER_LINE)} at a time.`;
}

/** Stock names that feed each inventory source (In Stock → Instock, Preorder → Backorder, Presale → Presale). */
const SOURCE_STOCK_NAMES: Record<string, readonly StockName[]> = {
  Instock: ['in stock', 'Impaired'],
  Backorder: ['preorder'],
  Presale: ['presale', 'coming soon'],
};

/**
 * The most a cart line of this source can hold, from the product's stock options, and the option it is
 * judged by; null when the stock is not known (a guest line not priced yet: the per-line limit holds).
 */
export function lineLimit(
  source: string,
  stocks: readonly { stockName: StockName; stockQty: number }[],
): { max: number; stockName: StockName } | null {
  const names = SOURCE_STOCK_NAMES[source] ?? [];
  const options = stocks.filter((s) => names.includes(s.stockName));
  if (options.length === 0) return null;
  const best = options.map((s) => ({ stockName: s.stockName, max: maxQuantity(s.stockName, s.stockQty) })).sort((a, b) => b.max - a.max)[0];
  return best ?? null;
}

/**
 * The merge at sign-in, held to stock: the customer's own quantity is kept as it is, and the
 * guest's is added only up to what is left (never below nothing).
 */
export function mergedQuantity(customerQty: number, guestQty: number, max: number): number {
  return Math.max(customerQty, Math.min(customerQty + guestQty, max));
}
