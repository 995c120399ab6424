import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  getAddProductToShoppingCartMutationOptions,
  getGetProductFromShoppingCartQueryKey,
} from '@generated/hooks/shopping-cart/shopping-cart';
import { addLine } from '@/domain/cart/cart-rules';
import type { Source } from '@/domain/catalog/pricing';
import { ecommerceEvent } from '@/domain/analytics/ga4';
import { track } from '@/features/analytics';
import { useSession } from '@/features/session';

export interface AddToCart {
  productId: number;
  quantity: number;
  source: Source;
  size: string | null;
  salesEventId: number | null;
  /** Kept with a guest's line so the cart can show it while prices cannot be fetched. */
  display?: { productName: string; productNameWithHypen: string; imagePath?: string | undefined };
  /** The unit price the shopper saw (eCheck or wire, dollars), for the add_to_cart event. */
  price?: number;
}

/** The add_to_cart event that follows an add (the spec: an analytics event follows AddProductToShoppingCart). */
function added(item: AddToCart) {
  track(
    ecommerceEvent('add_to_cart', [
      {
        productId: item.productId,
        name: item.display?.productName ?? `Product ${item.productId}`,
        price: item.price ?? 0,
        quantity: item.quantity,
      },
    ]),
  );
}

export interface AddToCartAction {
  /** Resolves when the cart holds the item; rejects with the API error. */
  add(item: AddToCart): Promise<void>;
  /** The product being added to a customer's cart, while the call runs (a guest's add is immediate). */
  adding: number | null;
}

/**
 * Adds a product to the cart: the server cart for a customer, the browser's guest cart for a visitor
 * (merged by the cart's rules either way: src/domain/cart/cart-rules.ts).
 */
export function useAddToCart(): AddToCartAction {
  const queryClient = useQueryClient();
  // The server answers with the whole cart: it replaces ours, so the header's count and the drawer follow.
  const add = useMutation(
    getAddProductToShoppingCartMutationOptions({
      mutation: { onSuccess: (cart) => queryClient.setQueryData(getGetProductFromShoppingCartQueryKey(), cart) },
    }),
  );
  const run = async (item: AddToCart) => {
    const { isLoggedIn, guestCart } = useSession.getState();
    if (isLoggedIn) {
      await add.mutateAsync({
        data: {
          productId: item.productId,
          quantity: item.quantity,
          salesEventId: item.salesEventId,
          stockSource: item.source,
          selected: true,
          size: item.size,
        },
      });
      added(item);
      return;
    }
    useSession.setState({
      guestCart: addLine(guestCart, {
        productId: item.productId,
        salesEventId: item.salesEventId,
        source: item.source,
        size: item.size,
        quantity: item.quantity,
        selected: true,
        isActive: true,
        ...item.display,
      }),
    });
    added(item);
  };
  return { add: run, adding: add.isPending ? (add.variables?.data.productId ?? null) : null };
}
