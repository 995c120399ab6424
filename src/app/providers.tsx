import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RenderTimeProvider } from '@/ui/render-time';
import { Toaster } from '@/ui/toast/toaster';
import { useIsClient } from '@/ui/use-media-query';

/**
 * What every page sits in: the React Query cache (on the server one per request, in the browser one per
 * visit, filled from the server's data when the page was server-rendered), the render time both sides
 * agree on, and the toasts.
 */
export function AppProviders({ queryClient, renderedAt, children }: { queryClient: QueryClient; renderedAt: number | null; children: ReactNode }) {
  const isClient = useIsClient();
  return (
    <RenderTimeProvider renderedAt={renderedAt}>
      <QueryClientProvider client={queryClient}>
        {children}
        {isClient ? <Toaster /> : null}
      </QueryClientProvider>
    </RenderTimeProvider>
  );
}
