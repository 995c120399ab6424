import { queryOptions } from '@tanstack/react-query';
import { getSpotPriceHistory } from '@generated/hooks/pricing/pricing';
import { getGetProductNearToSpotQueryOptions, getGetProductsByCategoryQueryOptions } from '@generated/hooks/product/product';
import { getGetBlogsQueryOptions, getGetNewsQueryOptions } from '@generated/hooks/ui/ui';
import type { LoadableQuery } from '@/api';
import { SPOT_REFRESH_SECONDS } from '@/domain/chrome/spot-refresh';
import { dailyRatios, summariseRatios } from '@/domain/spot/ratio';
import { TEN_MINUTES } from './queries';

// The queries of the home page's sections below its first screen (rails, the ratio, news): read by
// components/home-sections.tsx, loaded by the home route's loader with ./queries.

/** Cards in each rail: one row on a wide screen, a short sideways scroll on a phone. */
export const RAIL_SIZE = 8;

/**
 * Products priced closest to spot per troy ounce (GetProductNearToSpot, which the API never lets a cache
 * keep). Their premiums are read off the spot, so they are as fresh as the spot tiles: the answer the page
 * came with (or fetched) is used until the spot it was priced off is due again.
 */
export const nearSpotQuery = (metalType: 'Silver' | 'Gold') =>
  getGetProductNearToSpotQueryOptions({ metalType }, { query: { staleTime: SPOT_REFRESH_SECONDS * 1000 } });

export const railQuery = (slug: string, sort: 'best-selling' | 'newest') =>
  getGetProductsByCategoryQueryOptions({ slug, sort, pageNumber: 0, pageSize: RAIL_SIZE }, { query: { staleTime: 60_000 } });

/** The rails of the home page, in the order they show. */
export const HOME_RAILS = [
  {
    id: 'best-sellers-title',
    title: 'Best sellers',
    slug: 'best-sellers',
    sort: 'best-selling',
    more: { href: '/best-sellers', label: 'All best sellers' },
  },
  {
    id: 'new-arrivals-title',
    title: 'New arrivals',
    slug: 'bullion-in-stock',
    sort: 'newest',
    more: { href: '/bullion-in-stock?sort=newest', label: 'All new arrivals' },
  },
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
      const [gold, silver] = await Promise.all([
        getSpotPriceHistory({ metal: 'gold', range: '1Y' }, { signal }),
        getSpotPriceHistory({ metal: 'silver', range: '1Y' }, { signal }),
      ]);
      return summariseRatios(dailyRatios(gold.data.points, silver.data.points));
    },
    staleTime: TEN_MINUTES,
  });

/** The sections' queries, in the order they show. */
export function sectionQueries(): LoadableQuery[] {
  return [
    nearSpotQuery('Silver'),
    nearSpotQuery('Gold'),
    ratioYearQuery(),
    ...HOME_RAILS.map((r) => railQuery(r.slug, r.sort)),
    newsQuery(),
    blogsQuery(),
  ];
}
