/**
 * The cart's rules, for any line shape (guest lines in the browser, server lines in the mock).
 * Every function returns a new array; none mutates its input.
 */
export interface CartLineKey {
  productId: number;
  salesEventId: number | null;
  /** Inventory source: Instock, Backorder or Presale. */
  source: string;
  size: string | null;
}

export interface CartLineState extends CartLineKey {
  quantity: number;
  selected: boolean;
  isActive: boolean;
}

/** Lines merge only when product, sales event, inventory source and size all match. */
export function sameLine(a: CartLineKey, b: CartLineKey): boolean {
  return (
    a.productId === b.productId &&
    (a.salesEventId ?? null) === (b.salesEventId ?? null) &&
    a.source === b.source &&
    (a.size ?? null) === (b.size ?? null)
  );
}

/**
 * Adds a line: merges its quantity into a matching line, otherwise appends it.
 * A re-added inactive line comes back with the added quantity, active and unselected.
 */
export function addLine<L extends CartLineState>(lines: readonly L[], added: L): L[] {
  const i = lines.findIndex((l) => sameLine(l, added));
  if (i < 0) return [...lines, added];
  return lines.map((l, j) => {
    if (j !== i) return l;
    if (!l.isActive) return { ...l, quantity: added.quantity, isActive: true, selected: false };
    return { ...l, quantity: l.quantity + added.quantity };
  });
}

/** Overwrite sets the quantity of the matching line and selects it. */
export function overwriteLine<L extends CartLineState>(lines: readonly L[], key: CartLineKey, quantity: number): L[] {
  return lines.map((l) => (sameLine(l, key) ? { ...l, quantity, selected: true } : l));
}

export function setSelected<L extends CartLineState>(lines: readonly L[], key: CartLineKey, selected: boolean): L[] {
  return lines.map((l) => (sameLine(l, key) ? { ...l, selected } : l));
}

export function removeLine<L extends CartLineState>(lines: readonly L[], key: CartLineKey): L[] {
  return lines.filter((l) => !sameLine(l, key));
}

/** Emptying the cart removes only the selected lines. */
export function emptySelected<L extends CartLineState>(lines: readonly L[]): L[] {
  return lines.filter((l) => !l.selected);
}

/** Inactive lines are not counted. */
export function countItems(lines: readonly CartLineState[]): number {
  return lines.filter((l) => l.isActive).reduce((n, l) => n + l.quantity, 0);
}

/** The cart badge: the count, or 9+ above 9. */
export function badgeText(count: number): string {
  return count > 9 ? '9+' : String(count);
}

/** The drawer lists only active lines with a positive price for their quantity. */
export function drawerLines<L extends { isActive: boolean; quantity: number; price: number }>(lines: readonly L[]): L[] {
  return lines.filter((l) => l.isActive && l.price * l.quantity > 0);
}
