/**
 * Order charges of spec section 9, in integer cents.
 * - Card and PayPal carry a 4.2 percent surcharge added to the price.
 * - Domestic shipping is free on orders of $199 or more; otherwise the carrier charge is 25 percent of
 *   the total ounces of the selected items, in dollars, and at least $29.95.
 */
export const CARD_SURCHARGE_RATE = 0.042;
export const FREE_SHIPPING_THRESHOLD_CENTS = 199_00;
export const MIN_CARRIER_CHARGE_CENTS = 29_95;
export const CARRIER_DOLLARS_PER_OUNCE = 0.25;

export type PaymentMethod = 'eCheck' | 'Wire' | 'Card' | 'PayPal' | 'ApplePay';

export const toCents = (dollars: number): number => Math.round(dollars * 100);
export const toDollars = (cents: number): number => cents / 100;

/** Methods that pay the surcharge. ApplePay is a card payment. */
export function hasSurcharge(method: PaymentMethod): boolean {
  return method === 'Card' || method === 'PayPal' || method === 'ApplePay';
}

/** The price a card or PayPal buyer pays for an eCheck/wire price. */
export function withSurcharge(cents: number): number {
  return Math.round(cents * (1 + CARD_SURCHARGE_RATE));
}

export function surchargeFor(subtotalCents: number, method: PaymentMethod): number {
  return hasSurcharge(method) ? withSurcharge(subtotalCents) - subtotalCents : 0;
}

/** Shipping for a domestic order: free at the threshold, else the carrier charge for its ounces. */
export function shippingCents(subtotalCents: number, totalOunces: number, domestic = true): number {
  if (domestic && subtotalCents >= FREE_SHIPPING_THRESHOLD_CENTS) return 0;
  return Math.max(MIN_CARRIER_CHARGE_CENTS, Math.round(totalOunces * CARRIER_DOLLARS_PER_OUNCE * 100));
}
