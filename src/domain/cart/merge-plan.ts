import { sameLine, type CartLineKey } from './cart-rules';
import { lineLimit, mergedQuantity } from './quantity-limit';
import type { StockName } from '@/domain/catalog/stock-status';

type Stocks = readonly { stockName: StockName; stockQty: number }[];

export interface MergeStep<G> {
  guest: G;
  /** Units to add to the customer's cart (0: nothing is left to add; the guest line is dropped). */
  add: number;
}

/**
 * How a guest cart merges into the customer's server cart at sign-in, held to stock: each guest line
 * adds only what stock leaves after the customer's own line, whose quantity is never lowered.
 * `stocksOf` gives a line's stock options where known (from either cart's pricing).
 */
export function mergePlan<G extends CartLineKey & { quantity: number }, S extends CartLineKey & { quantity: number; isActive: boolean }>(
  guest: readonly G[],
  server: readonly S[],
  stocksOf: (line: CartLineKey) => Stocks | undefined,
): MergeStep<G>[] {
  return guest.map((g) => {
    const own = server.find((s) => s.isActive && sameLine(s, g))?.quantity ?? 0;
    const limit = lineLimit(g.source, stocksOf(g) ?? []);
    if (!limit) return { guest: g, add: g.quantity };
    return { guest: g, add: mergedQuantity(own, g.quantity, limit.max) - own };
  });
}

/**
 * What the load-time stock check does with a server line: keep it, lower it to what is in stock, or
 * remove it when none is (spec 5 removes lines with no stock for their quantity; a line is only ever
 * removed when nothing of it can be bought).
 */
export function stockFix(line: CartLineKey & { quantity: number; stocks?: Stocks | undefined }): { action: 'keep' } | { action: 'lower'; to: number } | { action: 'remove' } {
  const limit = line.stocks ? lineLimit(line.source, line.stocks) : null;
  if (!limit || line.quantity <= limit.max) return { action: 'keep' };
  return limit.max > 0 ? { action: 'lower', to: limit.max } : { action: 'remove' };
}
