import type { CartLineRequest, PlaceOrderRequest } from '@generated/hooks/model';
import { sameLine, type CartLineState } from '@/domain/cart/cart-rules';
import { hasSurcharge } from '@/domain/checkout/charges';
import type { CheckoutState, ECheckData } from '@/domain/checkout/checkout-state';

/** What an order is placed with besides the checkout's choices: where its prices and lines are held, and what pays. */
export interface OrderBasis {
  /** The price lock (LockPrices) whose prices the order is charged at. */
  lockId: string;
  /** The lines locked, as the checkout's calls name them. */
  lines: CartLineRequest[];
  /** The carrier's code the order ships with. */
  shippingMethod: string;
  couponCode: string | null;
  /** The eCheck the order is paid with: the page's, or the one the server sealed in the session. */
  eCheck: ECheckData | null;
  /** What the processor authorised for a card, PayPal or Apple Pay. */
  authorizationId: string | null;
  /** The visit whose risk score the order is judged by, where the page knows it. */
  sessionId?: string;
}

/**
 * PlaceOrder's request for the checkout as it stands, the same from the page's script and from the
 * server's action for a form sent without it; null before a shipping address is chosen.
 */
export function orderRequest(c: CheckoutState, basis: OrderBasis): PlaceOrderRequest | null {
  const address = c.shippingInfo;
  if (!address) return null;
  const method = c.paymentMode ?? 'eCheck';
  return {
    priceLockId: basis.lockId,
    lines: basis.lines,
    shippingAddress: address,
    billingAddress: c.billingSameAsShipping ? address : (c.billingInfo ?? address),
    shippingMethod: basis.shippingMethod,
    paymentMethod: method,
    authorizationId: hasSurcharge(method) ? basis.authorizationId : null,
    eCheck: method === 'eCheck' ? basis.eCheck : null,
    couponCode: basis.couponCode,
    isGiftWrap: c.isGiftWrap,
    orderNote: c.orderNote.trim() || null,
    signatureConfirmation: c.signatureConfirmation,
    shipToDepository: c.flags.shipToDepository,
    termsAccepted: true,
    ...(basis.sessionId ? { sessionId: basis.sessionId } : {}),
    maxmindScore: c.maxmindScore,
  };
}

/** A guest's cart less the lines an order was placed for. */
export const withoutOrdered = <L extends CartLineState>(lines: readonly L[], ordered: readonly CartLineRequest[]): L[] =>
  lines.filter(
    (g) =>
      !ordered.some((l) =>
        sameLine(g, {
          productId: l.productId,
          salesEventId: l.salesEventId ?? null,
          source: l.stockSource ?? 'Instock',
          size: l.size ?? null,
        }),
      ),
  );
