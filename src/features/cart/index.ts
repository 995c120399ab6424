export { useAddToCart, type AddToCart } from './hooks/use-add-to-cart';
export { useCartCount } from './hooks/use-cart-count';
