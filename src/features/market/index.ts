export { default as PriceAlertWatcher } from './components/price-alert-watcher';
export { ProductPriceComparison } from './components/product-price-comparison';
export { productComparisonQuery } from './queries';
