import type { Ga4Event } from '@/domain/analytics/ga4';
import { urlWithoutSecrets } from '@/domain/chrome/tracking';
import { useConsent } from './consent';

/** Google Ads' conversion tag as the settings name it (src/app/config.ts): the tag id and the purchase's label. */
export interface AdsSettings {
  tagId: string;
  purchaseLabel: string;
}

/** gtag.js, Google's tag library; the security headers allow its hosts only when a tag id is set. */
export const GTAG_SCRIPT = 'https://www.googletagmanager.com/gtag/js';

type GtagWindow = Window & { dataLayer?: unknown[] };

/** The settings of the tag this page has loaded; null until the shopper allowed ads measurement. */
let loaded: AdsSettings | null = null;

const GRANTED = { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'denied' } as const;
const DENIED = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' } as const;

/**
 * A command for gtag.js, queued on the dataLayer until the library has loaded. gtag.js reads only an
 * `arguments` object there (an array is taken for a tag manager's event), hence `arguments`.
 */
function gtag(..._command: unknown[]): void {
  const w = window as GtagWindow;
  w.dataLayer ??= [];
  // eslint-disable-next-line prefer-rest-params -- gtag.js tells its commands from events by their being Arguments
  w.dataLayer.push(arguments);
}

/**
 * Follows the shopper's choice: once ads measurement is allowed, the tag is configured and gtag.js loaded
 * (once a page); taken back, Google is told to store and send nothing more (a loaded script stays, unused).
 * Personalised advertising is never granted: the choice is about measuring which ads bring shoppers.
 */
export function applyAdsChoice(settings: AdsSettings, allowed: boolean): void {
  if (!settings.tagId) return;
  if (!allowed) {
    if (loaded) gtag('consent', 'update', DENIED);
    return;
  }
  if (loaded) {
    gtag('consent', 'update', GRANTED);
    return;
  }
  loaded = settings;
  gtag('consent', 'default', GRANTED);
  gtag('js', new Date());
  // The tag would send the page's whole address (a reset link's token with it): it is given the address
  // without its secrets instead.
  gtag('config', settings.tagId, {
    page_location: urlWithoutSecrets(window.location.href),
    ...(document.referrer ? { page_referrer: urlWithoutSecrets(document.referrer) } : {}),
  });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${GTAG_SCRIPT}?id=${encodeURIComponent(settings.tagId)}`;
  document.head.append(script);
}

/** The order as an ad conversion (its total and invoice), when a tag is loaded, has a purchase label, and ads are still allowed. */
export function sendPurchaseConversion(purchase: Ga4Event): void {
  if (!loaded?.purchaseLabel || purchase.event !== 'purchase' || !useConsent.getState().choice?.ads) return;
  const { value, currency, transaction_id } = purchase.ecommerce;
  gtag('event', 'conversion', { send_to: `${loaded.tagId}/${loaded.purchaseLabel}`, value, currency, transaction_id });
}
