import { Suspense } from 'react';
import { lazyPart } from '@/ui/lazy-part';

// The watcher (and the market feature it belongs to) loads beside the shell, not in it; with no alert set it
// does nothing. A lazy part, so the server loads it before it renders: as React's own lazy, the first page
// after a start was sent with it left for the browser, which React reported while hydrating (error #419).
const PriceAlertWatcher = lazyPart(() => import('@/features/market').then((m) => ({ default: m.PriceAlertWatcher })));

/**
 * Price alerts go off on any page while the store is open. The alerts are the browser's own, so the server
 * has none to watch: it leaves the watcher out (it renders nothing either way, so the page hydrates the
 * same), rather than asking for the spot prices and four lists of products on every page it renders.
 */
export function PriceAlerts() {
  return <Suspense fallback={null}>{import.meta.env.SSR ? null : <PriceAlertWatcher />}</Suspense>;
}
