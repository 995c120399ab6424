// The spot feature: the live spot prices every page reads (one request, refreshed by the header's
// countdown) and the charts of their history.
export { SPOT_UNAVAILABLE, spotQuery, useSecondsLeft, useSpotPrices, useSpotQuotes } from './hooks/use-spot-prices';
export { LazyOhlcTable as OhlcTable, LazyPriceChart as PriceChart, PriceChartBox } from './components/lazy-price-chart';
