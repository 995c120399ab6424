import type { QueryClient, QueryFunction, QueryKey, SkipToken } from '@tanstack/react-query';
import { createContext, type LoaderFunctionArgs, type RouterContextProvider } from 'react-router';
import type { ECheck, RenderedCustomer, SessionKeeper } from '../../server/render-contract.ts';
import { NO_ANSWER, type LoadableQuery, type SharedAnswers } from './shared-answers';

/**
 * What a route's loader loads into: the request's QueryClient, and on the server the page's time budget.
 * The server sets it per request (`handler.query(request, { requestContext })`), the browser once for its
 * router (`createBrowserRouter(routes, { getContext })`), so a loader is the same code on both.
 */
export interface RouteData {
  queryClient: QueryClient;
  /**
   * On the server: the page's time budget, which aborts when the page has waited for the API as long as
   * it may (the loaders wait for their calls until then, and what is left is cancelled), and the public
   * answers every page shares for a few seconds (src/api/shared-answers.ts). In the browser: null; a
   * loader starts its calls and returns at once, so a page shows its own loading states instead of
   * holding the previous page. `customer` is the signed-in customer a private page renders for (its calls
   * carry their token, and share no answer with other pages); null on every other page, and for a guest.
   * `guest` is a guest at checkout (GuestSignIn's session, sealed as a customer's is) the checkout renders
   * for, whose calls carry their token as a customer's do; null for anyone else.
   * `session` is what an action may do to the shopper's session cookie (null where no server keeps one);
   * `eCheck` the bank details its checkout's payment form sealed there, for the order the server places
   * (never rendered into the page).
   * `cookie` reads one of the request's cookies that are no secret (the guest cart's, the applied
   * coupon's), on a personal page (the cart) and for a form sent; null on any other page, which is any
   * guest's. `setCookie` sets such a cookie on the answer to a form sent (null on any other render).
   */
  server: {
    budget: AbortSignal;
    shared: SharedAnswers;
    customer: RenderedCustomer | null;
    guest: RenderedCustomer | null;
    session: SessionKeeper | null;
    eCheck: ECheck | null;
    cookie: (name: string) => string | null;
    setCookie: ((header: string) => void) | null;
  } | null;
  /**
   * Now, for data that depends on the day (a market day's price comparisons): the page's render time on
   * the server, which the browser hydrates with (so both ask for the same day); the clock in the browser.
   */
  now: () => number;
}

export const routeDataContext = createContext<RouteData>();

/** A loader's arguments as this store's routers give them: the context always carries {@link RouteData}. */
export type RouteLoaderArgs = LoaderFunctionArgs<Readonly<RouterContextProvider>>;

/**
 * What every loader returns: the data lives in the query cache. Never undefined, which hydration drops
 * (and then runs the loader again).
 */
export type RouteLoaderResult = null;

function fetchOptions({ queryKey, queryFn, staleTime }: LoadableQuery) {
  return {
    queryKey,
    queryFn: queryFn as QueryFunction<unknown, QueryKey> | SkipToken | undefined,
    staleTime: typeof staleTime === 'number' ? staleTime : undefined,
  };
}

/**
 * Loads the queries a route renders with into the cache (they are fetched together). On the server it
 * resolves when all have answered, failed, or been cancelled by the budget: a failure is the query's error
 * (the page renders its error state, and the browser asks again), a cancelled call is left for the
 * browser, which shows that part's loading state as it would without a server.
 * In the browser it only starts them. It never throws: a page renders whatever its API gave in time.
 */
export async function loadQueries(context: Readonly<RouterContextProvider>, queries: readonly LoadableQuery[]): Promise<void> {
  const { queryClient, server } = context.get(routeDataContext);
  if (!server) {
    for (const options of queries) void queryClient.prefetchQuery(fetchOptions(options));
    return;
  }
  const { budget, shared } = server;
  if (budget.aborted) return;
  // Each query's answer goes into this page's cache with the time it was fetched, so the browser knows
  // its age. Not waited for past the budget: what has not answered then is left for the browser.
  const stopped = new Promise<void>((resolve) => budget.addEventListener('abort', () => resolve(), { once: true }));
  await Promise.all(
    queries.map(async (options) => {
      const answer = await shared.answer(fetchOptions(options), stopped);
      if (answer === NO_ANSWER) return;
      // The API's refusal is kept as the query's error: the page renders as not found (a 404) or with its
      // error state and Try again, with its status, never as loading for a call that has ended.
      if ('error' in answer)
        await queryClient.prefetchQuery({ queryKey: options.queryKey, queryFn: () => Promise.reject(answer.error), retry: false });
      else queryClient.setQueryData(options.queryKey, answer.data, { updatedAt: answer.updatedAt });
    }),
  );
}
