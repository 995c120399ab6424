import { queryOptions } from '@tanstack/react-query';
import { getGetSpotPriceHistoryQueryOptions, getSpotPriceHistory } from '@generated/hooks/pricing/pricing';
import { getGetProductNearToSpotQueryOptions, getGetProductsByCategoryQueryOptions } from '@generated/hooks/product/product';
import { getGetBlogsQueryOptions, getGetMarketingAdvertisementsQueryOptions, getGetNewsQueryOptions } from '@generated/hooks/ui/ui';
import type { LoadableQuery } from '@/api';
import { SPOT_REFRESH_SECONDS } from '@/domain/chrome/spot-refresh';
import { CHART_METALS, type ChartMetal } from '@/domain/spot/history';
import { dailyRatios, summariseRatios } from '@/domain/spot/ratio';

// Every query the home page renders with, in one place: its parts read them with the generated hooks
// (or useQuery for the ratio), and the route's loader loads the same keys before the page renders.

const TEN_MINUTES = 10 * 60_000;

/** Cards in each rail: one row on a wide screen, a short sideways scroll on a phone. */
export const RAIL_SIZE = 8;

/** The marketing banners of a page type (home, account, …). */
export const adsQuery = (pageType: string) => getGetMarketingAdvertisementsQueryOptions({ pagetype: pageType }, { query: { staleTime: TEN_MINUTES, retry: 1 } });

/** A month of a metal's closes, for its small chart. */
export const monthQuery = (metal: ChartMetal) => getGetSpotPriceHistoryQueryOptions({ metal, range: '1M' }, { query: { staleTime: TEN_MINUTES } });

/**
 * Products priced closest to spot per troy ounce (GetProductNearToSpot, which the API never lets a cache
 * keep). Their premiums are read off the spot, so they are as fresh as the spot tiles: the answer the page
 * came with (or fetched) is used until the spot it was priced off is due again.
 */
export const nearSpotQuery = (metalType: 'Silver' | 'Gold') => getGetProductNearToSpotQueryOptions({ metalType }, { query: { staleTime: SPOT_REFRESH_SECONDS * 1000 } });

export const railQuery = (slug: string, sort: 'best-selling' | 'newest') => getGetProductsByCategoryQueryOptions({ slug, sort, pageNumber: 0, pageSize: RAIL_SIZE }, { query: { staleTime: 60_000 } });

/** The rails of the home page, in the order they show. */
export const HOME_RAILS = [
  { id: 'best-sellers-title', title: 'Best sellers', slug: 'best-sellers', sort: 'best-selling', more: { href: '/best-sellers', label: 'All best sellers' } },
  { id: 'new-arrivals-title', title: 'New arrivals', slug: 'bullion-in-stock', sort: 'newest', more: { href: '/bullion-in-stock?sort=newest', label: 'All new arrivals' } },
  { id: 'deals-title', title: 'Deals', slug: 'deals', sort: 'best-selling', more: { href: '/deals', label: 'All deals' } },
] as const;

export const newsQuery = () => getGetNewsQueryOptions({ page: 1 }, { query: { staleTime: TEN_MINUTES } });
export const blogsQuery = () => getGetBlogsQueryOptions({ page: 1 }, { query: { staleTime: TEN_MINUTES } });

/**
 * The gold/silver ratio's year in three figures (average, low, high of its daily ratios), worked out from
 * a year of each metal's daily closes (GetSpotPriceHistory, 1Y). Only the figures are kept: the page the
 * server sends carries them instead of two years of closes (57 KB of its data), and the browser fetches
 * the closes only when the page came without them. Null when the two years share no day with a ratio.
 * Its key is its own (it is no one call's answer), so it names what it holds.
 */
export const ratioYearQuery = () =>
  queryOptions({
    queryKey: ['gold-silver-ratio', '1Y'] as const,
    queryFn: async ({ signal }) => {
      const [gold, silver] = await Promise.all([getSpotPriceHistory({ metal: 'gold', range: '1Y' }, { signal }), getSpotPriceHistory({ metal: 'silver', range: '1Y' }, { signal })]);
      return summariseRatios(dailyRatios(gold.data.points, silver.data.points));
    },
    staleTime: TEN_MINUTES,
  });

/** Everything the home page renders with (the header's spot prices come from the root route). */
export function homeQueries(): LoadableQuery[] {
  return [
    adsQuery('home'),
    ...CHART_METALS.map(monthQuery),
    nearSpotQuery('Silver'),
    nearSpotQuery('Gold'),
    ratioYearQuery(),
    ...HOME_RAILS.map((r) => railQuery(r.slug, r.sort)),
    newsQuery(),
    blogsQuery(),
  ];
}
