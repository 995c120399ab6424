import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterContextProvider, RouterProvider } from 'react-router';
import { routeDataContext } from '@/api';
import { App } from '@/app/app';
import { updatesInAct } from './render';
import { routes } from '@/app/routes';

/**
 * Renders the store at `path` as the browser does: the real route objects with their loaders (which start
 * their calls into a fresh cache), the root layout around the page, and the providers of the app. Use it
 * with seededMockForFile() so every call the page makes is answered by the seeded mock. No retries, so a
 * failure shows at once.
 */
export function renderRoute(path: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
  const routeData = { queryClient, server: null, now: Date.now };
  const router = createMemoryRouter(routes, {
    initialEntries: [path],
    getContext: () => {
      const context = new RouterContextProvider();
      context.set(routeDataContext, routeData);
      return context;
    },
  });
  updatesInAct(router);
  const view = render(
    <App queryClient={queryClient} renderedAt={null} navigate={(to) => void router.navigate(to)}>
      <RouterProvider router={router} />
    </App>,
  );
  return { ...view, router, queryClient };
}
