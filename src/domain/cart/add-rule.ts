import type { StockName } from '@/domain/catalog/stock-status';
import { quantity as quantityRule } from '@/domain/validation';
import type { CartLineState } from './cart-rules';
import { cartLineMax, purchaseLimitMessage, quantityLimitMessage, unitsElsewhere } from './quantity-limit';

export interface AddRequest {
  /** The quantity as typed. */
  quantityText: string;
  /** The chosen stock option's name, and the most of it that can be bought (maxQuantity, and the purchase limit). */
  stockName: StockName;
  max: number;
  /** The product's purchase limit, for all its lines together (an at-spot offer: 10 an order); null for none. */
  limit: number | null;
  /** The line it goes to. */
  source: string;
  size: string | null;
  /** The product's lines already in a guest's cart (none for a customer, whose cart the API holds to the same rules). */
  inCart: readonly CartLineState[];
}

/**
 * Why this quantity cannot go into the cart, in the shopper's words, or null when it can. The limits hold
 * for the line as it will be: already in the cart plus this quantity stays within what the option allows,
 * and the purchase limit counts the product's other lines too.
 */
export function addProblem({ quantityText, stockName, max, limit, source, size, inCart }: AddRequest): string | null {
  const parsed = quantityRule().safeParse(quantityText);
  // Stryker disable next-line OptionalChaining,StringLiteral: a failed parse always has an issue
  if (!parsed.success) return parsed.error.issues[0]?.message ?? 'Enter a quantity.';
  const active = inCart.filter((l) => l.isActive);
  const onLine = (l: CartLineState) => l.source === source && (l.size ?? null) === size;
  const already = active.filter(onLine).reduce((n, l) => n + l.quantity, 0);
  const elsewhere = active.filter((l) => !onLine(l)).reduce((n, l) => n + l.quantity, 0);
  const wanted = Number(quantityText) + already;
  const held = limit !== null && wanted + elsewhere > limit ? { why: purchaseLimitMessage(limit), had: already + elsewhere } : null;
  if (!held && wanted <= max) return null;
  const { why, had } = held ?? { why: quantityLimitMessage(stockName, max), had: already };
  return had ? `${why} You already have ${had} in your cart.` : why;
}

/**
 * Why a cart line cannot hold the quantity typed, in the shopper's words, or null when it can: held to its
 * stock option and to what the product's purchase limit leaves after its other lines, as the API holds it.
 */
export function lineQuantityProblem(
  quantityText: string,
  line: CartLineState & { stocks: readonly { stockName: StockName; stockQty: number }[]; purchaseLimit: number | null },
  lines: readonly (CartLineState & { isActive?: boolean })[],
): string | null {
  const checked = quantityRule().safeParse(quantityText);
  // Stryker disable next-line OptionalChaining,StringLiteral: a failed parse always has an issue
  if (!checked.success) return checked.error.issues[0]?.message ?? 'Enter a quantity.';
  const { max, why } = cartLineMax(line.source, line.stocks, line.purchaseLimit, unitsElsewhere(lines, line));
  return Number(quantityText) > max ? why : null;
}
