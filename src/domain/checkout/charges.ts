/**
 * Order charges, in integer cents (money is never a float here: a cent lost in rounding is a wrong invoice).
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

/** Optional extras at checkout. Their fees are the dealer's figures; what each buys is ours to say. */
export const GIFT_WRAP_CENTS = 3_95;
export const SIGNATURE_CONFIRMATION_CENTS = 5_95;

export type ShippingCode = 'standard' | 'express' | 'usps-priority';

export interface ShippingChoice {
  code: ShippingCode;
  carrier: 'UPS' | 'FedEx' | 'USPS';
  label: string;
  cents: number;
  estimatedDays: string;
}

/**
 * The carriers a dealer offers for an order. Standard follows the dealer's rule (free from $199 domestic, else 25
 * percent of the ounces, at least $29.95); express and priority cost more and are never free.
 */
export function shippingChoices(qualifyingCents: number, totalOunces: number, domestic = true): ShippingChoice[] {
  const standard = shippingCents(qualifyingCents, totalOunces, domestic);
  // Stryker disable next-line BooleanLiteral: nothing qualifies for free shipping at $0, domestic or not
  const carrier = shippingCents(0, totalOunces, false);
  return [
    { code: 'standard', carrier: 'UPS', label: 'UPS Ground, fully insured', cents: standard, estimatedDays: '3-5 business days' },
    {
      code: 'usps-priority',
      carrier: 'USPS',
      label: 'USPS Priority Mail, fully insured',
      cents: Math.max(standard, 8_95),
      estimatedDays: '2-4 business days',
    },
    {
      code: 'express',
      carrier: 'FedEx',
      label: 'FedEx 2Day, fully insured',
      cents: Math.max(carrier + 29_95, 49_95),
      estimatedDays: '2 business days',
    },
  ];
}

export interface SalesTaxRule {
  /** Percent. */
  rate: number;
  isTaxable: boolean;
  /** Dollars; orders of this much or more are exempt. */
  exemptionThreshold?: number | null | undefined;
}

/** Sales tax on the merchandise (after the coupon) and shipping, unless the state exempts the order. */
export function salesTaxCents(taxableCents: number, shippingChargeCents: number, rule: SalesTaxRule): number {
  // Stryker disable next-line EqualityOperator: a rate of 0 taxes 0 either way
  if (!rule.isTaxable || rule.rate <= 0) return 0;
  if (rule.exemptionThreshold !== null && rule.exemptionThreshold !== undefined && taxableCents >= toCents(rule.exemptionThreshold))
    return 0;
  return Math.round(((taxableCents + shippingChargeCents) * rule.rate) / 100);
}
