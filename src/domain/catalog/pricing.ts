import { toCents, withSurcharge } from '../checkout/charges';

export interface Tier {
  floorMin: number;
  floorMax?: number | null;
  price: number;
  discountPrice: number;
  retailBackOrderedPriceAsTier?: number | null;
  retailBackOrderedDiscountPriceAsTier?: number | null;
}

export type Source = 'Instock' | 'Backorder' | 'Presale';

/** In Stock maps to Instock, Preorder to Backorder, Presale to Presale. */
export function sourceOf(stock: { stockName: string }): Source {
  if (stock.stockName === 'preorder') return 'Backorder';
  if (stock.stockName === 'presale' || stock.stockName === 'coming soon') return 'Presale';
  return 'Instock';
}
/** What a shopper calls each source. */
export const SOURCE_LABEL: Record<Source, string> = { Instock: 'In Stock', Backorder: 'Preorder', Presale: 'Presale' };

/** The tier whose quantity range holds `quantity` (the last tier has no upper bound). */
export function tierFor<T extends Tier>(tiers: readonly T[], quantity: number): T | undefined {
  // Tiers are contiguous from 1, so below a tier's floor the one before already matched, and an open-ended
  // last tier is also the fallback: the floor check can be dropped without changing any answer.
  // Stryker disable next-line ConditionalExpression: an equivalent mutant, as said above
  return tiers.find((t) => quantity >= t.floorMin && (t.floorMax == null || quantity <= t.floorMax)) ?? tiers.at(-1);
}

/** eCheck/wire unit price of a tier in cents: the sale price, or the backorder price for a preorder. */
export function unitCents(tier: Tier, source: Source): number {
  const backorder = source === 'Backorder' ? (tier.retailBackOrderedDiscountPriceAsTier ?? tier.retailBackOrderedPriceAsTier) : null;
  return toCents(backorder ?? tier.discountPrice);
}

/** Both payment columns of the price table (card and PayPal pay 4.2 percent more). */
export function tierPrices(tier: Tier, source: Source): { eCheckCents: number; cardCents: number } {
  const eCheckCents = unitCents(tier, source);
  return { eCheckCents, cardCents: withSurcharge(eCheckCents) };
}

/** "1–19", "20–99", "100+" */
export function tierRange(tier: Tier): string {
  return tier.floorMax == null
    ? `${tier.floorMin}+`
    : tier.floorMin === tier.floorMax
      ? String(tier.floorMin)
      : `${tier.floorMin}–${tier.floorMax}`;
}

/** Dollars over the metal's melt value, and the price of one troy ounce. */
export function premiumOverSpotCents(unitPriceCents: number, spotAsk: number, ounces: number): number {
  return unitPriceCents - toCents(spotAsk * ounces);
}
export function perOunceCents(unitPriceCents: number, ounces: number): number | null {
  return ounces > 0 ? Math.round(unitPriceCents / ounces) : null;
}

/**
 * The listing's "lowest price per ounce" order: by the "as low as" price over the troy ounces, cheapest
 * first; products without metal weight (supplies, jewelry with no ounces) after every metal product.
 */
export function byPricePerOunce(a: { lowestPrice?: number; ounces?: number }, b: { lowestPrice?: number; ounces?: number }): number {
  const per = (p: { lowestPrice?: number; ounces?: number }) =>
    p.ounces && p.ounces > 0 ? (p.lowestPrice ?? 0) / p.ounces : Number.POSITIVE_INFINITY;
  const x = per(a);
  const y = per(b);
  return x === y ? 0 : x < y ? -1 : 1;
}

/** The sale countdown shows days, hours, minutes and seconds; days only above about 86387 s. */
export const DAYS_SHOWN_ABOVE_SECONDS = 86387;
export function splitCountdown(totalSeconds: number) {
  const s = Math.max(0, Math.floor(totalSeconds));
  return {
    days: Math.floor(s / 86400),
    hours: Math.floor((s % 86400) / 3600),
    minutes: Math.floor((s % 3600) / 60),
    seconds: s % 60,
    showDays: s > DAYS_SHOWN_ABOVE_SECONDS,
  };
}
export function formatCountdown(totalSeconds: number): string {
  const c = splitCountdown(totalSeconds);
  const pad = (n: number) => String(n).padStart(2, '0');
  // Without days the time is under a day (days show from 86388 s), so the hours are all there is.
  const clock = `${pad(c.hours)}h ${pad(c.minutes)}m ${pad(c.seconds)}s`;
  return c.showDays ? `${c.days}d ${clock}` : clock;
}
