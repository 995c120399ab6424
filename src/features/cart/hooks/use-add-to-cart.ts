import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addProductToShoppingCart, getGetProductFromShoppingCartQueryKey } from '@generated/hooks/shopping-cart/shopping-cart';
import type { CartProductList } from '@generated/hooks/model';
import { addLine } from '@/domain/cart/cart-rules';
import type { Source } from '@/domain/catalog/pricing';
import { ecommerceEvent } from '@/domain/analytics/ga4';
import { track } from '@/features/analytics';
import { keepGuestCart, readGuestCart, useSession, type GuestCartLine } from '@/features/session';
import { rememberShownProduct } from './shown-products';
import {
  decodeGuestCart,
  GUEST_CART_COOKIE,
  GUEST_CART_FULL_MESSAGE,
  guestCartCookie,
  guestCartFits,
} from '@/domain/cart/guest-cart-cookie';
import type { RouteData } from '@/api';

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

/** A guest's cart where an add runs: this browser's cookie, or on the server the request's, which its answer sets. */
export interface GuestCartPlace {
  lines: readonly GuestCartLine[];
  keep(lines: readonly GuestCartLine[]): void;
}

/** This browser's guest cart. */
const browserGuestCart = (): GuestCartPlace => ({ lines: readGuestCart(), keep: keepGuestCart });

/**
 * The guest cart a route action adds to, or null when the cart is a customer's (the API's): on the server
 * the cookie the request carried, kept by setting it on the answer; in the browser this browser's.
 */
export function guestCartWhere({ server }: RouteData, request: Request): GuestCartPlace | null {
  if (!server) return useSession.getState().isLoggedIn ? null : browserGuestCart();
  if (server.customer) return null;
  const { setCookie } = server;
  return {
    lines: decodeGuestCart(server.cookie(GUEST_CART_COOKIE) ?? undefined),
    keep: (lines) => {
      if (!setCookie) throw new Error('This render sets no cookies');
      setCookie(guestCartCookie(lines, new URL(request.url).protocol === 'https:'));
    },
  };
}

/** A guest cart that cannot keep another line (its cookie is full): said in the shopper's words. */
export class GuestCartFull extends Error {
  constructor() {
    super(GUEST_CART_FULL_MESSAGE);
  }
}

/**
 * Adds an item to the cart, wherever it runs (the purchase form in the browser, its route action on the
 * server): a customer's (`guest` null) through the API, which answers with the whole cart; a guest's by
 * the cart's rules (src/domain/cart/cart-rules.ts), refused with {@link GuestCartFull} when its cookie
 * cannot keep another line.
 */
export async function addToCart(item: AddToCart, guest: GuestCartPlace | null): Promise<CartProductList | null> {
  if (!guest)
    return addProductToShoppingCart({
      productId: item.productId,
      quantity: item.quantity,
      salesEventId: item.salesEventId,
      stockSource: item.source,
      selected: true,
      size: item.size,
    });
  const next = addLine(guest.lines, {
    productId: item.productId,
    salesEventId: item.salesEventId,
    source: item.source,
    size: item.size,
    quantity: item.quantity,
    selected: true,
    isActive: true,
  });
  if (!guestCartFits(next)) throw new GuestCartFull();
  guest.keep(next);
  return null;
}

export interface AddToCartAction {
  /** Resolves when the cart holds the item; rejects with the API error, or {@link GuestCartFull}. */
  add(item: AddToCart): Promise<void>;
  /** The product being added, while the add runs (a guest's is over at once). */
  adding: number | null;
}

/**
 * Adds a product to the cart: the server cart for a customer, the guest cart's cookie for a visitor
 * (merged by the cart's rules either way: src/domain/cart/cart-rules.ts).
 */
export function useAddToCart(): AddToCartAction {
  const queryClient = useQueryClient();
  // The server answers with the whole cart: it replaces ours, so the header's count and the drawer follow.
  const add = useMutation({
    mutationFn: (item: AddToCart) => addToCart(item, useSession.getState().isLoggedIn ? null : browserGuestCart()),
    onSuccess: (cart, item) => {
      if (cart) queryClient.setQueryData(getGetProductFromShoppingCartQueryKey(), cart);
      else if (item.display) rememberShownProduct(item.productId, item.display);
      added(item);
    },
  });
  return {
    add: async (item) => {
      await add.mutateAsync(item);
    },
    adding: add.isPending ? add.variables.productId : null,
  };
}
