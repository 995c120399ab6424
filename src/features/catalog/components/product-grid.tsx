import { useFollowLinks } from '@/ui/follow-links';
import styles from './catalog.module.css';
import { ProductCardItem, type CardProduct } from './product-card';

/** A list of product cards; busy while a new page of them loads. Its cards' links open in the store. */
export function ProductGrid({ products, busy = false }: { products: CardProduct[]; busy?: boolean }) {
  const follow = useFollowLinks();
  return (
    // The cards' links are the controls; the list follows a click on one as Link would (useFollowLinks).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <ul className={styles.grid} aria-busy={busy} onClick={follow}>
      {products.map((p) => (
        <ProductCardItem key={p.id} product={p} />
      ))}
    </ul>
  );
}
