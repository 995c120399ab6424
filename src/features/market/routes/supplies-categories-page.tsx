import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { loadQueries, type RouteLoaderArgs, type RouteLoaderResult } from '@/api';
import { LoadError } from '@/ui/load-error';
import { PageTitle } from '@/ui/page-title';
import styles from '../components/market.module.css';
import { suppliesQuery } from '../queries';

/**
 * /supplies-catagory (spelt so in the store's published links, kept so they work): supplies by category
 * (GetSuppliesCategories, no token).
 */
/** The supplies' categories. */
export async function loader({ context }: RouteLoaderArgs): Promise<RouteLoaderResult> {
  await loadQueries(context, [suppliesQuery()]);
  return null;
}

export function Component() {
  const query = useQuery(suppliesQuery());
  const categories = query.data?.data ?? [];
  return (
    <div className="page">
      <PageTitle title="Supplies" />
      <p>Tubes, capsules, boxes, gloves and scales to keep your bullion as it left the mint.</p>
      {query.isError ? (
        <LoadError message="Supplies categories could not be loaded." onRetry={() => query.refetch()} />
      ) : query.data ? (
        categories.length ? (
          <ul className={styles.categories}>
            {categories.map((c) => (
              <li key={c.id}>
                <section className={styles.category} aria-labelledby={`supplies-${c.slug}`}>
                  <h2 id={`supplies-${c.slug}`}>
                    <Link to={`/supplies-catagory/${encodeURIComponent(c.slug)}`}>{c.name}</Link>
                  </h2>
                  {c.productCount !== undefined ? <p>{c.productCount === 1 ? '1 product' : `${c.productCount} products`}</p> : null}
                </section>
              </li>
            ))}
          </ul>
        ) : (
          <p>No supplies categories right now.</p>
        )
      ) : (
        <p role="status">Loading supplies…</p>
      )}
      <p>
        <Link to="/supplies">All supplies</Link>
      </p>
    </div>
  );
}
