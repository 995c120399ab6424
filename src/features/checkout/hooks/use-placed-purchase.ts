import { useEffect } from 'react';
import type { OrderDetail } from '@generated/hooks/model';
import { placedOrderOf, purchaseEvent } from '@/domain/analytics/ga4';
import { placedCookie, readPlacedCookie } from '@/domain/checkout/placed-cookie';
import { track } from '@/features/analytics';

/**
 * Records the purchase of an order the server placed (a form sent as a page), once: the server names it
 * in a short-lived cookie, and the confirmation page's script, seeing its order named there, records the
 * purchase and takes the name away, so a reload or a later visit records nothing. An order the page
 * placed itself was recorded as it was placed, and is never named there.
 */
export function usePlacedPurchase(order: OrderDetail | undefined): void {
  useEffect(() => {
    if (!order || readPlacedCookie(document.cookie) !== order.invoice) return;
    document.cookie = placedCookie(null, window.location.protocol === 'https:');
    track(purchaseEvent(placedOrderOf(order)));
  }, [order]);
}
