import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { GetProductsByCategorySort } from '@generated/hooks/model';
import { isApiError, loadQueries, type RouteLoaderArgs, type RouteLoaderResult } from '@/api';
import { NotFound } from '@/ui/not-found';
import { LoadError } from '@/ui/load-error';
import { PageTitle } from '@/ui/page-title';
import styles from '../components/catalog.module.css';
import { ApplyButton, FILTER_FORM_ID, Filters, type FilterKey } from '../components/filters';
import { categoryQuery, isCategorySlug, pageOf, slugOf, SORTS, sortOf } from '../queries';
import { ProductGrid } from '../components/product-grid';
import { titleFromSlug } from '@/domain/catalog/slug-title';
import { HydrateApart } from '@/ui/hydrate-apart';
import { useServerResponse } from '@/ui/server-response';
import { usePageMeta } from '@/ui/page-meta';
import { categoryMeta } from '../page-meta';
import { NEW_PAGE_STATE } from '@/ui/new-page-state';

/** The category's products, loaded before the page renders (the server sends it with them). */
export async function loader({ request, context }: RouteLoaderArgs): Promise<RouteLoaderResult> {
  const url = new URL(request.url);
  if (!isCategorySlug(slugOf(url.pathname))) return null;
  await loadQueries(context, [categoryQuery(url.pathname, url.searchParams)]);
  return null;
}

/**
 * The order in words after the count, when it is not the default: a new sort keeps the count, and a
 * screen-reader user who changed it hears, from the status, that the list has been re-sorted.
 */
const sortedBy = (sort: GetProductsByCategorySort): string =>
  sort === 'best-selling' ? '' : `, sorted by ${(SORTS.find((s) => s.value === sort)?.label ?? sort).toLowerCase()}`;

/**
 * Any category page of the menus: the slug is the path. Filters, sort and page live in the
 * URL, so a filtered page can be shared and the back button works. An unknown slug is a not-found page.
 */
export function Component() {
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const slug = slugOf(pathname);
  const sort = sortOf(params);
  // The choice shows at once; the URL (and so the list) follows a moment later. Kept in step with the URL
  // (back and forward), so the control never jumps back to the old sort while the new one loads.
  const [choice, setChoice] = useState({ value: sort, forUrl: sort });
  if (choice.forUrl !== sort) setChoice({ value: sort, forUrl: sort });
  const shownSort = choice.forUrl === sort ? choice.value : sort;
  const page = pageOf(params);
  const selected = (key: FilterKey) => params.getAll(key);
  const isCategory = isCategorySlug(slug);
  const serverResponse = useServerResponse();
  const query = useQuery({
    ...categoryQuery(pathname, params),
    enabled: isCategory,
    // A failed call is not asked again just because the page mounts: the API's 404, which the server
    // renders as not found, is then the same page when the browser hydrates it.
    retryOnMount: false,
    // A new sort, filter or page of the same category keeps the list (marked busy) until the next one
    // arrives: the sort and filter controls stay, so keyboard focus stays on them. Another category
    // starts afresh.
    placeholderData: (previous, previousQuery) =>
      (previousQuery?.queryKey[1] as { slug?: string } | undefined)?.slug === slug ? previous : undefined,
  });
  // The order the listed products are in: the new sort's once its list has arrived, the old one's until then,
  // so the status says "sorted by…" once, when it is true.
  const [listedSort, setListedSort] = useState(sort);
  if (query.data && !query.isPlaceholderData && listedSort !== sort) setListedSort(sort);
  // The list kept while the next one loads is the last address's: the page says nothing new until its own arrives.
  usePageMeta(query.data && !query.isPlaceholderData ? categoryMeta(pathname, query.data) : null);

  const update = (change: (p: URLSearchParams) => void) => {
    const next = new URLSearchParams(params);
    change(next);
    next.delete('page');
    setParams(next, { preventScrollReset: true });
  };
  const toggle = (key: FilterKey, value: string) =>
    update((p) => {
      const values = p.getAll(key);
      p.delete(key);
      for (const v of values.includes(value) ? values.filter((x) => x !== value) : [...values, value]) p.append(key, v);
    });

  if (!isCategory || (query.isError && isApiError(query.error) && query.error.status === 404)) return <NotFound />;
  const data = query.data;
  // On the server, a page without its products is one the API failed for (sent with its error state and
  // Try again) or did not answer for in time (its loading state, which the browser fills): a 503 either
  // way, so a crawler or a cache tries again rather than keeping a page with no products (or a path that
  // may be no category at all).
  if (!data) serverResponse?.setStatus(503);
  const pages = data ? Math.ceil(data.totalCount / data.pageSize) : 0;
  const pageHref = (n: number) => {
    const p = new URLSearchParams(params);
    if (n === 1) p.delete('page');
    else p.set('page', String(n));
    const qs = p.toString();
    return `${pathname}${qs ? `?${qs}` : ''}`;
  };

  return (
    <div className="page">
      {/* The loading text goes once the error shows: the page is then named after its path. */}
      <PageTitle title={data?.title ?? (query.isError ? titleFromSlug(slug) : 'Loading products…')} pending={!data && !query.isError} />
      {data?.description ? <p>{data.description}</p> : null}
      {query.isError ? <LoadError message="We could not load these products. Your cart is safe." onRetry={query.refetch} /> : null}
      {data ? (
        <div className={styles.layout}>
          <HydrateApart>
            <Filters facets={data.facets} selected={selected} onToggle={toggle} />
          </HydrateApart>
          <section aria-labelledby="results-title">
            <h2 id="results-title" className="visually-hidden">
              Products
            </h2>
            <div className={styles.toolbar}>
              <p role="status" aria-live="polite">
                {data.totalCount === 0
                  ? 'No products match these filters.'
                  : `Showing ${data.pageNumber * data.pageSize + 1}–${Math.min((data.pageNumber + 1) * data.pageSize, data.totalCount)} of ${data.totalCount} products${sortedBy(listedSort)}`}
              </p>
              <label>
                Sort by{' '}
                <select
                  name="sort"
                  form={FILTER_FORM_ID}
                  value={shownSort}
                  onChange={(e) => {
                    setChoice({ value: e.target.value as GetProductsByCategorySort, forUrl: sort });
                    update((p) => p.set('sort', e.target.value));
                  }}
                >
                  {SORTS.map((s) => (
                    <option key={s.value} value={s.value}>
                      {s.label}
                    </option>
                  ))}
                </select>
              </label>
              {/* Without script, the sort is sent with the filters' form by its own button. */}
              <ApplyButton variant="secondary">Sort</ApplyButton>
            </div>
            {data.products.length ? (
              <HydrateApart>
                <ProductGrid products={data.products} busy={query.isFetching} />
              </HydrateApart>
            ) : (
              <div className={styles.empty}>
                <p>
                  Nothing here matches. Clear a filter or <Link to={pathname}>see all {data.title}</Link>.
                </p>
              </div>
            )}
            {pages > 1 ? (
              <nav aria-label="Pages">
                <ul className={styles.pages}>
                  {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
                    <li key={n}>
                      <Link to={pageHref(n)} state={NEW_PAGE_STATE} aria-current={n === page ? 'page' : undefined} aria-label={`Page ${n}`}>
                        {n}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
          </section>
        </div>
      ) : null}
    </div>
  );
}
