import { getGetSpotPriceHistoryQueryOptions } from '@generated/hooks/pricing/pricing';
import { getGetMarketingAdvertisementsQueryOptions } from '@generated/hooks/ui/ui';
import type { LoadableQuery } from '@/api';
import { CHART_METALS, type ChartMetal } from '@/domain/spot/history';

// Every query the home page renders with: its parts read them (useQuery on these options), and the
// route's loader loads the same keys before the page renders. Those of the first screen are here; those
// of the sections below it in ./section-queries, which loads with those sections (and the product
// hooks they use), not with the page's first code.

export const TEN_MINUTES = 10 * 60_000;

/** The marketing banners of a page type (home, account, …). */
export const adsQuery = (pageType: string) =>
  getGetMarketingAdvertisementsQueryOptions({ pagetype: pageType }, { query: { staleTime: TEN_MINUTES, retry: 1 } });

/** A month of a metal's closes, for its small chart. */
export const monthQuery = (metal: ChartMetal) =>
  getGetSpotPriceHistoryQueryOptions({ metal, range: '1M' }, { query: { staleTime: TEN_MINUTES } });

/** Everything the home page renders with (the header's spot prices come from the root route). */
export async function homeQueries(): Promise<LoadableQuery[]> {
  const { sectionQueries } = await import('./section-queries');
  return [adsQuery('home'), ...CHART_METALS.map(monthQuery), ...sectionQueries()];
}
