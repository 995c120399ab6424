import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { configureApi } from '@/api';
import { currentToken } from '@/features/session';
import { AppProviders } from './providers';
import { SessionExpiryWatch } from './session-expiry-watch';

// The browser calls the store's own /api, whatever the build: the production server's is the shopper's
// backend-for-frontend (server/bff.ts), which keeps the session and forwards to the API host; the dev server
// and the preview pass it on (vite.config.ts). Every response is checked against the contract: a body that
// breaks it is a failed call, never NaN on screen.
configureApi({ baseUrl: '', getToken: currentToken, validateResponses: true });

/**
 * The store around its router: the browser passes its RouterProvider, the server its StaticRouterProvider
 * (src/entry-server.tsx), so both render the same tree and hydration finds what the server sent.
 */
export function App({
  queryClient,
  renderedAt,
  navigate,
  children,
}: {
  queryClient: QueryClient;
  renderedAt: number | null;
  navigate: (to: string) => void;
  children: ReactNode;
}) {
  return (
    <AppProviders queryClient={queryClient} renderedAt={renderedAt}>
      <SessionExpiryWatch navigate={navigate} />
      {children}
    </AppProviders>
  );
}
