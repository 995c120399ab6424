import { lazy, Suspense } from 'react';

// The watcher (and the market feature it belongs to) loads beside the shell, not in it; with no alert set it does nothing.
const PriceAlertWatcher = lazy(() => import('@/features/market').then((m) => ({ default: m.PriceAlertWatcher })));

/** Price alerts go off on any page while the store is open. */
export function PriceAlerts() {
  return (
    <Suspense fallback={null}>
      <PriceAlertWatcher />
    </Suspense>
  );
}
