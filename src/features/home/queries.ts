import { getGetSpotPriceHistoryQueryOptions } from '@generated/hooks/pricing/pricing';
import { getGetMarketingAdvertisementsQueryOptions } from '@generated/hooks/ui/ui';
import type { LoadableQuery } from '@/api';
import { CHART_METALS, type ChartMetal } from '@/domain/spot/history';

// The queries of the home page's first screen: its parts read them (useQuery on these options), and the
// route's loader loads the same keys before the page renders. Those of the sections below it are in
// ./section-queries, which loads with those sections (and the product hooks they use).

export const TEN_MINUTES = 10 * 60_000;

/** The marketing banners of a page type (home, account, …). */
export const adsQuery = (pageType: string) =>
  getGetMarketingAdvertisementsQueryOptions({ pagetype: pageType }, { query: { staleTime: TEN_MINUTES, retry: 1 } });

/** A month of a metal's closes, for its small chart. */
export const monthQuery = (metal: ChartMetal) =>
  getGetSpotPriceHistoryQueryOptions({ metal, range: '1M' }, { query: { staleTime: TEN_MINUTES } });

/** The queries of the home page's first screen: its banners and the month charts. */
export function firstScreenQueries(): LoadableQuery[] {
  return [adsQuery('home'), ...CHART_METALS.map(monthQuery)];
}
