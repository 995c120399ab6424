import styles from './catalog.module.css';
import { ProductCard, type CardProduct } from './product-card';

/** A list of product cards; busy while a new page of them loads. */
export function ProductGrid({ products, busy = false }: { products: CardProduct[]; busy?: boolean }) {
  return (
    <ul className={styles.grid} aria-busy={busy}>
      {products.map((p) => (
        <li key={p.id}>
          <ProductCard product={p} />
        </li>
      ))}
    </ul>
  );
}
