import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import {
  getAddProductToShoppingCartMutationOptions,
  getDeleteProductFromShoppingCartMutationOptions,
  getGetProductFromShoppingCartQueryKey,
  getGetProductFromShoppingCartQueryOptions,
  getUpdateProductQtyFromShoppingCartMutationOptions,
  useGetProductFromShoppingCart,
} from '@generated/hooks/shopping-cart/shopping-cart';
import type { CartProduct, CartProductList, InventorySource } from '@generated/hooks/model';
import { sameLine, type CartLineKey } from '@/domain/cart/cart-rules';
import { mergePlan, stockFix } from '@/domain/cart/merge-plan';
import { PRICE_LOCK_MS } from '@/domain/cart/price-lock';
import { purchaseLimitMessage } from '@/domain/cart/quantity-limit';
import { changeGuestCart, readGuestCart, useGuestCart, useSignedIn } from '@/features/session';
import { toast } from '@/ui/toast/toast-store';
import { guestCartPricesQuery } from '../queries';
import { requestOf } from './cart-request';

let cleanedThisLoad = false;

/**
 * Keeps the two carts honest, once for the whole app:
 * - at sign in, the guest cart merges into the customer's server cart line by line, held to stock: the
 *   customer's own quantity is kept and a guest line adds only what stock leaves; a line that could not
 *   be added stays in the browser and is tried again on the next load, so none is lost;
 * - on load, a server line over what is in stock is lowered to it, and removed only when none is left
 *  ; the customer is told which.
 */
export function useCartSync(): void {
  const queryClient = useQueryClient();
  // While a page hydrates, whether the server rendered it for a customer (with their cart), as it was sent.
  const isLoggedIn = useSignedIn();
  const pending = useGuestCart().length;
  const server = useGetProductFromShoppingCart({ query: { enabled: isLoggedIn, staleTime: PRICE_LOCK_MS } });
  const merging = useRef(false);
  // The sync's writes are the generated mutations too, run in order by the effects below.
  const { mutateAsync: add } = useMutation(getAddProductToShoppingCartMutationOptions());
  const { mutateAsync: updateQty } = useMutation(getUpdateProductQtyFromShoppingCartMutationOptions());
  const { mutateAsync: remove } = useMutation(getDeleteProductFromShoppingCartMutationOptions());

  useEffect(() => {
    if (!isLoggedIn || pending === 0 || merging.current) return;
    merging.current = true;
    void (async () => {
      let cart: CartProductList | null = null;
      let failed = 0;
      const guest = [...readGuestCart()];
      // Stock of each line from both carts' pricing; without it (an outage) the server still holds lines to stock.
      const [own, priced] = await Promise.all([
        queryClient
          .fetchQuery(getGetProductFromShoppingCartQueryOptions())
          .then((r) => r.data)
          .catch(() => [] as CartProduct[]),
        queryClient
          .fetchQuery(guestCartPricesQuery(guest.map(requestOf)))
          .then((r) => r.data)
          .catch(() => [] as CartProduct[]),
      ]);
      const keyOf = (p: CartProduct): CartLineKey => ({
        productId: p.productId,
        salesEventId: p.activeSalesEventId ?? null,
        source: p.productInventorySource,
        size: p.size ?? null,
      });
      const optionsOf = (line: CartLineKey) => {
        const known = [...own, ...priced].filter((p) => sameLine(keyOf(p), line));
        return { stocks: known.find((p) => p.stocks)?.stocks, purchaseLimit: known.find((p) => p.purchaseLimit != null)?.purchaseLimit };
      };
      const full: string[] = [];
      const limited: string[] = [];
      for (const step of mergePlan(
        guest,
        own.map((p) => ({ ...keyOf(p), quantity: p.quantity, isActive: p.isActive })),
        optionsOf,
      )) {
        const line = step.guest;
        const name = [...own, ...priced].find((p) => p.productId === line.productId)?.productName ?? `Product ${line.productId}`;
        const limit = optionsOf(line).purchaseLimit;
        try {
          if (step.add > 0) cart = await add({ data: requestOf({ ...line, quantity: step.add }) });
          if (step.heldBy === 'limit' && limit != null) limited.push(`${name}: ${purchaseLimitMessage(limit)}`);
          else if (step.add === 0) full.push(name);
          changeGuestCart((lines) => lines.filter((g) => !sameLine(g, line)));
        } catch {
          failed += 1;
        }
      }
      if (full.length) toast.info(`Your cart already holds all we have in stock of: ${full.join(', ')}.`);
      // What was held to a purchase limit is said with the limit (the rest of the guest's line is dropped, not kept to fail again).
      for (const said of limited) toast.info(`${said} Your cart holds as many as you can buy.`);
      if (cart) queryClient.setQueryData(getGetProductFromShoppingCartQueryKey(), cart);
      if (failed)
        toast.error(
          `${failed} ${failed === 1 ? 'item' : 'items'} from before you signed in could not be added to your cart yet. They are kept in this browser and added next time.`,
        );
      merging.current = false;
    })();
  }, [isLoggedIn, pending, queryClient, add]);

  const data = server.data;
  useEffect(() => {
    if (!isLoggedIn || !data || cleanedThisLoad) return;
    cleanedThisLoad = true;
    const fixes = data.data.flatMap((l) => {
      const fix = stockFix({
        productId: l.productId,
        salesEventId: l.activeSalesEventId ?? null,
        source: l.productInventorySource,
        size: l.size ?? null,
        quantity: l.quantity,
        stocks: l.stocks,
      });
      return fix.action === 'keep' ? [] : [{ line: l, fix }];
    });
    if (!fixes.length) return;
    void (async () => {
      let cart: CartProductList | null = null;
      for (const { line: l, fix } of fixes) {
        try {
          cart =
            fix.action === 'lower'
              ? await updateQty({
                  data: {
                    shoppingCartProducts: [
                      {
                        ...requestOf({
                          productId: l.productId,
                          salesEventId: l.activeSalesEventId ?? null,
                          source: l.productInventorySource,
                          size: l.size ?? null,
                          quantity: fix.to,
                          selected: l.selected ?? true,
                          shoppingCartId: l.shoppingCartId ?? null,
                        }),
                      },
                    ],
                  },
                })
              : await remove({
                  params: {
                    ProductId: l.productId,
                    productInventorySource: l.productInventorySource as InventorySource,
                    salesEventId: l.activeSalesEventId ?? undefined,
                    size: l.size ?? undefined,
                  },
                });
        } catch {
          // Left in the cart; checkout checks stock again.
        }
      }
      if (cart) queryClient.setQueryData(getGetProductFromShoppingCartQueryKey(), cart);
      const lowered = fixes.filter((f) => f.fix.action === 'lower').map((f) => f.line.productName);
      const removed = fixes.filter((f) => f.fix.action === 'remove').map((f) => f.line.productName);
      if (lowered.length) toast.warning(`Lowered to what is in stock: ${lowered.join(', ')}.`);
      if (removed.length) toast.warning(`Removed from your cart, no longer in stock for the quantity you chose: ${removed.join(', ')}.`);
    })();
  }, [isLoggedIn, data, queryClient, updateQty, remove]);
}

/**
 * {@link useCartSync} as a part of the page that renders nothing: when the session or the customer's cart
 * changes (at hydration, a signed-in page's session store takes over from the server's guest render), only
 * this renders again, not the layout with the whole page under it.
 */
export function CartSync(): null {
  useCartSync();
  return null;
}
