/** Sell-to-us requests and sales orders as the customer reads them (SellToBoldOrder, SalesOrder). */

export type SellStatus = 'Requested' | 'Quoted' | 'Accepted' | 'Received' | 'Paid' | 'Cancelled';

export interface SellLine {
  description: string;
  quantity: number;
  ouncesPerUnit?: number;
  offeredPrice?: number | null;
}

/** What happens next, in the customer's words. */
export const SELL_NEXT: Record<SellStatus, string> = {
  Requested: 'We are preparing your quote; it usually arrives within one business day.',
  Quoted: 'Your quote is ready. Accept it to lock the price, or decline it.',
  Accepted: 'Quote accepted. Ship your metal with the prepaid, insured label we email you.',
  Received: 'We have your metal and are checking it. Payment follows within two business days.',
  Paid: 'Paid. Thank you for selling to us.',
  Cancelled: 'Cancelled. Nothing more will happen with this request.',
};

/** Only a quoted request can be accepted; any not yet received or paid can be cancelled (the mock's rules). */
export const canAccept = (status: SellStatus): boolean => status === 'Quoted';
export const canCancel = (status: SellStatus): boolean => status === 'Requested' || status === 'Quoted' || status === 'Accepted';

/** Total troy ounces of the lines, to the thousandth; a line without ounces per unit counts none. */
export function totalOunces(lines: readonly SellLine[]): number {
  const thousandths = lines.reduce((sum, l) => sum + Math.round(l.quantity * (l.ouncesPerUnit ?? 0) * 1000), 0);
  return thousandths / 1000;
}

/** The quote per troy ounce, in whole cents, or null when there is no quote or no ounces to divide by. */
export function quotePerOunce(quotedTotal: number | null | undefined, lines: readonly SellLine[]): number | null {
  const ounces = totalOunces(lines);
  if (quotedTotal === null || quotedTotal === undefined || ounces <= 0) return null;
  return Math.round((quotedTotal / ounces) * 100) / 100;
}

/** A line's amount on a sales order: quantity × the price paid per unit, in whole cents; null without a price. */
export function lineAmount(line: SellLine): number | null {
  if (line.offeredPrice === null || line.offeredPrice === undefined) return null;
  return Math.round(line.quantity * line.offeredPrice * 100) / 100;
}
