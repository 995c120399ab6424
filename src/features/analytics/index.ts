export { useAdsTag } from './ads';
export { useConsent } from './consent';
export { ConsentBanner } from './consent-banner';
export { track } from './track';
