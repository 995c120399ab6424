import { ecommerceEvent } from '@/domain/analytics/ga4';
import { CONSENT_KEY, useConsent } from './consent';
import { track } from './track';

const layer = () => (window as unknown as { dataLayer?: unknown[] }).dataLayer;
const viewed = ecommerceEvent('view_item', [{ productId: 2001, name: 'Silver Maple Leaf', price: 34.99, quantity: 1 }]);

describe('track', () => {
  beforeEach(() => {
    delete (window as unknown as { dataLayer?: unknown[] }).dataLayer;
    localStorage.clear();
    useConsent.setState({ choice: null, asking: false });
  });

  it('puts nothing on the dataLayer before the shopper has chosen', () => {
    track(viewed);
    expect(layer()).toBeUndefined();
  });

  it('puts nothing there when only ads measurement was allowed, or nothing was', () => {
    useConsent.getState().choose({ analytics: false, ads: true });
    track(viewed);
    useConsent.getState().choose({ analytics: false, ads: false });
    track(viewed);
    expect(layer()).toBeUndefined();
  });

  it('once measuring is allowed: the last event’s items cleared, then the event; the choice kept in this browser', () => {
    useConsent.getState().choose({ analytics: true, ads: false });
    track(viewed);
    expect(layer()).toEqual([{ ecommerce: null }, viewed]);
    expect(JSON.parse(localStorage.getItem(CONSENT_KEY) ?? 'null')).toEqual({ analytics: true, ads: false });
  });
});
