export { ProductGrid } from './components/product-grid';
