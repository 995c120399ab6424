import { sameLine, type CartLineKey } from './cart-rules';
import { lineLimit, mergedQuantity } from './quantity-limit';
import type { StockName } from '@/domain/catalog/stock-status';

type Stocks = readonly { stockName: StockName; stockQty: number }[];

export interface MergeStep<G> {
  guest: G;
  /** Units to add to the customer's cart (0: nothing is left to add; the guest line is dropped). */
  add: number;
  /** What held the line below the guest's quantity, when something did: its stock, or the product's purchase limit. */
  heldBy: 'stock' | 'limit' | null;
}

/** What is known of a line's product from either cart's pricing: its stock options and its purchase limit. */
export interface LineOptions {
  stocks?: Stocks | undefined;
  purchaseLimit?: number | null | undefined;
}

/**
 * How a guest cart merges into the customer's server cart at sign-in, held to stock and to the product's
 * purchase limit (an at-spot offer: 10 an order, which the API refuses past): each guest line adds only
 * what is left after the customer's own line, whose quantity is never lowered, and after what the
 * product's other lines (the customer's and the guest lines merged before it) already hold. `optionsOf` gives what
 * is known of a line's product; with nothing known (an outage) the line is added whole and the API holds it.
 */
export function mergePlan<G extends CartLineKey & { quantity: number }, S extends CartLineKey & { quantity: number; isActive: boolean }>(
  guest: readonly G[],
  server: readonly S[],
  optionsOf: (line: CartLineKey) => LineOptions | undefined,
): MergeStep<G>[] {
  // Each product's units in the cart as the plan goes: a purchase limit holds for all of its lines together.
  const units = new Map<number, number>();
  for (const s of server) if (s.isActive) units.set(s.productId, (units.get(s.productId) ?? 0) + s.quantity);
  return guest.map((g) => {
    const own = server.find((s) => s.isActive && sameLine(s, g))?.quantity ?? 0;
    const options = optionsOf(g);
    const stock = lineLimit(g.source, options?.stocks ?? []);
    const limit = options?.purchaseLimit ?? null;
    const before = units.get(g.productId) ?? 0;
    const step = (add: number, heldBy: MergeStep<G>['heldBy']): MergeStep<G> => {
      units.set(g.productId, before + add);
      return { guest: g, add, heldBy };
    };
    if (!stock && limit === null) return step(g.quantity, null);
    const stockMax = stock?.max ?? Number.POSITIVE_INFINITY;
    const limitMax = limit === null ? Number.POSITIVE_INFINITY : Math.max(own, limit - (before - own));
    const add = mergedQuantity(own, g.quantity, Math.min(stockMax, limitMax)) - own;
    return step(add, add >= g.quantity ? null : limitMax <= stockMax ? 'limit' : 'stock');
  });
}

/**
 * What the load-time stock check does with a server line: keep it, lower it to what is in stock, or
 * remove it when none is (a line is only ever removed when nothing of it can
 * be bought: lowering keeps what the shopper can still have).
 */
export function stockFix(
  line: CartLineKey & { quantity: number; stocks?: Stocks | undefined },
): { action: 'keep' } | { action: 'lower'; to: number } | { action: 'remove' } {
  const limit = line.stocks ? lineLimit(line.source, line.stocks) : null;
  if (!limit || line.quantity <= limit.max) return { action: 'keep' };
  return limit.max > 0 ? { action: 'lower', to: limit.max } : { action: 'remove' };
}
