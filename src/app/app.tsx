import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { configureApi } from '@/api';
import { currentToken } from '@/features/session';
import { config } from './config';
import { AppProviders } from './providers';
import { SessionExpiryWatch } from './session-expiry-watch';

// Every response is checked against the contract: a body that breaks it is a failed call, never NaN on screen.
configureApi({ baseUrl: config.apiBaseUrl, getToken: currentToken, validateResponses: true });

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
