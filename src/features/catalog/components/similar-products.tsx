import { useGetMostLikeProducts } from '@generated/hooks/product/product';
import catalog from './catalog.module.css';
import { ProductCard } from './product-card';
import styles from './product.module.css';

/** Products most like this one (spec 7: GetMostLikeProducts, dataList.searchProducts). Hidden when there are none. */
export function SimilarProducts({ productId }: { productId: number }) {
  const query = useGetMostLikeProducts({ productId, size: 8 });
  const products = query.data?.dataList.searchProducts ?? [];
  if (!products.length) return null;
  return (
    <section aria-labelledby="similar-title" className={styles.section}>
      <h2 id="similar-title">You may also like</h2>
      <ul className={catalog.grid}>
        {products.map((p) => (
          <li key={p.id}>
            <ProductCard product={p} />
          </li>
        ))}
      </ul>
    </section>
  );
}
