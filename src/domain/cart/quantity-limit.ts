import type { StockName } from '@/domain/catalog/stock-status';
import { STOCK_STATUS } from '@/domain/catalog/stock-status';

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

/** Why a quantity over the limit cannot be bought, in the shopper's words. */
export function quantityLimitMessage(stockName: StockName, max: number): string {
  if (max === 0) return 'This option is not available to buy.';
  if ((stockName === 'in stock' || stockName === 'Impaired') && max < MAX_UNITS_PER_LINE) return `Only ${max} in stock. Lower the quantity or choose Preorder.`;
  return `You can buy up to ${MAX_UNITS_PER_LINE.toLocaleString('en-US')} at a time.`;
}
