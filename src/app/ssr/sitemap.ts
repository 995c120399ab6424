// What /sitemap.xml lists (the server writes it: server/seo.ts): every page a search engine
// should know, read through the API as the pages themselves read it. Nothing here runs in the browser.
import type { MenuNode } from '@generated/hooks/model';
import { getProductsByCategory } from '@generated/hooks/product/product';
import { getBlogs, getJewelryBlogs, getMenu, getNews } from '@generated/hooks/ui/ui';
import type { RouteObject } from 'react-router';
import { isApiError } from '@/api';
import { allMenuHrefs } from '@/domain/catalog/menu-tree';
import type { RouteHandle } from '@/app/routes';
import { articlePath, type ArticleKind } from '@/features/content';
import type { SitemapUrl } from '../../../server/render-contract.ts';

/** The most products a category answers in one page (the contract's maximum). */
const PAGE_SIZE = 96;
/** Calls in flight at once while the list is made: the API is not hit with a hundred at a time. */
const AT_ONCE = 6;

/** The articles' lists: each page of each list, and each article on its own page. */
const ARTICLE_LISTS: readonly { kind: ArticleKind; path: string; fetch: typeof getBlogs }[] = [
  { kind: 'blogs', path: '/blogs', fetch: getBlogs },
  { kind: 'news', path: '/news', fetch: getNews },
  { kind: 'jewelry-blogs', path: '/jewelry-blogs', fetch: getJewelryBlogs },
];

/**
 * The routes' own paths a search engine may index: every path without a parameter, but a private page
 * (a customer's, or one whose address carries a secret) or one a search engine has no use for (sign-in,
 * the cart, checkout, search results), which say `noindex` themselves.
 */
export function indexableRoutePaths(routes: readonly RouteObject[], parent = ''): string[] {
  const paths: string[] = [];
  for (const route of routes) {
    const handle = route.handle as RouteHandle | undefined;
    const path = route.index ? parent || '/' : route.path ? `${parent.replace(/\/$/, '')}/${route.path}`.replace(/^\/\//, '/') : parent;
    if (route.children) paths.push(...indexableRoutePaths(route.children, path));
    const own = route.index || route.path;
    if (!own || handle?.private || handle?.noindex || /[:*?]/.test(path)) continue;
    paths.push(path);
  }
  return [...new Set(paths)];
}

/** Every internal link of the API's navigation tree. */
function menuPaths(nodes: readonly MenuNode[]): string[] {
  return nodes.flatMap((n) => [
    ...(n.href.startsWith('/') ? [n.href] : []),
    ...menuPaths([...(n.options ?? []), ...(n.weightCategory ?? []), ...(n.mintCategory ?? [])]),
  ]);
}

/** Runs `work` over `items`, `AT_ONCE` at a time, in order. */
async function inBatches<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += AT_ONCE) results.push(...(await Promise.all(items.slice(i, i + AT_ONCE).map(work))));
  return results;
}

/** A category's products, every page of them; null when the API has no such category (404). */
async function categoryProducts(slug: string, signal: AbortSignal): Promise<{ id: number; productNameWithHypen: string }[] | null> {
  const products: { id: number; productNameWithHypen: string }[] = [];
  for (let pageNumber = 0; ; pageNumber++) {
    try {
      const { data } = await getProductsByCategory({ slug, pageNumber, pageSize: PAGE_SIZE }, { signal });
      products.push(...data.products);
      if ((pageNumber + 1) * data.pageSize >= data.totalCount || data.products.length === 0) return products;
    } catch (error) {
      if (isApiError(error) && error.status === 404) return null;
      throw error;
    }
  }
}

/**
 * The sitemap's pages: the routes' own pages; every category the store's menus or the API's navigation
 * link to that the API answers for; every product of those categories; each page of each article list,
 * with its newest article's date, and each article's own page with its date. A call that fails (other
 * than a 404) fails the whole list: a sitemap that silently lost half the catalog would tell search
 * engines those pages are gone.
 */
export async function sitemapUrls(routes: readonly RouteObject[], signal: AbortSignal): Promise<SitemapUrl[]> {
  const statics = indexableRoutePaths(routes);
  const menu = await getMenu({ signal });
  const candidates = [...new Set([...allMenuHrefs(), ...menuPaths(menu.data)])]
    .map((href) => href.split(/[?#]/)[0] ?? '')
    .filter((href) => href.length > 1 && !statics.includes(href) && !href.startsWith('/product/') && !href.startsWith('/chart/'));
  const categories = await inBatches(candidates, async (path) => ({ path, products: await categoryProducts(path.slice(1), signal) }));
  const products = new Map<number, string>();
  for (const { products: list } of categories) for (const p of list ?? []) products.set(p.id, `/product/${p.id}/${p.productNameWithHypen}`);
  const articlePages: SitemapUrl[] = [];
  const articles: SitemapUrl[] = [];
  for (const list of ARTICLE_LISTS) {
    // The API counts pages from 0; the store's addresses from 1 (`/blogs`, then `/blogs?page=2`).
    for (let page = 0, seen = 0; ; page++) {
      const { data } = await list.fetch({ page }, { signal });
      if (data.items.length === 0) break;
      seen += data.items.length;
      for (const a of data.items) articles.push({ path: articlePath(list.kind, a.slug), lastmod: a.publishedAt.slice(0, 10) });
      const newest = data.items
        .map((a) => a.publishedAt)
        .sort()
        .at(-1);
      articlePages.push({
        path: page === 0 ? list.path : `${list.path}?page=${page + 1}`,
        ...(newest ? { lastmod: newest.slice(0, 10) } : {}),
      });
      if (seen >= data.totalCount) break;
    }
  }
  const listed = new Set(articlePages.map((p) => p.path.split('?')[0]));
  return [
    ...statics.filter((path) => !listed.has(path)).map((path) => ({ path })),
    ...articlePages,
    ...articles,
    ...categories.filter((c) => c.products !== null).map(({ path }) => ({ path })),
    ...[...products.values()].map((path) => ({ path })),
  ];
}
