/**
 * The price lock of the cart: prices are held for a while after they were fetched; when the hold ends
 * the cart is priced again and the shopper is told what changed.
 */
export const PRICE_LOCK_MS = 5 * 60 * 1000;

/** Whole seconds the prices are still held (0 when the hold has ended). */
export function secondsHeld(pricedAt: number, now: number, lockMs = PRICE_LOCK_MS): number {
  return Math.max(0, Math.ceil((pricedAt + lockMs - now) / 1000));
}

/** 4:05 */
export function formatHold(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export interface PriceChange {
  name: string;
  fromCents: number;
  toCents: number;
}

/** The unit prices that moved between two pricings of the same lines (matched by key). */
export function priceChanges<L extends { key: string; name: string; unitCents: number | null }>(
  before: readonly L[],
  after: readonly L[],
): PriceChange[] {
  const changes: PriceChange[] = [];
  for (const a of after) {
    const b = before.find((x) => x.key === a.key);
    if (b && b.unitCents !== null && a.unitCents !== null && b.unitCents !== a.unitCents)
      changes.push({ name: a.name, fromCents: b.unitCents, toCents: a.unitCents });
  }
  return changes;
}
