/**
 * Melt value: what the metal in a piece is worth at spot. Weights are in troy ounces, grams or kilograms;
 * purity is the fine fraction (0.999, 0.9167 for 22 karat, 0.925 sterling, 0.900 US 90% coin silver).
 */

export const GRAMS_PER_TROY_OUNCE = 31.1034768;

export const WEIGHT_UNITS = [
  { value: 'ozt', label: 'troy oz', grams: GRAMS_PER_TROY_OUNCE },
  { value: 'g', label: 'grams', grams: 1 },
  { value: 'kg', label: 'kilograms', grams: 1000 },
] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number]['value'];

export const PURITIES = [
  { value: '0.9999', label: '.9999 fine' },
  { value: '0.999', label: '.999 fine' },
  { value: '0.9167', label: '.9167 (22 karat)' },
  { value: '0.925', label: '.925 sterling' },
  { value: '0.9', label: '.900 (US 90% coin)' },
  { value: '0.5833', label: '.5833 (14 karat)' },
] as const;

export const MELT_METALS = ['Silver', 'Gold', 'Platinum', 'Palladium'] as const;
export type MeltMetal = (typeof MELT_METALS)[number];

export interface MeltLine {
  metal: MeltMetal;
  weight: number;
  unit: WeightUnit;
  purity: number;
  quantity: number;
}

/** Troy ounces of pure metal in the whole line (every piece). */
export function fineOunces(line: Pick<MeltLine, 'weight' | 'unit' | 'purity' | 'quantity'>): number {
  const unit = WEIGHT_UNITS.find((u) => u.value === line.unit);
  if (!unit || !(line.weight > 0) || !(line.purity > 0) || line.purity > 1 || !Number.isInteger(line.quantity) || line.quantity < 1)
    return 0;
  return ((line.weight * unit.grams) / GRAMS_PER_TROY_OUNCE) * line.purity * line.quantity;
}

/** The melt value in cents of so many fine ounces at a price per ounce, rounded to the cent. */
export function meltCents(ounces: number, pricePerOunce: number): number {
  if (!(ounces > 0) || !(pricePerOunce > 0)) return 0;
  return Math.round(ounces * pricePerOunce * 100);
}

/** Checks the fields as typed: a reason per bad field, none when the line can be valued. */
export function meltLineErrors(input: { weight: string; quantity: string }): { weight?: string; quantity?: string } {
  const errors: { weight?: string; quantity?: string } = {};
  const weight = Number(input.weight);
  if (input.weight.trim() === '') errors.weight = 'Enter a weight.';
  else if (!Number.isFinite(weight) || weight <= 0) errors.weight = 'Enter a weight above zero, such as 1 or 31.1.';
  else if (weight > 100_000) errors.weight = 'Enter a weight of 100,000 or less.';
  if (input.quantity.trim() === '') errors.quantity = 'Enter a quantity.';
  else if (!/^\d+$/.test(input.quantity.trim()) || Number(input.quantity) < 1)
    errors.quantity = 'Enter a whole number of pieces, 1 or more.';
  else if (Number(input.quantity) > 10_000) errors.quantity = 'Enter 10,000 pieces or fewer.';
  return errors;
}

/** A line in words for a sell-to-us request: "20 × 1 troy oz .999 silver". */
export function describeMeltLine(line: MeltLine): string {
  const unit = WEIGHT_UNITS.find((u) => u.value === line.unit)?.label ?? line.unit;
  const purity = PURITIES.find((p) => Number(p.value) === line.purity)?.label.split(' ')[0] ?? String(line.purity);
  return `${line.quantity} × ${line.weight} ${unit} ${purity} ${line.metal.toLowerCase()}`;
}

/** A sell-to-us item carried in the address: metal, quantity and description, each checked on the way in. */
export interface SellItem {
  metal: 'Silver' | 'Gold' | 'Platinum' | 'Palladium' | 'Copper';
  quantity: number;
  description: string;
}

const SELL_ITEM_METALS = ['Silver', 'Gold', 'Platinum', 'Palladium', 'Copper'] as const;

export function sellItemParam(item: SellItem): string {
  return `${item.metal}~${item.quantity}~${item.description}`;
}

/** Items from `item=Metal~quantity~description` parameters; anything malformed is left out. At most 20. */
export function parseSellItems(values: readonly string[]): SellItem[] {
  const items: SellItem[] = [];
  for (const value of values.slice(0, 20)) {
    const [metal, quantity, ...rest] = value.split('~');
    const description = rest.join('~').trim().slice(0, 200);
    const known = SELL_ITEM_METALS.find((m) => m === metal);
    if (!known || !/^\d{1,5}$/.test(quantity ?? '') || Number(quantity) < 1 || !description) continue;
    items.push({ metal: known, quantity: Number(quantity), description });
  }
  return items;
}
