import { Suspense } from 'react';
import { lazyPart } from '@/ui/lazy-part';

// The watcher (and the market feature it belongs to) loads beside the shell, not in it; with no alert set it
// does nothing. A lazy part, so the server loads it before it renders: as React's own lazy, the first page
// after a start was sent with it left for the browser, which React reported while hydrating (error #419).
const PriceAlertWatcher = lazyPart(() => import('@/features/market').then((m) => ({ default: m.PriceAlertWatcher })));

/** Price alerts go off on any page while the store is open. */
export function PriceAlerts() {
  return (
    <Suspense fallback={null}>
      <PriceAlertWatcher />
    </Suspense>
  );
}
