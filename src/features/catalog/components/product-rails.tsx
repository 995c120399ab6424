import { useGetRecentViewProduct } from '@generated/hooks/customer/customer';
import { useQuery } from '@tanstack/react-query';
import { useGetCustomerPurchasedReccommendedProduct } from '@generated/hooks/product/product';
import { similarQuery } from '../queries';
import { useSession } from '@/features/session';
import { ProductGrid } from './product-grid';
import type { CardProduct } from './product-card';
import styles from './product.module.css';

/** A titled row of product cards; nothing at all when there are none (a failed call included). */
function ProductRail({ id, title, products }: { id: string; title: string; products: CardProduct[] | undefined }) {
  if (!products?.length) return null;
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id}>{title}</h2>
      <ProductGrid products={products} />
    </section>
  );
}

/**
 * The rails under a product: products most like it for everyone; for a signed-in customer,
 * what they viewed recently (GetRecentViewProduct, this product excluded) and what is recommended
 * from their purchases (GetCustomerPurchasedReccommendedProduct).
 */
export function ProductRails({ productId }: { productId: number }) {
  const customerId = useSession((s) => (s.isLoggedIn && s.user && !s.user.isGuest ? s.user.userId : null));
  const signedIn = customerId !== null;
  const similar = useQuery(similarQuery(productId));
  const recent = useGetRecentViewProduct({ customerId: customerId ?? 0, ExcludeProductId: productId }, { query: { enabled: signedIn } });
  const recommended = useGetCustomerPurchasedReccommendedProduct({ query: { enabled: signedIn } });
  return (
    <>
      <ProductRail id="similar-title" title="You may also like" products={similar.data} />
      {signedIn ? (
        <ProductRail id="recent-title" title="Recently viewed" products={recent.data?.dataList.searchProductsByKW.slice(0, 8)} />
      ) : null}
      {signedIn ? <ProductRail id="recommended-title" title="Recommended for you" products={recommended.data?.data.slice(0, 8)} /> : null}
    </>
  );
}
