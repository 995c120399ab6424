import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  getGetProductFromShoppingCartQueryOptions,
  getGetUpdateShoppingCartUrl,
  getUpdateShoppingCart,
} from '@generated/hooks/shopping-cart/shopping-cart';
import type { LoadableQuery } from '@/api';
import type { CartLineRequest } from '@generated/hooks/model';
import { PRICE_LOCK_MS } from '@/domain/cart/price-lock';

/**
 * A guest cart's prices: GetUpdateShoppingCart is a POST, so orval makes it a mutation, but it changes
 * nothing: it prices the lines the browser holds. It is read as a query, keyed like the generated ones
 * (the call's URL, then its input), so a change of the cart asks again and cancels the call in flight.
 */
export const guestCartPricesKey = (requests?: readonly CartLineRequest[]) =>
  requests
    ? ([getGetUpdateShoppingCartUrl(), { shoppingCartProductsRequest: requests }] as const)
    : ([getGetUpdateShoppingCartUrl()] as const);

export const guestCartPricesQuery = (requests: readonly CartLineRequest[]) =>
  queryOptions({
    queryKey: guestCartPricesKey(requests),
    queryFn: ({ signal }) => getUpdateShoppingCart({ shoppingCartProductsRequest: [...requests] }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: PRICE_LOCK_MS,
  });

/** The signed-in customer's cart, kept by the API, for a loader: the header's counter renders with it on the server. */
export const customerCartQuery = (): LoadableQuery => getGetProductFromShoppingCartQueryOptions({ query: { staleTime: PRICE_LOCK_MS } });
