/**
 * The charges of one order for one way to pay, in integer cents. The store shows them and the API
 * charges them from the same function, so the amount authorised is the amount of the order.
 */
import { couponDiscountCents, unitFor, type CouponRule } from '../cart/totals';
import { GIFT_WRAP_CENTS, hasSurcharge, SIGNATURE_CONFIRMATION_CENTS, type PaymentMethod } from './charges';

export interface OrderLineCents {
  productId: number;
  /** eCheck/wire unit price. */
  unitCents: number;
  quantity: number;
  ounces: number;
}

export interface OrderExtras {
  giftWrap: boolean;
  signature: boolean;
}

export interface OrderTotals {
  /** Merchandise at this method's unit prices. */
  subtotalCents: number;
  surchargeCents: number;
  discountCents: number;
  /** Merchandise after the coupon: what tax is charged on (with shipping). */
  taxableCents: number;
  shippingCents: number;
  giftWrapCents: number;
  signatureCents: number;
  taxCents: number;
  totalCents: number;
}

const asTotalsLines = (lines: readonly OrderLineCents[]) => lines.map((l) => ({ ...l, selected: true, isActive: true }));

/** Merchandise after the coupon at eCheck prices: what free shipping is judged on, whatever the method. */
export function qualifyingCents(lines: readonly OrderLineCents[], coupon: CouponRule | null): number {
  const merchandise = lines.reduce((s, l) => s + l.unitCents * l.quantity, 0);
  // Stryker disable next-line StringLiteral: any method but 'card' is priced as eCheck
  return merchandise - couponDiscountCents(asTotalsLines(lines), coupon, 'eCheck');
}

/** Merchandise and coupon for a method, before shipping and tax. */
export function merchandiseFor(lines: readonly OrderLineCents[], coupon: CouponRule | null, method: PaymentMethod) {
  // Stryker disable next-line StringLiteral: any method but 'card' is priced as eCheck
  const by = hasSurcharge(method) ? 'card' : 'eCheck';
  const eCheck = lines.reduce((s, l) => s + l.unitCents * l.quantity, 0);
  const subtotalCents = lines.reduce((s, l) => s + unitFor(l.unitCents, by) * l.quantity, 0);
  const discountCents = couponDiscountCents(asTotalsLines(lines), coupon, by);
  return { subtotalCents, surchargeCents: subtotalCents - eCheck, discountCents, taxableCents: subtotalCents - discountCents };
}

export function orderTotals(input: {
  lines: readonly OrderLineCents[];
  coupon: CouponRule | null;
  method: PaymentMethod;
  shippingCents: number;
  taxCents: number;
  extras: OrderExtras;
}): OrderTotals {
  const m = merchandiseFor(input.lines, input.coupon, input.method);
  const giftWrapCents = input.extras.giftWrap ? GIFT_WRAP_CENTS : 0;
  const signatureCents = input.extras.signature ? SIGNATURE_CONFIRMATION_CENTS : 0;
  return {
    ...m,
    shippingCents: input.shippingCents,
    giftWrapCents,
    signatureCents,
    taxCents: input.taxCents,
    totalCents: m.taxableCents + input.shippingCents + giftWrapCents + signatureCents + input.taxCents,
  };
}
