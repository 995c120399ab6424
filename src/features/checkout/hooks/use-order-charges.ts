import { useQuery } from '@tanstack/react-query';
import { getCalculateTaxQueryOptions, getGetShippingOptionsQueryOptions } from '@generated/hooks/checkout/checkout';
import { toCouponRule } from '@/domain/cart/totals';
import { toCents, toDollars, type PaymentMethod } from '@/domain/checkout/charges';
import { merchandiseFor, orderTotals, type OrderLineCents, type OrderTotals } from '@/domain/checkout/order-totals';
import { useAppliedCoupon } from '@/features/cart';
import { useCheckout } from '@/features/session';
import type { PriceLockState } from './use-price-lock';

const valid = (state: string | undefined, zip: string | undefined) => Boolean(state && zip && /^\d{5}(-\d{4})?$/.test(zip));

/**
 * Everything the order will cost, for each way to pay: the locked prices, the coupon, the carrier charges
 * of GetShippingOptions for the destination, and the tax of CalculateTax for the ship-to state.
 */
export function useOrderCharges(price: PriceLockState) {
  const checkout = useCheckout();
  const { coupon } = useAppliedCoupon();
  const lock = price.lock;
  const address = checkout.shippingInfo;
  const lines: OrderLineCents[] = (lock?.lines ?? []).map((l) => ({
    productId: l.productId,
    unitCents: toCents(l.unitPrice),
    quantity: l.quantity,
    ounces: l.ounces,
  }));
  const requests = (lock?.lines ?? []).map((l) => ({
    productId: l.productId,
    quantity: l.quantity,
    stockSource: l.stockSource,
    size: l.size ?? null,
    salesEventId: l.salesEventId ?? null,
    selected: true,
  }));
  const destinationKnown = valid(address?.state, address?.zip);

  // GetShippingOptions and CalculateTax are POSTs that only read: orval makes them queries keyed by their
  // request (orval.config.ts), so a new destination, coupon or lock asks again and the same one does not.
  const shipping = useQuery(
    getGetShippingOptionsQueryOptions(
      {
        state: address?.state ?? '',
        zip: address?.zip ?? '',
        country: 'US',
        couponCode: coupon?.couponCode ?? null,
        priceLockId: lock?.lockId ?? null,
        lines: requests,
      },
      { query: { enabled: Boolean(lock) && destinationKnown, staleTime: Infinity } },
    ),
  );
  const options = shipping.data?.data.options ?? [];
  const chosen = options.find((o) => o.code === checkout.shippingMethod) ?? options[0];
  const shippingCents = chosen ? toCents(chosen.charge) : 0;
  const rule = toCouponRule(coupon);
  const eCheckTaxable = merchandiseFor(lines, rule, 'eCheck').taxableCents;
  const cardTaxable = merchandiseFor(lines, rule, 'Card').taxableCents;

  const taxFor = (taxableCents: number) =>
    getCalculateTaxQueryOptions(
      {
        state: address?.state ?? '',
        zip: address?.zip ?? '',
        subTotal: toDollars(taxableCents),
        shippingCharges: toDollars(shippingCents),
      },
      { query: { enabled: Boolean(lock) && destinationKnown && Boolean(chosen), staleTime: Infinity } },
    );
  const eCheckTax = useQuery(taxFor(eCheckTaxable));
  const cardTax = useQuery(taxFor(cardTaxable));
  const ready = Boolean(lock && chosen && eCheckTax.data && cardTax.data);

  const totalsFor = (method: PaymentMethod): OrderTotals =>
    orderTotals({
      lines,
      coupon: rule,
      method,
      shippingCents,
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
