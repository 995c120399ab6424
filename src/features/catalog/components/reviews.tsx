import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import styles from './product.module.css';
import { ReviewForm } from './review-form';
import { REVIEWS_PAGE_SIZE, reviewsQuery, type ReviewSorting } from '../queries';
import { formatDate } from '@/domain/format';

type Sorting = ReviewSorting;

const stars = (n: number) => '★'.repeat(n) + '☆'.repeat(5 - n);

/** Approved reviews of a product, 16 a page, sortable by rating. */
export function Reviews({ productId }: { productId: number }) {
  const [sorting, setSorting] = useState<Sorting>(null);
  const [page, setPage] = useState(0);
  const query = useQuery(reviewsQuery(productId, page, sorting));
  const data = query.data?.data;
  const pages = data ? Math.ceil(data.totalCount / REVIEWS_PAGE_SIZE) : 0;
  return (
    <section aria-labelledby="reviews-title" className={styles.section}>
      <h2 id="reviews-title">Customer reviews</h2>
      <ReviewForm productId={productId} />
      {query.isError ? <p role="alert">Reviews could not be loaded right now.</p> : null}
      {data && data.totalCount === 0 ? <p>No reviews yet.</p> : null}
      {data && data.totalCount > 0 ? (
        <>
          <p>
            <strong>{data.averageRating.toFixed(1)} out of 5</strong> from {data.totalCount} reviews
          </p>
          <label className={styles.field}>
            Sort reviews{' '}
            <select
              value={sorting ?? ''}
              onChange={(e) => {
                setSorting((e.target.value || null) as Sorting);
                setPage(0);
              }}
            >
              <option value="">Newest first</option>
              <option value="desc">Highest rating first</option>
              <option value="asc">Lowest rating first</option>
            </select>
          </label>
          <ul className={styles.reviews}>
            {data.reviews.map((r) => (
              <li key={r.id}>
                <p className={styles.stars}>
                  <span aria-hidden="true">{stars(r.rating)}</span>
                  <span className="visually-hidden">{r.rating} out of 5 stars</span>
                  {r.title ? <strong> {r.title}</strong> : null}
                </p>
                <p>{r.reviewText}</p>
                <p className={styles.muted}>
                  {r.customerName}, <time dateTime={r.createdAt}>{formatDate(new Date(r.createdAt))}</time>
                </p>
              </li>
            ))}
          </ul>
          {pages > 1 ? (
            <nav aria-label="Review pages" className={styles.reviewPages}>
              <button type="button" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
                Previous reviews
              </button>
              <span>
                Page {page + 1} of {pages}
              </span>
              <button type="button" disabled={page + 1 >= pages} onClick={() => setPage((p) => p + 1)}>
                More reviews
              </button>
            </nav>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
