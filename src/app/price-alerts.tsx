import { lazy, Suspense } from 'react';

// The watcher loads beside the shell, not in it; with no alert set it does nothing.
const PriceAlertWatcher = lazy(() => import('@/features/market/components/price-alert-watcher'));

/** Price alerts go off on any page while the store is open. */
export function PriceAlerts() {
  return (
    <Suspense fallback={null}>
      <PriceAlertWatcher />
    </Suspense>
  );
}
