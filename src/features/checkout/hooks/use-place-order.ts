import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { getAuthorizePaymentMutationOptions, getPlaceOrderMutationOptions } from '@generated/hooks/checkout/checkout';
import { getGetCustomerOrderDetailsQueryKey, getGetCustomerOrderQueryKey } from '@generated/hooks/customer-order/customer-order';
import { getAddCouponForBullionPurchasesMutationOptions } from '@generated/hooks/product/product';
import { getGetProductFromShoppingCartQueryKey } from '@generated/hooks/shopping-cart/shopping-cart';
import type { OrderPurchaseAnalytics } from '@generated/hooks/model';
import { isApiError } from '@/api';
import { hasSurcharge, toDollars } from '@/domain/checkout/charges';
import { track } from '@/features/analytics';
import { purchaseEvent } from '@/domain/analytics/ga4';
import { useAppliedCoupon } from '@/features/cart';
import { changeGuestCart, keepAppliedCoupon, readCheckout, resetCheckout, updateCheckout, useSession } from '@/features/session';
import { orderRequest, withoutOrdered } from '../order-request';
import { lockedLines, type OrderCharges } from './use-order-charges';
import type { PriceLockState } from './use-price-lock';

export const NETWORK_FAILURE =
  'We could not confirm your order: the connection to our server failed. Nothing has been charged twice. Press Place order again to finish the same order.';

/** The order's purchase, GA4's way (the invoice its transaction), when the shopper allowed measuring. */
function recordPurchase(analytics: OrderPurchaseAnalytics) {
  track(purchaseEvent(analytics));
}

/**
 * What the shopper reads after a failed attempt, from the failed call's error. A 401 says nothing here:
 * the session's expiry dialog speaks for it.
 */
export function orderFailure(error: unknown): string {
  if (!error) return '';
  if (!isApiError(error)) return NETWORK_FAILURE;
  switch (error.status) {
    case 409:
      return `${error.message} We have locked today’s prices again: check them below.`;
    case 402:
      return `${error.message} You can choose another way to pay.`;
    case 400:
      return error.message;
    case 401:
      return '';
    default:
      return NETWORK_FAILURE;
  }
}

/**
 * Authorises the payment (card, PayPal, Apple Pay) for exactly the order total, then places the order
 * with this attempt's Idempotency-Key, so pressing twice or retrying after a failure never orders twice.
 * Busy and failed are the mutations' own state; what a failure changes (a new price lock, a spent
 * authorisation) is done in their onError.
 */
export function usePlaceOrder(price: PriceLockState, charges: OrderCharges) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // The coupon the order is charged with: the one the charges were worked out with, as the API took it.
  const { coupon } = useAppliedCoupon();
  const authorize = useMutation(
    getAuthorizePaymentMutationOptions({
      mutation: {
        onSuccess: ({ data }) =>
          updateCheckout((c) => ({ ...c, authorizationId: data.authorizationId, flags: { ...c.flags, cardAuthorized: true } })),
      },
    }),
  );
  const place = useMutation(
    getPlaceOrderMutationOptions({
      mutation: {
        onError: async (error) => {
          // A declined or spent authorisation is not offered again; an ended price lock is renewed for the shopper to check.
          if (isApiError(error) && error.status === 402)
            updateCheckout((c) => ({ ...c, authorizationId: null, flags: { ...c.flags, cardAuthorized: false } }));
          if (isApiError(error) && error.status === 409) await price.relock();
        },
        onSuccess: ({ data }, { data: sent }) => {
          const order = data.order;
          recordPurchase(data.analytics);
          queryClient.setQueryData(getGetCustomerOrderDetailsQueryKey({ invoice: order.invoice }), { data: order });
          void queryClient.invalidateQueries({ queryKey: getGetCustomerOrderQueryKey() });
          const session = useSession.getState();
          if (session.isLoggedIn) void queryClient.invalidateQueries({ queryKey: getGetProductFromShoppingCartQueryKey() });
          else changeGuestCart((lines) => withoutOrdered(lines, sent.lines));
          keepAppliedCoupon(null);
        },
      },
    }),
  );
  const thanks = useMutation(getAddCouponForBullionPurchasesMutationOptions());
  // A second press before React shows the first as pending is dropped: the mutation's state reaches
  // the screen a task after mutate is called.
  const sending = useRef(false);

  const submit = async () => {
    const checkout = readCheckout();
    const address = checkout.shippingInfo;
    // The review step is reached only with an address and a price lock.
    if (sending.current || !price.lock || !address) return;
    sending.current = true;
    authorize.reset();
    place.reset();
    const method = checkout.paymentMode ?? 'eCheck';
    const totals = charges.totalsFor(method);
    const attemptKey = checkout.attemptKey ?? crypto.randomUUID();
    updateCheckout({ attemptKey, grandTotalCents: totals.totalCents });
    try {
      let authorizationId = checkout.authorizationId;
      if (hasSurcharge(method) && (!authorizationId || checkout.grandTotalCents !== totals.totalCents)) {
        const auth = await authorize.mutateAsync({
          data: {
            method: method as 'Card' | 'PayPal' | 'ApplePay',
            amount: toDollars(totals.totalCents),
            cardToken: checkout.card?.token ?? null,
            payPalOrderId: checkout.payPalOrderId,
          },
        });
        authorizationId = auth.data.authorizationId;
      }
      const body = orderRequest(checkout, {
        lockId: price.lock.lockId,
        lines: lockedLines(price.lock),
        shippingMethod: charges.chosen?.code ?? checkout.shippingMethod,
        couponCode: coupon?.couponCode ?? null,
        eCheck: checkout.eCheck,
        authorizationId,
        sessionId: useSession.getState().sessionId,
      });
      if (!body) return;
      const { data } = await place.mutateAsync({ data: body, headers: { 'Idempotency-Key': attemptKey } });
      const order = data.order;
      // The thank-you coupon is asked for now, while the token that placed the order (a guest's too) is
      // still held: only its owner may have it, and a guest's session ends with checkout. Without it the
      // confirmation simply offers none.
      const thankYou = await thanks.mutateAsync({ params: { invoice: order.invoice } }).then(
        (r) => r.data,
        () => null,
      );
      navigate(`/checkout/confirmation/${encodeURIComponent(order.invoice)}`, {
        state: { order, email: order.emailId ?? null, thanks: thankYou },
      });
      resetCheckout();
    } catch {
      // Said through the failed mutation's error (below); nothing else to undo.
    } finally {
      sending.current = false;
    }
  };
  return {
    submit,
    pending: authorize.isPending || place.isPending || thanks.isPending,
    error: orderFailure(authorize.error ?? place.error),
  };
}
