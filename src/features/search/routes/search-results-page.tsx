import { announce } from '@react-aria/live-announcer';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { getSearchProductsByKeywordQueryOptions } from '@generated/hooks/product/product';
import { loadQueries, type RouteLoaderArgs, type RouteLoaderResult } from '@/api';
import { noResultsText, SEARCH_FAILED_TEXT, SEARCH_PARAM, submittableKeyword } from '@/domain/search/keyword';
import { ProductGrid } from '@/features/catalog';
import { LoadError } from '@/ui/load-error';
import { PageTitle } from '@/ui/page-title';
import styles from './search-results.module.css';

const keywordOf = (params: URLSearchParams) => submittableKeyword(params.get(SEARCH_PARAM) ?? '');

/** The products matching the keyword (one retry, as the page's own query: a search that failed once is asked again). */
const resultsQuery = (keyword: string) => getSearchProductsByKeywordQueryOptions({ keyword }, { query: { retry: 1 } });

/**
 * The results, loaded before the page renders: the server sends the page with them (a search typed before
 * the script arrived, or without it).
 */
export async function loader({ request, context }: RouteLoaderArgs): Promise<RouteLoaderResult> {
  const keyword = keywordOf(new URL(request.url).searchParams);
  if (keyword) await loadQueries(context, [resultsQuery(keyword)]);
  return null;
}

/**
 * /search/searchresults?searchkey=…: the products matching the keyword, supplies apart
 * from bullion; the no-match and failure texts to the letter; a retry that keeps the page.
 */
export function Component() {
  const [params] = useSearchParams();
  const keyword = keywordOf(params);
  const query = useQuery({ ...resultsQuery(keyword ?? ''), enabled: keyword !== null });
  const found = query.data?.dataList.searchProductsByKW ?? [];
  const bullion = found.filter((p) => p.productType !== 'Supplies');
  const supplies = found.filter((p) => p.productType === 'Supplies');
  const status = query.isPending
    ? 'Searching…'
    : query.isSuccess
      ? found.length === 0
        ? noResultsText(keyword ?? '')
        : found.length === 1
          ? '1 product found.'
          : `${found.length} products found.`
      : '';
  // The count is said once the results are shown, whether they came after the page ("Searching…", then the
  // count) or with it (the answer was already in the cache when the page started): a live region says a
  // change only, and a page that starts complete has none. After the title has taken focus, which it does
  // in its own effect, run before this one.
  const said = query.isSuccess ? status : null;
  useEffect(() => {
    if (said) announce(said, 'polite');
  }, [said]);

  if (!keyword) {
    return (
      <div className="page">
        <PageTitle title="Search" />
        <p>Type a product name, metal or weight in the search box to find products.</p>
      </div>
    );
  }

  return (
    <div className="page">
      {/* Focus goes to the title once the results are there: a screen reader reading on from it then meets
          the count, not "Searching…" (which, replaced under its cursor, sent it back to the top). */}
      <PageTitle title={`Search results for “${keyword}”`} pending={query.isPending} />
      <div className={styles.status}>
        {/* One paragraph whose words change, not one paragraph swapped for another. */}
        <p className={query.isSuccess && found.length === 0 ? styles.empty : undefined}>{status}</p>
      </div>
      {query.isError ? <LoadError message={SEARCH_FAILED_TEXT} onRetry={query.refetch} /> : null}
      {bullion.length ? (
        <section aria-labelledby="results-products">
          <h2 id="results-products">Products</h2>
          <ProductGrid products={bullion} busy={query.isFetching} />
        </section>
      ) : null}
      {supplies.length ? (
        <section aria-labelledby="results-supplies">
          <h2 id="results-supplies">Supplies</h2>
          <ProductGrid products={supplies} busy={query.isFetching} />
        </section>
      ) : null}
    </div>
  );
}
