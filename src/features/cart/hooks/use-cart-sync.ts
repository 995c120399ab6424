import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { addProductToShoppingCart, deleteProductFromShoppingCart, getGetProductFromShoppingCartQueryKey, useGetProductFromShoppingCart } from '@generated/hooks/shopping-cart/shopping-cart';
import type { CartProductList, InventorySource } from '@generated/hooks/model';
import { linesWithoutStock, sameLine } from '@/domain/cart/cart-rules';
import { PRICE_LOCK_MS } from '@/domain/cart/price-lock';
import { useSession } from '@/features/session';
import { toast } from '@/ui/toast/toast-store';
import { requestOf } from './use-cart';

let cleanedThisLoad = false;

/**
 * Keeps the two carts honest, once for the whole app:
 * - at sign in, the guest cart merges into the customer's server cart line by line; a line that could
 *   not be added stays in the browser and is tried again on the next load, so none is lost;
 * - on load, lines of the server cart with no stock for their quantity are deleted (spec 5), and the
 *   customer is told which.
 */
export function useCartSync(): void {
  const queryClient = useQueryClient();
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const pending = useSession((s) => s.guestCart.length);
  const server = useGetProductFromShoppingCart({ query: { enabled: isLoggedIn, staleTime: PRICE_LOCK_MS } });
  const merging = useRef(false);

  useEffect(() => {
    if (!isLoggedIn || pending === 0 || merging.current) return;
    merging.current = true;
    void (async () => {
      let cart: CartProductList | null = null;
      let failed = 0;
      for (const line of [...useSession.getState().guestCart]) {
        try {
          cart = await addProductToShoppingCart(requestOf(line));
          useSession.setState((s) => ({ guestCart: s.guestCart.filter((g) => !sameLine(g, line)) }));
        } catch {
          failed += 1;
        }
      }
      if (cart) queryClient.setQueryData(getGetProductFromShoppingCartQueryKey(), cart);
      if (failed) toast.error(`${failed} ${failed === 1 ? 'item' : 'items'} from before you signed in could not be added to your cart yet. They are kept in this browser and added next time.`);
      merging.current = false;
    })();
  }, [isLoggedIn, pending, queryClient]);

  const data = server.data;
  useEffect(() => {
    if (!isLoggedIn || !data || cleanedThisLoad) return;
    cleanedThisLoad = true;
    const gone = linesWithoutStock(data.data);
    if (!gone.length) return;
    void (async () => {
      let cart: CartProductList | null = null;
      for (const l of gone) {
        try {
          cart = await deleteProductFromShoppingCart({ ProductId: l.productId, productInventorySource: l.productInventorySource as InventorySource, salesEventId: l.activeSalesEventId ?? undefined, size: l.size ?? undefined });
        } catch {
          // Left in the cart; checkout checks stock again.
        }
      }
      if (cart) queryClient.setQueryData(getGetProductFromShoppingCartQueryKey(), cart);
      toast.warning(`Removed from your cart, no longer in stock for the quantity you chose: ${gone.map((l) => l.productName).join(', ')}.`);
    })();
  }, [isLoggedIn, data, queryClient]);
}
