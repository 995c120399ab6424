/** Runtime configuration, read once from the build's environment (see docs/configuration.md). */
export interface AppConfig {
  /**
   * Origin of the dealer API, without a trailing slash, which the store's server calls; empty with the mocks.
   * The browser calls the store's own `/api` either way.
   */
  apiBaseUrl: string;
  mocksEnabled: boolean;
  recaptchaSiteKey: string;
  chatScriptUrl: string;
  /** Google Ads: the tag (`AW-` and digits) and the purchase conversion's label; an empty tag loads nothing. */
  ads: { tagId: string; purchaseLabel: string };
}

/** A Google Ads tag id as Google gives it; anything else is taken as unset (a typo must not load a script). */
const ADS_TAG_ID = /^AW-\d{6,}$/;

export function readConfig(env: ImportMetaEnv, mocksEnabled: boolean): AppConfig {
  return {
    apiBaseUrl: mocksEnabled ? '' : (env.VITE_API_BASE_URL ?? '').replace(/\/+$/, ''),
    mocksEnabled,
    recaptchaSiteKey: env.VITE_RECAPTCHA_SITE_KEY ?? '',
    chatScriptUrl: chatScriptOf(env.VITE_CHAT_SCRIPT_URL),
    ads: adsOf(env),
  };
}

/**
 * The chat widget's script: https, or http on loopback (the rule of the server's CSP, which allows its host);
 * anything else is taken as unset, so no script is loaded that the page's policy would refuse.
 */
function chatScriptOf(value: string | undefined): string {
  let url: URL;
  try {
    url = new URL((value ?? '').trim());
  } catch {
    return '';
  }
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  return url.protocol === 'https:' || (url.protocol === 'http:' && loopback) ? url.href : '';
}

function adsOf(env: ImportMetaEnv): AppConfig['ads'] {
  const tagId = (env.VITE_ADS_TAG_ID ?? '').trim();
  if (!ADS_TAG_ID.test(tagId)) return { tagId: '', purchaseLabel: '' };
  return { tagId, purchaseLabel: (env.VITE_ADS_PURCHASE_LABEL ?? '').trim() };
}

export const config: AppConfig = readConfig(import.meta.env, __MOCKS_ENABLED__);
