import { useSearchParams } from 'react-router';
import { useSearchProductsByKeyword } from '@generated/hooks/product/product';
import { noResultsText, SEARCH_FAILED_TEXT, submittableKeyword } from '@/domain/search/keyword';
import { ProductGrid } from '@/features/catalog';
import { LoadError } from '@/ui/load-error';
import { PageTitle } from '@/ui/page-title';
import styles from './search-results.module.css';

/**
 * /search/searchresults?searchkey=…: the products matching the keyword, supplies apart
 * from bullion; the no-match and failure texts to the letter; a retry that keeps the page.
 */
export function Component() {
  const [params] = useSearchParams();
  const keyword = submittableKeyword(params.get('searchkey') ?? '');
  const query = useSearchProductsByKeyword({ keyword: keyword ?? '' }, { query: { enabled: keyword !== null, retry: 1 } });
  const found = query.data?.dataList.searchProductsByKW ?? [];
  const bullion = found.filter((p) => p.productType !== 'Supplies');
  const supplies = found.filter((p) => p.productType === 'Supplies');

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
      <PageTitle title={`Search results for “${keyword}”`} />
      <div aria-live="polite" className={styles.status}>
        {query.isPending ? <p>Searching…</p> : null}
        {query.isSuccess && found.length === 0 ? <p className={styles.empty}>{noResultsText(keyword)}</p> : null}
        {query.isSuccess && found.length > 0 ? <p>{found.length === 1 ? '1 product found.' : `${found.length} products found.`}</p> : null}
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
