export { useCartCount } from './hooks/use-cart-count';
