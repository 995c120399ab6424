import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { authorizePayment, placeOrder } from '@generated/hooks/checkout/checkout';
import { getGetCustomerOrderDetailsQueryKey, getGetCustomerOrderQueryKey } from '@generated/hooks/customer-order/customer-order';
import { getGetProductFromShoppingCartQueryKey } from '@generated/hooks/shopping-cart/shopping-cart';
import type { OrderPurchaseAnalytics, PlaceOrderRequest } from '@generated/hooks/model';
import { isApiError } from '@/api';
import { sameLine } from '@/domain/cart/cart-rules';
import { hasSurcharge, toDollars } from '@/domain/checkout/charges';
import { useSession } from '@/features/session';
import type { OrderCharges } from './use-order-charges';
import type { PriceLockState } from './use-price-lock';
import { addCouponForBullionPurchases } from '@generated/hooks/product/product';

export const NETWORK_FAILURE = 'We could not confirm your order: the connection to our server failed. Nothing has been charged twice. Press Place order again to finish the same order.';

/** Spec 3's order purchase analytics, for the tag manager when one is configured. */
function recordPurchase(analytics: OrderPurchaseAnalytics) {
  const w = window as Window & { dataLayer?: unknown[] };
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push({ event: 'purchase', ...analytics });
}

/**
 * Authorises the payment (card, PayPal, Apple Pay) for exactly the order total, then places the order
 * with this attempt's Idempotency-Key, so pressing twice or retrying after a failure never orders twice.
 */
export function usePlaceOrder(price: PriceLockState, charges: OrderCharges) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [error, setError] = useState('');
  const [pending, setPending] = useState(false);
  const busy = useRef(false);

  const submit = async () => {
    if (busy.current || !price.lock) return;
    busy.current = true;
    setPending(true);
    setError('');
    const { checkout, coupon, updateCheckout } = useSession.getState();
    const method = checkout.paymentMode ?? 'eCheck';
    const totals = charges.totalsFor(method);
    const attemptKey = checkout.attemptKey ?? crypto.randomUUID();
    updateCheckout({ attemptKey, grandTotalCents: totals.totalCents });
    try {
      let authorizationId = checkout.authorizationId;
      if (hasSurcharge(method) && (!authorizationId || checkout.grandTotalCents !== totals.totalCents)) {
        const auth = await authorizePayment({ method: method as 'Card' | 'PayPal' | 'ApplePay', amount: toDollars(totals.totalCents), cardToken: checkout.card?.token ?? null, payPalOrderId: checkout.payPalOrderId });
        authorizationId = auth.data.authorizationId;
        updateCheckout((c) => ({ ...c, authorizationId, flags: { ...c.flags, cardAuthorized: true } }));
      }
      const address = checkout.shippingInfo;
      if (!address) throw new Error('no address');
      const body: PlaceOrderRequest = {
        priceLockId: price.lock.lockId,
        lines: price.lock.lines.map((l) => ({ productId: l.productId, quantity: l.quantity, stockSource: l.stockSource, size: l.size ?? null, salesEventId: l.salesEventId ?? null, selected: true })),
        shippingAddress: address,
        billingAddress: checkout.billingSameAsShipping ? address : (checkout.billingInfo ?? address),
        shippingMethod: charges.chosen?.code ?? checkout.shippingMethod,
        paymentMethod: method,
        authorizationId: hasSurcharge(method) ? authorizationId : null,
        eCheck: method === 'eCheck' ? checkout.eCheck : null,
        couponCode: coupon?.couponCode ?? null,
        isGiftWrap: checkout.isGiftWrap,
        orderNote: checkout.orderNote.trim() || null,
        signatureConfirmation: checkout.signatureConfirmation,
        shipToDepository: checkout.flags.shipToDepository,
        termsAccepted: true,
      };
      const placed = await placeOrder(body, { headers: { 'Idempotency-Key': attemptKey } });
      const order = placed.data.order;
      recordPurchase(placed.data.analytics);
      queryClient.setQueryData(getGetCustomerOrderDetailsQueryKey({ invoice: order.invoice }), { data: order });
      const session = useSession.getState();
      if (session.isLoggedIn) void queryClient.invalidateQueries({ queryKey: getGetProductFromShoppingCartQueryKey() });
      else useSession.setState({ guestCart: session.guestCart.filter((g) => !price.lock?.lines.some((l) => sameLine(g, { productId: l.productId, salesEventId: l.salesEventId ?? null, source: l.stockSource, size: l.size ?? null }))) });
      void queryClient.invalidateQueries({ queryKey: getGetCustomerOrderQueryKey() });
      useSession.setState({ coupon: null });
      // The thank-you coupon is asked for now, while the token that placed the order (a guest's too) is
      // still held: only its owner may have it, and a guest's session ends with checkout.
      const thanks = await addCouponForBullionPurchases({ invoice: order.invoice }).then((r) => r.data, () => null);
      navigate(`/checkout/confirmation/${encodeURIComponent(order.invoice)}`, { state: { order, email: order.emailId ?? null, thanks } });
      session.resetCheckout();
    } catch (e) {
      if (isApiError(e) && e.status === 409) {
        setError(`${e.message} We have locked today’s prices again: check them below.`);
        await price.relock();
      } else if (isApiError(e) && e.status === 402) {
        updateCheckout((c) => ({ ...c, authorizationId: null, flags: { ...c.flags, cardAuthorized: false } }));
        setError(`${e.message} You can choose another way to pay.`);
      } else if (isApiError(e) && e.status === 400) {
        setError(e.message);
      } else if (!isApiError(e) || e.status !== 401) {
        setError(NETWORK_FAILURE);
      }
    } finally {
      busy.current = false;
      setPending(false);
    }
  };
  return { submit, pending, error };
}
