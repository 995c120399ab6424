import { useQuery } from '@tanstack/react-query';
import { getCalculateTaxQueryOptions, getGetShippingOptionsQueryOptions } from '@generated/hooks/checkout/checkout';
import type { Coupon, PriceLock } from '@generated/hooks/model';
import { toCouponRule } from '@/domain/cart/totals';
import type { AddressData } from '@/domain/checkout/checkout-state';
import { toCents, toDollars, type PaymentMethod } from '@/domain/checkout/charges';
import { merchandiseFor, orderTotals, type OrderLineCents, type OrderTotals } from '@/domain/checkout/order-totals';
import { useAppliedCoupon } from '@/features/cart';
import { useCheckout } from '@/features/session';
import type { PriceLockState } from './use-price-lock';

const valid = (state: string | undefined, zip: string | undefined) => Boolean(state && zip && /^\d{5}(-\d{4})?$/.test(zip));

type Lock = PriceLock['data'];

/** The order's lines at their locked prices, in cents. */
const linesOf = (lock: Lock | null): OrderLineCents[] =>
  (lock?.lines ?? []).map((l) => ({ productId: l.productId, unitCents: toCents(l.unitPrice), quantity: l.quantity, ounces: l.ounces }));

/** The locked lines as the checkout's calls name them (GetShippingOptions, PlaceOrder). */
export const lockedLines = (lock: Lock | null) =>
  (lock?.lines ?? []).map((l) => ({
    productId: l.productId,
    quantity: l.quantity,
    stockSource: l.stockSource,
    size: l.size ?? null,
    salesEventId: l.salesEventId ?? null,
    selected: true,
  }));

/**
 * The carriers for the destination and the locked lines (GetShippingOptions): a POST that only reads, so
 * orval makes it a query keyed by its request (orval.config.ts), and a new destination, coupon or lock
 * asks again while the same one does not. The checkout's loader asks it on the server as the page does.
 */
export function shippingOptionsQuery(lock: Lock | null, address: AddressData | null, coupon: Coupon | null) {
  return getGetShippingOptionsQueryOptions(
    {
      state: address?.state ?? '',
      zip: address?.zip ?? '',
      country: 'US',
      couponCode: coupon?.couponCode ?? null,
      priceLockId: lock?.lockId ?? null,
      lines: lockedLines(lock),
    },
    { query: { enabled: Boolean(lock) && valid(address?.state, address?.zip), staleTime: Infinity } },
  );
}

/** The option chosen among `options` (the first when the one chosen is not offered for this destination). */
export const chosenOption = <O extends { code: string }>(options: readonly O[], code: string): O | undefined =>
  options.find((o) => o.code === code) ?? options[0];

/**
 * The tax on the order paid by eCheck or wire (`byCheck`) or by card (CalculateTax, a query as above): card
 * prices carry the surcharge, so their taxable amount differs.
 */
export function taxQuery(
  lock: Lock | null,
  address: AddressData | null,
  coupon: Coupon | null,
  shippingCents: number | null,
  byCheck: boolean,
) {
  const taxable = merchandiseFor(linesOf(lock), toCouponRule(coupon), byCheck ? 'eCheck' : 'Card').taxableCents;
  return getCalculateTaxQueryOptions(
    {
      state: address?.state ?? '',
      zip: address?.zip ?? '',
      subTotal: toDollars(taxable),
      shippingCharges: toDollars(shippingCents ?? 0),
    },
    { query: { enabled: Boolean(lock) && valid(address?.state, address?.zip) && shippingCents !== null, staleTime: Infinity } },
  );
}

/**
 * Everything the order will cost, for each way to pay: the locked prices, the coupon, the carrier charges
 * of GetShippingOptions for the destination, and the tax of CalculateTax for the ship-to state.
 */
export function useOrderCharges(price: PriceLockState) {
  const checkout = useCheckout();
  const { coupon } = useAppliedCoupon();
  const lock = price.lock;
  const address = checkout.shippingInfo;
  const lines = linesOf(lock);
  const destinationKnown = valid(address?.state, address?.zip);
  const shipping = useQuery(shippingOptionsQuery(lock, address, coupon));
  const options = shipping.data?.data.options ?? [];
  const chosen = chosenOption(options, checkout.shippingMethod);
  const shippingCents = chosen ? toCents(chosen.charge) : null;
  const rule = toCouponRule(coupon);
  const eCheckTax = useQuery(taxQuery(lock, address, coupon, shippingCents, true));
  const cardTax = useQuery(taxQuery(lock, address, coupon, shippingCents, false));
  const ready = Boolean(lock && chosen && eCheckTax.data && cardTax.data);

  const totalsFor = (method: PaymentMethod): OrderTotals =>
    orderTotals({
      lines,
      coupon: rule,
      method,
      shippingCents: shippingCents ?? 0,
      taxCents: toCents((method === 'eCheck' || method === 'Wire' ? eCheckTax.data : cardTax.data)?.data.tax ?? 0),
      extras: { giftWrap: checkout.isGiftWrap, signature: checkout.signatureConfirmation },
    });

  return {
    ready,
    destinationKnown,
    options,
    chosen,
    taxRate: eCheckTax.data?.data.rate ?? null,
    isTaxable: eCheckTax.data?.data.isTaxable ?? null,
    isError: shipping.isError || eCheckTax.isError || cardTax.isError,
    isLoading: shipping.isLoading || eCheckTax.isLoading || cardTax.isLoading,
    retry: () => void Promise.all([shipping.refetch(), eCheckTax.refetch(), cardTax.refetch()]),
    totalsFor,
  };
}
export type OrderCharges = ReturnType<typeof useOrderCharges>;
