import { useEffect } from 'react';
import type { AdsSettings } from './ads-tag';
import { useConsent } from './consent';

/**
 * The ad-conversion tag, by the settings: with no tag id nothing is loaded or sent, and with one, nothing
 * until the shopper allows ads measurement. Its code (gtag's queue and the script's loading) is fetched
 * only then, so no page carries it for a store without a tag.
 */
export function useAdsTag(settings: AdsSettings): void {
  const allowed = useConsent((s) => s.choice?.ads === true);
  useEffect(() => {
    if (!settings.tagId) return;
    void import('./ads-tag').then(({ applyAdsChoice }) => applyAdsChoice(settings, allowed));
  }, [settings, allowed]);
}
