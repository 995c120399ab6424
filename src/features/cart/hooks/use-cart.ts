import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  getDeleteProductFromShoppingCartMutationOptions,
  getGetProductFromShoppingCartQueryKey,
  getUpdateCartProductSelectionMutationOptions,
  getUpdateProductQtyFromShoppingCartMutationOptions,
  useGetProductFromShoppingCart,
} from '@generated/hooks/shopping-cart/shopping-cart';
import type { CartLineRequest, CartProduct, CartProductList, InventorySource } from '@generated/hooks/model';
import {
  emptySelected as emptyGuest,
  overwriteLine,
  removeLine,
  sameLine,
  setSelected as selectGuest,
  type CartLineKey,
} from '@/domain/cart/cart-rules';
import { PRICE_LOCK_MS } from '@/domain/cart/price-lock';
import { toCents } from '@/domain/checkout/charges';
import { changeGuestCart, useGuestCart, useSignedIn, type GuestCartLine } from '@/features/session';
import { useShownProducts, type ShownProduct } from './shown-products';
import { toast } from '@/ui/toast/toast-store';
import { guestCartPricesQuery } from '../queries';
import { requestOf } from './cart-request';
import type { CartLine } from './cart-line';
import { soldItemOf } from './sold-item';
import { ecommerceEvent } from '@/domain/analytics/ga4';
import { track } from '@/features/analytics';

export { requestOf };

export const DELETED_TEXT = 'Product deleted successfully';
export const NOT_DELETED_TEXT = 'Product could not be deleted';

const keyOf = (p: CartProduct): CartLineKey => ({
  productId: p.productId,
  salesEventId: p.activeSalesEventId ?? null,
  source: p.productInventorySource,
  size: p.size ?? null,
});

export function fromServer(p: CartProduct): CartLine {
  return {
    ...keyOf(p),
    shoppingCartId: p.shoppingCartId ?? null,
    productName: p.productName,
    productNameWithHypen: p.productNameWithHypen,
    imagePath: p.imagePath,
    quantity: p.quantity,
    selected: p.selected,
    isActive: p.isActive,
    unitCents: toCents(p.price),
    ounces: p.ounces ?? 0,
    stocks: p.stocks ?? [],
    purchaseLimit: p.purchaseLimit ?? null,
  };
}

export function fromGuest(g: GuestCartLine, priced: CartProduct[] | undefined, shown: ShownProduct | undefined): CartLine {
  const p = priced?.find((x) => sameLine(keyOf(x), g));
  return {
    productId: g.productId,
    salesEventId: g.salesEventId,
    source: g.source,
    size: g.size,
    shoppingCartId: null,
    productName: p?.productName ?? shown?.productName ?? `Product ${g.productId}`,
    productNameWithHypen: p?.productNameWithHypen ?? shown?.productNameWithHypen ?? 'product',
    imagePath: p?.imagePath ?? shown?.imagePath,
    quantity: g.quantity,
    selected: g.selected,
    isActive: g.isActive,
    unitCents: p ? toCents(p.price) : null,
    ounces: p?.ounces ?? 0,
    stocks: p?.stocks ?? [],
    purchaseLimit: p?.purchaseLimit ?? null,
  };
}

/**
 * The cart. A guest's lines live in their cookie (the server reads it too) and are priced with GetUpdateShoppingCart,
 * the call in flight cancelled whenever the cart changes; a customer's lines live on the server and
 * every change answers with the whole cart, which replaces ours.
 */
