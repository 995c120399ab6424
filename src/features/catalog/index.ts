export { ProductCard } from './components/product-card';
export { ProductGrid } from './components/product-grid';
