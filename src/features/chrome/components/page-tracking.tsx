import { lazy, Suspense } from 'react';
import { useIsClient } from '@/ui/use-media-query';

// The page-view logs go out after the page has been taken over, so their code (the generated log calls
// and the tracking rules) loads beside the shell, not in it: the home route's JavaScript stays in budget.

const PageTracker = lazy(() => import('./page-tracker'));

/** Logs each page view once the store runs in the browser; nothing on the server. */
export function PageTracking() {
  const isClient = useIsClient();
  return isClient ? (
    <Suspense fallback={null}>
      <PageTracker />
    </Suspense>
  ) : null;
}
