/**
 * Cart totals in integer cents, for each way to pay: eCheck/wire, and card/PayPal
 * with the 4.2 percent surcharge on every unit price. Only selected, active lines count.
 */
import { FREE_SHIPPING_THRESHOLD_CENTS, shippingCents, withSurcharge } from '../checkout/charges';

export interface TotalsLine {
  productId: number;
  /** The eCheck/wire unit price for the line's quantity tier. */
  unitCents: number;
  quantity: number;
  /** Troy ounces of metal in one unit. */
  ounces: number;
  selected: boolean;
  isActive: boolean;
}

export interface CouponRule {
  code: string;
  discountType: '$' | '%';
  /** Dollars off, or percent off. */
  value: number;
  /** "Product" discounts only `applicableProducts`; anything else discounts the whole order. */
  couponType: string;
  applicableProducts: readonly number[];
}

/** A coupon as the API sends it, as a rule; null for no coupon. */
export function toCouponRule(
  c:
    | {
        couponCode?: string | undefined;
        discountType: '$' | '%';
        discountValue?: number | undefined;
        couponType: string;
        applicableProducts?: number[] | undefined;
      }
    | null
    | undefined,
): CouponRule | null {
  return c
    ? {
        code: c.couponCode ?? '',
        discountType: c.discountType,
        value: c.discountValue ?? 0,
        couponType: c.couponType,
        applicableProducts: c.applicableProducts ?? [],
      }
    : null;
}

export interface TaxRule {
  /** Percent; 0 when bullion is not taxed in the state. */
  ratePercent: number;
  /** Orders of this much or more (cents) are exempt; null when there is no threshold. */
  exemptFromCents: number | null;
}

export type PayBy = 'eCheck' | 'card';

export interface Totals {
  /** Merchandise at this method's unit prices. */
  subtotalCents: number;
  /** What the card/PayPal surcharge adds to the merchandise (0 for eCheck). */
  surchargeCents: number;
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
  /** What is left to spend for free domestic shipping (0 once it applies). */
  toFreeShippingCents: number;
  ounces: number;
}

export const counted = <L extends Pick<TotalsLine, 'selected' | 'isActive'>>(lines: readonly L[]): L[] =>
  lines.filter((l) => l.selected && l.isActive);

export const unitFor = (unitCents: number, by: PayBy): number => (by === 'card' ? withSurcharge(unitCents) : unitCents);

/** The coupon's discount on these lines at this method's prices: never more than what it applies to. */
export function couponDiscountCents(lines: readonly TotalsLine[], coupon: CouponRule | null, by: PayBy): number {
  if (!coupon) return 0;
  const eligible = counted(lines).filter((l) => coupon.couponType !== 'Product' || coupon.applicableProducts.includes(l.productId));
  const base = eligible.reduce((s, l) => s + unitFor(l.unitCents, by) * l.quantity, 0);
  // Stryker disable next-line ConditionalExpression: with nothing eligible the discount is capped at 0 below anyway
  if (base === 0) return 0;
  const off =
    coupon.discountType === '%'
      ? Math.round((base * Math.min(Math.max(coupon.value, 0), 100)) / 100)
      : Math.round(Math.max(coupon.value, 0) * 100);
  return Math.min(off, base);
}

export function cartTotals(
  lines: readonly TotalsLine[],
  options: { coupon: CouponRule | null; tax: TaxRule | null; domestic?: boolean },
  by: PayBy,
): Totals {
  const domestic = options.domestic ?? true;
  const items = counted(lines);
  const eCheckMerchandise = items.reduce((s, l) => s + l.unitCents * l.quantity, 0);
  const subtotalCents = items.reduce((s, l) => s + unitFor(l.unitCents, by) * l.quantity, 0);
  const ounces = Math.round(items.reduce((s, l) => s + l.ounces * l.quantity, 0) * 10000) / 10000;
  const discountCents = couponDiscountCents(lines, options.coupon, by);
  // Free shipping is judged on the merchandise at eCheck prices after the coupon, the same for both methods.
  // Stryker disable next-line StringLiteral: any method but 'card' is priced as eCheck
  const qualifying = eCheckMerchandise - couponDiscountCents(lines, options.coupon, 'eCheck');
  const shipping = items.length === 0 ? 0 : shippingCents(qualifying, ounces, domestic);
  const taxable = subtotalCents - discountCents;
  const tax = options.tax;
  const exempt = !tax || tax.ratePercent <= 0 || (tax.exemptFromCents !== null && taxable >= tax.exemptFromCents);
  const taxCents = exempt ? 0 : Math.round((taxable * tax.ratePercent) / 100);
  return {
    subtotalCents,
    surchargeCents: subtotalCents - eCheckMerchandise,
    discountCents,
    shippingCents: shipping,
    taxCents,
    totalCents: subtotalCents - discountCents + shipping + taxCents,
    toFreeShippingCents: domestic && items.length > 0 ? Math.max(0, FREE_SHIPPING_THRESHOLD_CENTS - qualifying) : 0,
    ounces,
  };
}
