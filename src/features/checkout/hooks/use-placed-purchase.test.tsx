import { renderHook } from '@testing-library/react';
import type { OrderDetail } from '@generated/hooks/model';
import { placedCookie } from '@/domain/checkout/placed-cookie';
import { useConsent } from '@/features/analytics';
import { usePlacedPurchase } from './use-placed-purchase';

const layer = () => ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).filter((e) => (e as { event?: string }).event);

const order = {
  invoice: 'BPM-100245',
  grandTotal: 1270.5,
  tax: 0,
  shippingCharges: 0,
  lines: [{ productId: 2011, productName: 'American Silver Eagle', quantity: 2, unitPrice: 635.25 }],
} as OrderDetail;

describe('the purchase of an order the server placed', () => {
  beforeEach(() => {
    // The cookie is the confirmation's alone: it is read there.
    window.history.pushState({}, '', `/checkout/confirmation/${order.invoice}`);
    delete (window as unknown as { dataLayer?: unknown[] }).dataLayer;
    useConsent.setState({ choice: { analytics: true, ads: false }, asking: false });
  });
  afterEach(() => {
    document.cookie = placedCookie(null, false);
    window.history.pushState({}, '', '/');
  });

  it('is recorded once by the confirmation it was sent to: a reload of the page records nothing more', () => {
    document.cookie = placedCookie(order.invoice, false);
    renderHook(() => usePlacedPurchase(order)).unmount();
    expect(layer()).toEqual([
      {
        event: 'purchase',
        ecommerce: {
          currency: 'USD',
          transaction_id: 'BPM-100245',
          value: 1270.5,
          tax: 0,
          shipping: 0,
          items: [{ item_id: '2011', item_name: 'American Silver Eagle', price: 635.25, quantity: 2 }],
        },
      },
    ]);
    renderHook(() => usePlacedPurchase(order));
    expect(layer()).toHaveLength(1);
  });

  it('is not recorded for another order, nor for one the page placed itself (no cookie names it)', () => {
    document.cookie = placedCookie('BPM-100246', false);
    renderHook(() => usePlacedPurchase(order));
    document.cookie = placedCookie(null, false);
    renderHook(() => usePlacedPurchase(order));
    expect(layer()).toEqual([]);
  });
});
