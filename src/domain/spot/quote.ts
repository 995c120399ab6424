/**
 * One metal's quote out of the spot answer. The answer spells each metal's figures as its own fields
 * (`goldAsk`, `goldBid`, `goldChange`, `goldChangePercent`, …); this is the one place that knows it.
 */

/** The metals the spot answer quotes (copper has no spot quote). */
export const SPOT_METALS = ['gold', 'silver', 'platinum', 'palladium'] as const;
export type SpotMetal = (typeof SPOT_METALS)[number];

/** The spot answer's fields a quote is read from. The generated `SpotPrice` has them, and more. */
export type SpotFields = Record<`${SpotMetal}${'Ask' | 'Bid' | 'Change' | 'ChangePercent'}`, number>;

export interface MetalQuote {
  /** What a troy ounce costs to buy, in dollars. */
  ask: number;
  /** What a troy ounce fetches when sold, in dollars. */
  bid: number;
  /** The ask's change since the previous close, in dollars. */
  change: number;
  /** The same change, in percent of the previous close. */
  percent: number;
}

/** A metal's quote. */
export function quoteOf(spot: SpotFields, metal: SpotMetal): MetalQuote {
  return { ask: spot[`${metal}Ask`], bid: spot[`${metal}Bid`], change: spot[`${metal}Change`], percent: spot[`${metal}ChangePercent`] };
}

/** `Gold` or `gold` → `gold`; a metal with no spot quote (copper) or anything else → null. */
export function spotMetalOf(name: string): SpotMetal | null {
  const key = name.toLowerCase();
  return (SPOT_METALS as readonly string[]).includes(key) ? (key as SpotMetal) : null;
}

/** A metal's quote by its name as products and forms spell it (`Gold`); none for copper or while the answer loads. */
export function quoteByName(spot: SpotFields | undefined, name: string): MetalQuote | null {
  const metal = spotMetalOf(name);
  return spot && metal ? quoteOf(spot, metal) : null;
}
