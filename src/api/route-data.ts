import type { QueryClient, QueryFunction, QueryKey, SkipToken } from '@tanstack/react-query';
import { createContext, type LoaderFunctionArgs, type RouterContextProvider } from 'react-router';

/**
 * What a route's loader loads into: the request's QueryClient, and on the server the page's time budget.
 * The server sets it per request (`handler.query(request, { requestContext })`), the browser once for its
 * router (`createBrowserRouter(routes, { getContext })`), so a loader is the same code on both.
 */
export interface RouteData {
  queryClient: QueryClient;
  /**
   * On the server: aborts when the page has waited for the API as long as it may. The loader waits for
   * its calls until then and cancels what is left. In the browser: null; the loader starts its calls and
   * returns at once, so a page shows its own loading states instead of holding the previous page.
   */
  budget: AbortSignal | null;
  /**
   * Now, for data that depends on the day (a market day's price comparisons): the page's render time on
   * the server, which the browser hydrates with (so both ask for the same day); the clock in the browser.
   */
  now: () => number;
}

export const routeDataContext = createContext<RouteData>();

/** A loader's arguments as this store's routers give them: the context always carries {@link RouteData}. */
export type RouteLoaderArgs = LoaderFunctionArgs<Readonly<RouterContextProvider>>;

/** What every loader returns: the data lives in the query cache. Never undefined, which hydration drops (and then runs the loader again). */
export type RouteLoaderResult = null;

/**
 * Any query's options as the generated `getXQueryOptions` give them (or a feature's own, for a query
 * worked out from several calls). Only what loading needs is read: the key, the function, how long an
 * answer stays fresh (so a browser navigation does not fetch again what the page holds fresh).
 */
export interface LoadableQuery {
  queryKey: QueryKey;
  queryFn?: QueryFunction<unknown, never> | SkipToken;
  staleTime?: unknown;
}

function fetchOptions({ queryKey, queryFn, staleTime }: LoadableQuery) {
  return { queryKey, queryFn: queryFn as QueryFunction<unknown, QueryKey> | SkipToken | undefined, staleTime: typeof staleTime === 'number' ? staleTime : undefined };
}

/**
 * Loads the queries a route renders with into the cache (they are fetched together). On the server it
 * resolves when all have answered, failed, or been cancelled by the budget: a failure or a cancelled call
 * is left for the browser, which shows that part's loading or error state as it would without a server.
 * In the browser it only starts them. It never throws: a page renders whatever its API gave in time.
 */
export async function loadQueries(context: Readonly<RouterContextProvider>, queries: readonly LoadableQuery[]): Promise<void> {
  const { queryClient, budget } = context.get(routeDataContext);
  if (!budget) {
    for (const options of queries) void queryClient.prefetchQuery(fetchOptions(options));
    return;
  }
  if (budget.aborted) return;
  // cancelQueries aborts the signal the generated queryFn hands to the fetcher, so the HTTP call itself
  // stops (a bare Promise.race would leave it running, its socket open, after the page is sent).
  const stop = () => {
    for (const { queryKey } of queries) void queryClient.cancelQueries({ queryKey, exact: true });
  };
  budget.addEventListener('abort', stop, { once: true });
  try {
    await Promise.all(queries.map((options) => queryClient.prefetchQuery(fetchOptions(options))));
  } finally {
    budget.removeEventListener('abort', stop);
  }
}
