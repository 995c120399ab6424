import { lazy } from 'react';

export { addToCart, GuestCartFull, guestCartWhere, useAddToCart, type AddToCart } from './hooks/use-add-to-cart';
export { useAppliedCoupon } from './hooks/use-applied-coupon';
export { useCartCount } from './hooks/use-cart-count';
export { CartSync } from './hooks/use-cart-sync';
export { customerCartQuery } from './queries';
const loadCartDrawer = () => import('./components/cart-drawer');
/** The cart drawer's contents, in their own chunk: the header loads it once the page is idle. */
export const CartDrawer = lazy(loadCartDrawer);
/** Fetches the drawer's chunk ahead of its first opening (the same module, loaded once). */
export const preloadCartDrawer = (): void => void loadCartDrawer();
export { requestOf } from './hooks/cart-request';
export { renderedCart } from './rendered-cart';
export { useCart } from './hooks/use-cart';
export { soldItemOf } from './hooks/sold-item';
