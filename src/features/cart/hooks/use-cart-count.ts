import { useGetProductFromShoppingCart } from '@generated/hooks/shopping-cart/shopping-cart';
import { countItems } from '@/domain/cart/cart-rules';
import { useGuestCart, useSignedIn } from '@/features/session';

/** Items in the cart (inactive lines are not counted): the server cart when signed in, else the guest cart. */
export function useCartCount(): number {
  // While a page hydrates, whether the server rendered it for a customer (with their cart), as it was sent.
  const isLoggedIn = useSignedIn();
  const guestCart = useGuestCart();
  const server = useGetProductFromShoppingCart({ query: { enabled: isLoggedIn, staleTime: 30_000 } });
  if (!isLoggedIn) return countItems(guestCart);
  return countItems(
    (server.data?.data ?? []).map((l) => ({
      ...l,
      source: l.productInventorySource,
      salesEventId: l.activeSalesEventId ?? null,
      size: l.size ?? null,
    })),
  );
}
