export { cardProduct, ProductCardItem, type CardProduct } from './components/product-card';
export { ProductGrid } from './components/product-grid';
