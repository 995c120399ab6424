export { ProductPriceComparison } from './components/product-price-comparison';
export { productComparisonQuery } from './queries';
