import { getGetProductFromShoppingCartQueryKey } from '@generated/hooks/shopping-cart/shopping-cart';
import type { CartLineRequest, CartProductList, Coupon } from '@generated/hooks/model';
import type { LoadableQuery, RouteData } from '@/api';
import { COUPON_COOKIE, decodeCoupon } from '@/domain/cart/coupon-cookie';
import { decodeGuestCart, GUEST_CART_COOKIE } from '@/domain/cart/guest-cart-cookie';
import { RENDERED_COUPON_KEY, RENDERED_GUEST_CART_KEY } from '@/features/session';
import { requestOf } from './hooks/cart-request';
import { couponQuery } from './hooks/use-applied-coupon';
import { fromServer } from './hooks/use-cart';
import { customerCartQuery, guestCartPricesQuery } from './queries';

/** The shopper's cart as a page rendered by the server shows it, once its queries have loaded. */
export interface RenderedCart {
  /** What the page's loader loads for it: a guest's prices, or a customer's cart and the coupon they applied. */
  queries: LoadableQuery[];
  /** The lines selected to buy, as the API takes them (LockPrices), from what was loaded. */
  selected(): CartLineRequest[];
  /** The coupon applied, as the API said it is now; null for none, for a guest, and for one it refused. */
  coupon(): Coupon | null;
}

const toBuy = <L extends { selected: boolean; isActive: boolean }>(lines: readonly L[]) => lines.filter((l) => l.selected && l.isActive);

/**
 * On the server, the cart of the shopper a personal page is rendered for (the cart page, checkout): a
 * guest's lines from their cookie, a customer's from the API with the coupon their cookie names. The page
 * renders what the browser hydrates with (the cookies' values are kept for it under their rendered keys).
 */
export function renderedCart({ server, queryClient }: RouteData): RenderedCart {
  if (!server) throw new Error('Only the server renders a cart from its cookies');
  if (server.customer) {
    const code = decodeCoupon(server.cookie(COUPON_COOKIE));
    queryClient.setQueryData(RENDERED_COUPON_KEY, code);
    return {
      queries: [customerCartQuery(), ...(code ? [couponQuery(code)] : [])],
      selected: () =>
        toBuy((queryClient.getQueryData<CartProductList>(getGetProductFromShoppingCartQueryKey())?.data ?? []).map(fromServer)).map((l) =>
          requestOf({ ...l, selected: true }),
        ),
      coupon: () => (code ? (queryClient.getQueryData(couponQuery(code).queryKey)?.data ?? null) : null),
    };
  }
  const lines = decodeGuestCart(server.cookie(GUEST_CART_COOKIE) ?? undefined);
  queryClient.setQueryData(RENDERED_GUEST_CART_KEY, lines);
  return {
    queries: lines.length ? [guestCartPricesQuery(lines.map(requestOf))] : [],
    selected: () => toBuy(lines).map((l) => requestOf({ ...l, selected: true })),
    coupon: () => null,
  };
}
