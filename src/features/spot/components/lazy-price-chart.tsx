import { Suspense, type ComponentProps } from 'react';
import { lazyPart } from '@/ui/lazy-part';
import type { OhlcTable as Table } from './ohlc-table';
import type { PriceChart as Chart } from './price-chart';
import styles from './price-chart.module.css';

// The chart library is the biggest thing the store loads (about 45 KB gzip). Every page reads spot prices
// through this feature, so what other features get of its charts loads only when a chart is drawn.
const LoadedChart = lazyPart(() => import('./price-chart').then((m) => ({ default: m.PriceChart })));

/** The chart's empty box, at the chart's height: what stands in for it until it is drawn (no layout shift). */
export function PriceChartBox() {
  return <div className={styles.chart} />;
}

/** The price chart, loaded when first shown; until then its box holds the chart's height (no layout shift). */
export function LazyPriceChart(props: ComponentProps<typeof Chart>) {
  return (
    <Suspense fallback={<PriceChartBox />}>
      <LoadedChart {...props} />
    </Suspense>
  );
}

// The chart's table is shown by the same pages as the chart, never by the shell; exported from this
// feature's index, it would otherwise ride in every page's JavaScript (the index is in the shell).
const LoadedTable = lazyPart(() => import('./ohlc-table').then((m) => ({ default: m.OhlcTable })));

/** A chart's data as a table, loaded with the page that shows it (the server renders it whole). */
export function LazyOhlcTable(props: ComponentProps<typeof Table>) {
  return (
    <Suspense fallback={null}>
      <LoadedTable {...props} />
    </Suspense>
  );
}
