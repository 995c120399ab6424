import type { Ga4Event } from '@/domain/analytics/ga4';
import { useConsent } from './consent';

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/**
 * Puts an e-commerce event on the tag manager's dataLayer, where GA4 reads it, once the shopper has
 * allowed measuring how the store is used; without that choice nothing is put there. The last event's
 * `ecommerce` object is cleared first, as Google advises, so no item of one event leaks into the next.
 */
export function track(event: Ga4Event): void {
  if (typeof window === 'undefined') return;
  // A purchase is also an ad conversion, when a tag is configured and ads measurement allowed (its own choice).
  if (event.event === 'purchase') void import('./ads-tag').then(({ sendPurchaseConversion }) => sendPurchaseConversion(event));
  if (!useConsent.getState().choice?.analytics) return;
  const w = window as DataLayerWindow;
  w.dataLayer ??= [];
  w.dataLayer.push({ ecommerce: null });
  w.dataLayer.push(event);
}
