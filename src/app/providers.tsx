import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { RenderTimeProvider } from '@/ui/render-time';
import { useIsClient } from '@/ui/use-media-query';

// The toast region mounts once the page is interactive (no toast can come sooner: each follows
// something the shopper did), so its code loads beside the page instead of in the shell.
const Toaster = lazy(() => import('@/ui/toast/toaster').then((m) => ({ default: m.Toaster })));

/**
 * What every page sits in: the React Query cache (on the server one per request, in the browser one per
 * visit, filled from the server's data when the page was server-rendered), the render time both sides
 * agree on, and the toasts.
 */
export function AppProviders({
  queryClient,
  renderedAt,
  children,
}: {
  queryClient: QueryClient;
  renderedAt: number | null;
  children: ReactNode;
}) {
  const isClient = useIsClient();
  return (
    <RenderTimeProvider renderedAt={renderedAt}>
      <QueryClientProvider client={queryClient}>
        {children}
        {isClient ? (
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        ) : null}
      </QueryClientProvider>
    </RenderTimeProvider>
  );
}
