import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type DataRouter } from 'react-router';

/**
 * Renders a screen as the store does around it: a fresh query cache (no retries) and a data router (the
 * store's forms and Logout post to route actions), at `path`.
 */
export function renderInStore(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = updatesInAct(createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] }));
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** The router's address (path and query), for a test to see where a screen sent the shopper. */
export function CurrentAddress() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

/**
 * A test's router whose own updates (a loader's answer, a navigation's end) reach React inside act, as the
 * query cache's do (setup.ts): they arrive after the event that started them has returned.
 */
export function updatesInAct(router: DataRouter): DataRouter {
  const subscribe = router.subscribe.bind(router);
  router.subscribe = (listener) => subscribe((...update) => act(() => listener(...update)));
  return router;
}
