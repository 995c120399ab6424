import { lazy } from 'react';

export { useAddToCart } from './hooks/use-add-to-cart';
export { useCartCount } from './hooks/use-cart-count';
export { useCartSync } from './hooks/use-cart-sync';
/** The cart drawer's contents, loaded the first time the drawer opens. */
export const CartDrawer = lazy(() => import('./components/cart-drawer'));
export { requestOf } from './hooks/cart-request';
export { useCart } from './hooks/use-cart';
