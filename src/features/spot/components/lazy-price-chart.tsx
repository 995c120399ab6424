import { Suspense, type ComponentProps } from 'react';
import { lazyPart } from '@/ui/lazy-part';
import type { PriceChart as Chart } from './price-chart';
import styles from './price-chart.module.css';

// The chart library is the biggest thing the store loads (about 45 KB gzip). Every page reads spot prices
// through this feature, so what other features get of its charts loads only when a chart is drawn.
const LoadedChart = lazyPart(() => import('./price-chart').then((m) => ({ default: m.PriceChart })));

/** The price chart, loaded when first shown; until then its box holds the chart's height (no layout shift). */
export function LazyPriceChart(props: ComponentProps<typeof Chart>) {
  return (
    <Suspense fallback={<div className={styles.chart} />}>
      <LoadedChart {...props} />
    </Suspense>
  );
}