export function useCart() {
  const queryClient = useQueryClient();
  // As a customer's page renders it: the server's render of the cart page for a signed-in customer is
  // their cart (without script it is the only one they see), and the browser hydrates with the same.
  const isLoggedIn = useSignedIn();
  const guestCart = useGuestCart();
  const shown = useShownProducts();
  const server = useGetProductFromShoppingCart({ query: { enabled: isLoggedIn, staleTime: PRICE_LOCK_MS } });
  const guestPrices = useQuery({ ...guestCartPricesQuery(guestCart.map(requestOf)), enabled: !isLoggedIn && guestCart.length > 0 });
  const active = isLoggedIn ? server : guestPrices;
  const lines: CartLine[] = isLoggedIn
    ? (server.data?.data ?? []).map(fromServer)
    : guestCart.map((g) => fromGuest(g, guestPrices.data?.data, shown[g.productId]));

  // A customer's cart lives on the server: each write answers with the whole cart, which replaces ours.
  // A quantity or a tick shows at once (the shopper expects it) and comes back as it was if the write fails.
  const replace = { onSuccess: (cart: CartProductList) => queryClient.setQueryData(getGetProductFromShoppingCartQueryKey(), cart) };
  const updateQuantity = useMutation(
    getUpdateProductQtyFromShoppingCartMutationOptions({
      mutation: {
        ...replace,
        ...optimistic(queryClient, ({ data }) => (p) => {
          const r = data.shoppingCartProducts[0];
          return r && isLine(p, r) ? { ...p, quantity: r.quantity } : p;
        }),
      },
    }),
  );
  const updateSelection = useMutation(
    getUpdateCartProductSelectionMutationOptions({
      mutation: {
        ...replace,
        ...optimistic(
          queryClient,
          ({ params }) =>
            (p) =>
              p.shoppingCartId === params.shoppingCartId ? { ...p, selected: params.selected } : p,
        ),
      },
    }),
  );
  const deleteFromServer = useMutation(getDeleteProductFromShoppingCartMutationOptions({ mutation: replace }));
  const setQuantity = async (line: CartLine, quantity: number) => {
    if (!isLoggedIn) return changeGuestCart((lines) => overwriteLine(lines, line, quantity));
    await updateQuantity.mutateAsync({ data: { shoppingCartProducts: [requestOf({ ...line, quantity, selected: true })] } });
  };
  /** Whether this line's new quantity is on its way to the server: the busy state is the write's own. */
  const isSavingQuantity = (line: CartLine) => {
    const r = updateQuantity.isPending ? updateQuantity.variables.data.shoppingCartProducts[0] : undefined;
    return (
      r !== undefined &&
      (line.shoppingCartId !== null && r.shoppingCartId != null
        ? line.shoppingCartId === r.shoppingCartId
        : sameLine(line, keyOfRequest(r)))
    );
  };
  const setSelected = async (line: CartLine, selected: boolean) => {
    if (!isLoggedIn || line.shoppingCartId === null) return changeGuestCart((lines) => selectGuest(lines, line, selected));
    await updateSelection.mutateAsync({ params: { shoppingCartId: line.shoppingCartId, selected } });
  };
  const deleteLine = async (line: CartLine) => {
    await deleteLineOnly(line);
    track(ecommerceEvent('remove_from_cart', [soldItemOf(line)]));
  };
  const deleteLineOnly = async (line: CartLine) => {
    if (!isLoggedIn) return changeGuestCart((lines) => removeLine(lines, line));
    await deleteFromServer.mutateAsync({
      params: {
        ProductId: line.productId,
        productInventorySource: line.source as InventorySource,
        salesEventId: line.salesEventId ?? undefined,
        size: line.size ?? undefined,
      },
    });
  };
  /** Deletes a line and says so in a toast, or that it could not; resolves to whether it went. */
  const remove = async (line: CartLine): Promise<boolean> => {
    try {
      await deleteLine(line);
      toast.success(DELETED_TEXT);
      return true;
    } catch {
      toast.error(NOT_DELETED_TEXT);
      return false;
    }
  };
  /** Emptying the cart removes only the selected lines. */
  const emptySelected = async () => {
    if (!isLoggedIn) return changeGuestCart(emptyGuest);
    for (const line of lines.filter((l) => l.selected)) await deleteLine(line);
  };

  return {
    mode: isLoggedIn ? ('customer' as const) : ('guest' as const),
    lines,
    isPending: lines.length > 0 && active.isPending,
    isFetching: active.isFetching,
    isError: active.isError,
    /** When the prices shown were fetched (ms), for the price lock. */
    pricedAt: active.dataUpdatedAt || null,
    refetch: () => active.refetch(),
    setQuantity,
    isSavingQuantity,
    setSelected,
    remove,
    emptySelected,
  };
}
export type Cart = ReturnType<typeof useCart>;

/** Whether a server cart line is the one a request names (by its id, or by what tells lines apart). */
function isLine(p: CartProduct, r: CartLineRequest): boolean {
  if (r.shoppingCartId != null && p.shoppingCartId != null) return p.shoppingCartId === r.shoppingCartId;
  return sameLine(keyOf(p), keyOfRequest(r));
}

/** What tells the line a request names from the others. */
const keyOfRequest = (r: CartLineRequest): CartLineKey => ({
  productId: r.productId,
  salesEventId: r.salesEventId ?? null,
  source: r.stockSource ?? 'Instock',
  size: r.size ?? null,
});

/**
 * An optimistic write to the customer's cart: the cached cart shows the change at once (`change` maps
 * each line), calls in flight for it are cancelled so they cannot overwrite it, and the cart as it was
 * comes back if the write fails (the caller says why).
 */
function optimistic<V>(queryClient: QueryClient, change: (variables: V) => (p: CartProduct) => CartProduct) {
  const key = getGetProductFromShoppingCartQueryKey();
  return {
    onMutate: async (variables: V) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<CartProductList>(key);
      if (before) queryClient.setQueryData<CartProductList>(key, { ...before, data: before.data.map(change(variables)) });
      return { before };
    },
    onError: (_error: unknown, _variables: V, context: { before: CartProductList | undefined } | undefined) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
  };
}
