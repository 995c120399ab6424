import { getGetCustomerReviewsQueryOptions } from '@generated/hooks/customer/customer';
import { queryOptions } from '@tanstack/react-query';
import type { CategoryPageData, GetProductsByCategoryParams, GetProductsByCategorySort } from '@generated/hooks/model';
import {
  getGetProductDetailsQueryOptions,
  getGetProductNearToSpotQueryOptions,
  getMostLikeProducts,
  getProductsByCategory,
} from '@generated/hooks/product/product';
import { FILTERS } from './components/filters';
import { cardProduct, type CardProduct } from './components/product-card';

// The queries of the catalog's pages, in one place: the pages read them, and their routes' loaders load
// the same keys before the page renders (on the server, so it is sent with its products).

export const PAGE_SIZE = 24;

export const SORTS: { value: GetProductsByCategorySort; label: string }[] = [
  { value: 'best-selling', label: 'Best selling' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'premium-asc', label: 'Lowest premium over spot' },
  { value: 'price-per-oz-asc', label: 'Lowest price per ounce' },
  { value: 'newest', label: 'Newest' },
];

/** A category page's slug, from its path: the path is the slug. */
export function slugOf(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // A malformed escape (a stray %) is left as it is: it is no category's slug.
  }
  return path.replace(/^\/+|\/+$/g, '');
}

/**
 * What a category's slug can look like (silver-bullion, silver/us-mint, jewelry/rings/mens): one to four
 * words of letters, digits, _ and -, at most the contract's 200 characters. Any other path is no category
 * whatever the API would say, so it is a not-found page at once, even while the API is away.
 */
const CATEGORY_SLUG = /^[\w-]+(?:\/[\w-]+){0,3}$/;
export const isCategorySlug = (slug: string) => slug.length <= 200 && CATEGORY_SLUG.test(slug);

/** The sort the address asks for, or best selling. */
export const sortOf = (params: URLSearchParams): GetProductsByCategorySort =>
  SORTS.find((s) => s.value === params.get('sort'))?.value ?? 'best-selling';

/** The page number the address asks for, from 1. */
export const pageOf = (params: URLSearchParams) => Math.max(1, Number(params.get('page')) || 1);

/** The list a category page shows for its address: slug, sort, page and filters all live in the URL. */
export function categoryParams(pathname: string, params: URLSearchParams): GetProductsByCategoryParams {
  return {
    slug: slugOf(pathname),
    sort: sortOf(params),
    pageNumber: pageOf(params) - 1,
    pageSize: PAGE_SIZE,
    ...Object.fromEntries(FILTERS.map(({ key }) => [key, params.getAll(key).join(',') || undefined])),
  };
}

/** A page of a category as its page shows it: its title, filters and counts, and its products as cards. */
export type CategoryCards = Omit<CategoryPageData, 'products'> & { products: CardProduct[] };

/**
 * A category's page for its address (GetProductsByCategory), its products kept as cards: each stock's price
 * tiers are the product page's, and were most of a listing's data in the page the server sends. Its key is
 * its own (it is not the call's whole answer), with the call's parameters second, as a generated key has them.
 */
export const categoryQuery = (pathname: string, params: URLSearchParams) => {
  const asked = categoryParams(pathname, params);
  return queryOptions({
    queryKey: ['category-cards', asked] as const,
    queryFn: async ({ signal }): Promise<CategoryCards> => {
      const { products, ...page } = (await getProductsByCategory(asked, { signal })).data;
      return { ...page, products: products.map(cardProduct) };
    },
  });
};

/** A product page's id from its path, or null when the segment is not a number (a category of the menus, /product/movietheme). */
export const productIdOf = (segment: string | undefined): number | null => (/^\d+$/.test(segment ?? '') ? Number(segment) : null);

export const productQuery = (productId: number) => getGetProductDetailsQueryOptions({ productId });

export const REVIEWS_PAGE_SIZE = 16;
export type ReviewSorting = 'desc' | 'asc' | null;

/** A page of a product's approved reviews, 16 a page, sorted by rating or newest first. */
export const reviewsQuery = (productId: number, page: number, sorting: ReviewSorting) =>
  getGetCustomerReviewsQueryOptions({
    filterType: String(productId),
    metal: null,
    pageNumber: page,
    ratingSorting: sorting,
    size: REVIEWS_PAGE_SIZE,
    status: 'Approved',
  });

/** Products most like this one, for everyone, as the cards under the product show them. */
export const similarQuery = (productId: number) => {
  const asked = { productId, size: 8 };
  return queryOptions({
    queryKey: ['similar-cards', asked] as const,
    queryFn: async ({ signal }) => (await getMostLikeProducts(asked, { signal })).dataList.searchProducts.map(cardProduct),
  });
};

/** In-stock products with the lowest premium over spot, always asked afresh on the landing page. */
export const featuredQuery = (metal: 'Silver' | 'Gold') =>
  getGetProductNearToSpotQueryOptions({ metalType: metal }, { query: { staleTime: 0 } });
