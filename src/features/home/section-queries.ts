import { queryOptions } from '@tanstack/react-query';
import type { Article } from '@generated/hooks/model';
import { getSpotPriceHistory } from '@generated/hooks/pricing/pricing';
import { getProductNearToSpot, getProductsByCategory } from '@generated/hooks/product/product';
import { getBlogs, getNews } from '@generated/hooks/ui/ui';
import type { LoadableQuery } from '@/api';
import { cardProduct } from '@/features/catalog';
import { SPOT_REFRESH_SECONDS } from '@/domain/chrome/spot-refresh';
import { dailyRatios, summariseRatios } from '@/domain/spot/ratio';
import { TEN_MINUTES } from './queries';

// The queries of the home page's sections below its first screen (rails, the ratio, news): read by
// components/home-sections.tsx, loaded by the home route's loader with ./queries. Each keeps only what its
// section shows (the cards' fields, four products closest to spot, three articles without their bodies):
// the server writes a page's data into it, and home's was 86 KB, most of it never shown. Their keys are
// their own (none is one call's whole answer), so each names what it holds.

/** Cards in each rail: one row on a wide screen, a short sideways scroll on a phone. */
export const RAIL_SIZE = 8;
/** Products closest to spot shown for each metal. */
export const NEAR_SPOT_SHOWN = 4;
/** Articles shown in each of the news and blog columns. */
export const ARTICLES_SHOWN = 3;

/**
 * Products priced closest to spot per troy ounce (GetProductNearToSpot, which the API never lets a cache
 * keep). Their premiums are read off the spot, so they are as fresh as the spot tiles: the answer the page
 * came with (or fetched) is used until the spot it was priced off is due again.
 */
export const nearSpotQuery = (metalType: 'Silver' | 'Gold') =>
  queryOptions({
    queryKey: ['home-near-spot', metalType, NEAR_SPOT_SHOWN] as const,
    queryFn: async ({ signal }) => (await getProductNearToSpot({ metalType }, { signal })).data.slice(0, NEAR_SPOT_SHOWN).map(cardProduct),
    staleTime: SPOT_REFRESH_SECONDS * 1000,
  });

/** A rail's cards: the first page of a category in an order, its products alone (its facets are the category page's). */
export const railQuery = (slug: string, sort: 'best-selling' | 'newest') =>
  queryOptions({
    queryKey: ['home-rail', slug, sort, RAIL_SIZE] as const,
    queryFn: async ({ signal }) =>
      (await getProductsByCategory({ slug, sort, pageNumber: 0, pageSize: RAIL_SIZE }, { signal })).data.products.map(cardProduct),
    staleTime: 60_000,
  });

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

/** What a column lists of an article: its title, link, day and summary (its body is its own page's). */
export type ArticleLine = Pick<Article, 'id' | 'slug' | 'title' | 'publishedAt' | 'summary'>;
const articleLines = (items: Article[]): ArticleLine[] =>
  items.slice(0, ARTICLES_SHOWN).map(({ id, slug, title, publishedAt, summary }) => ({ id, slug, title, publishedAt, summary }));

/** The latest news stories or blog posts, as their column lists them. */
const articlesQuery = (kind: 'news' | 'blogs') =>
  queryOptions({
    queryKey: ['home-articles', kind, ARTICLES_SHOWN] as const,
    queryFn: async ({ signal }) => articleLines((await (kind === 'news' ? getNews : getBlogs)({ page: 1 }, { signal })).data.items),
    staleTime: TEN_MINUTES,
  });
export const newsQuery = () => articlesQuery('news');
export const blogsQuery = () => articlesQuery('blogs');

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
