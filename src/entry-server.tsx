// The server's side of server rendering (docs/server.md): server/serve.ts calls render()
// for every page request. Nothing here runs in the browser.
import '@/app/content-security';
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, skipToken, type QueryClient } from '@tanstack/react-query';
import { LRUCache } from 'lru-cache';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  matchRoutes,
  RouterContextProvider,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { requestApiSettings, routeDataContext, scopeApiSettings, type ApiSettings } from '@/api';
import { isNotFoundError, SharedAnswers } from '@/api/shared-answers';
import { App } from '@/app/app';
import { config } from '@/app/config';
import { createQueryClient } from '@/app/query-client';
import { routes, type RouteHandle } from '@/app/routes';
import { serializePayload, type SsrPayload } from '@/app/ssr/payload';
import { renderToBytes } from '@/app/ssr/render-to-bytes.server';
import { sitemapUrls } from '@/app/ssr/sitemap';
import { RenderedCustomerProvider } from '@/features/session';
import { keepPartsRenderedWith } from '@/ui/kept-part';
import { preloadLazyParts } from '@/ui/lazy-part';
import { ServerResponseProvider, type PageMeta, type ServerResponse } from '@/ui/server-response';
import {
  PAGE_BUDGET_MS,
  type BuildSettings,
  type RenderedCustomer,
  type RenderOptions,
  type RenderResult,
  type RenderSession,
  type SitemapUrl,
} from '../server/render-contract.ts';

/** How this bundle was built (the same settings as the browser's bundle): the server's headers and API host follow it. */
export const buildSettings: BuildSettings = {
  mocksEnabled: config.mocksEnabled,
  apiBaseUrl: config.apiBaseUrl,
  recaptchaSiteKey: config.recaptchaSiteKey,
  adsTagId: config.ads.tagId,
  chatScriptUrl: config.chatScriptUrl,
};

const handler = createStaticHandler(routes);
// The parts the same for every shopper who sees them (the menus, a listing's cards, the spot tiles…) are
// rendered once per process and name, not per page. A card's name changes with its price, so the names are
// held least recently used first out: a few thousand at most (a card's HTML is 1-2 KB).
keepPartsRenderedWith(renderToString, new LRUCache<string, string>({ max: 4000 }));

// Each render's (and sitemap's) API settings: its own host and no token, whatever other renders are in flight.
const requestApi = new AsyncLocalStorage<Readonly<ApiSettings>>();
scopeApiSettings(() => requestApi.getStore());

/** The public answers the pages share, per API host (tests render against several). */
const sharedAnswers = new Map<string, SharedAnswers>();
function sharedFor(apiBaseUrl: string): SharedAnswers {
  let shared = sharedAnswers.get(apiBaseUrl);
  if (!shared) sharedAnswers.set(apiBaseUrl, (shared = new SharedAnswers()));
  return shared;
}

function tree(
  client: QueryClient,
  context: StaticHandlerContext,
  now: number,
  response: ServerResponse | null,
  customer: RenderedCustomer | null,
) {
  const router = createStaticRouter(handler.dataRoutes, context);
  return (
    <StrictMode>
      <ServerResponseProvider value={response}>
        <RenderedCustomerProvider value={customer}>
          <App queryClient={client} renderedAt={now} navigate={() => undefined}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </App>
        </RenderedCustomerProvider>
      </ServerResponseProvider>
    </StrictMode>
  );
}

/**
 * Whether each of the last paths asked for is a private or personal page's: matching a path flattens and
 * ranks every route again, a cost every request paid before its own match. Bounded: a path is the shopper's to choose.
 */
const sessionPaths = new LRUCache<string, boolean>({ max: 1_000 });

/** Whether the page at `url` is a private or a personal one (see RouteHandle): the only pages that read the shopper's session. */
function readsSession(url: string): boolean {
  const { pathname } = new URL(url);
  let reads = sessionPaths.get(pathname);
  if (reads === undefined) {
    reads = (matchRoutes(routes, pathname) ?? []).some((m) => {
      const handle = m.route.handle as RouteHandle | undefined;
      return handle?.private === true || handle?.personal === true;
    });
    sessionPaths.set(pathname, reads);
  }
  return reads;
}

/**
 * Renders the page `request` asks for with the data it needs, fetched through the app's own API layer: a
 * guest's data on every public page, the shopper's own (with their session's token) on a private one.
 */
export async function render(request: Request, options: RenderOptions): Promise<RenderResult> {
  const apiBaseUrl = options.apiBaseUrl ?? config.apiBaseUrl;
  const { apiHeaders } = options;
  const headers = apiHeaders && (() => apiHeaders);
  // A form sent is answered for its shopper alone (never kept): its action may need their session or cart.
  const personal = readsSession(request.url) || request.method === 'POST';
  const session = options.session && personal ? await options.session() : null;
  // This render's token, whatever other renders (other shoppers') are in flight.
  const token = session?.token ?? null;
  return requestApi.run(requestApiSettings({ baseUrl: apiBaseUrl, getToken: () => token, headers }), () =>
    // Only a personal page reads the shopper's cookies (their cart, their coupon); every other page is any guest's.
    renderPage(request, options, apiBaseUrl, session, (name) => (personal && options.cookie?.(name)) || null),
  );
}

async function renderPage(
  request: Request,
  options: RenderOptions,
  apiBaseUrl: string,
  session: RenderSession | null,
  cookie: (name: string) => string | null,
): Promise<RenderResult> {
  const now = options.now ?? Date.now();
  const client = createQueryClient();
  // The routes' loaders load the page's public data into this request's cache, from answers shared with
  // the other pages of the last few seconds or asked for now, all within the budget: what has not
  // answered by then is left for the browser (and its call cancelled when no other page waits for it).
  // A timer of its own, not AbortSignal.timeout() combined with AbortSignal.any(): Node 20 may collect
  // those signals while the loaders wait on them, and then the budget never ends (a page against an API
  // that never answers hung for good, found by server/serve.test.mjs).
  const budgetController = new AbortController();
  const budget = budgetController.signal;
  const budgetTimer = setTimeout(
    () => budgetController.abort(new DOMException('The page budget ran out', 'TimeoutError')),
    options.budgetMs ?? PAGE_BUDGET_MS,
  );
  const shopperLeft = () => budgetController.abort(request.signal.reason);
  if (request.signal.aborted) shopperLeft();
  else request.signal.addEventListener('abort', shopperLeft, { once: true });
  const requestContext = new RouterContextProvider();
  // Answers that name a visitor (a mock build's) or were asked with a shopper's token are theirs alone:
  // shared with no other page.
  const shared = options.apiHeaders || session ? new SharedAnswers() : sharedFor(apiBaseUrl);
  // Who the page is rendered for: a customer, or a guest at checkout (GuestSignIn's session), whose page
  // is theirs as a customer's is. Only a customer is signed in (a customer's pages are not a guest's).
  const shopper: RenderedCustomer | null = session
    ? { userId: session.userId, firstName: session.firstName, isGuest: session.isGuest }
    : null;
  const customer = shopper && !shopper.isGuest ? shopper : null;
  requestContext.set(routeDataContext, {
    queryClient: client,
    server: {
      budget,
      shared,
      customer,
      guest: shopper?.isGuest ? shopper : null,
      session: options.keepSession ?? null,
      eCheck: session?.eCheck ?? null,
      cookie,
      setCookie: options.setCookie ?? null,
    },
    now: () => now,
  });
  const started = performance.now();
  const [context] = await Promise.all([handler.query(request, { requestContext }), preloadLazyParts()]).finally(() => {
    clearTimeout(budgetTimer);
    request.signal.removeEventListener('abort', shopperLeft);
  });
  if (context instanceof Response) {
    client.clear();
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  // A form posted to a page with no action of its own yet (sent before the script took the page over, or
  // without it): the page again, as a new request, its body not kept.
  if (request.method === 'POST' && Object.values(context.errors ?? {}).some((e) => isRouteErrorResponse(e) && e.status === 405)) {
    client.clear();
    const { pathname, search } = new URL(request.url);
    return { kind: 'redirect', status: 303, location: pathname + search };
  }
  const dataMs = performance.now() - started;
  // The route modules are loaded now: so is the code of every lazy part they render (the first request
  // after a start loads it; later ones find it loaded), so the one render below gives the whole page.
  await preloadLazyParts();
  // A query the budget cancelled renders as loading, as the browser's first render will: it asks again. A
  // failed one stays failed: the page renders its error state (not found for the API's 404), and the
  // browser hydrates the same, then asks again on its own or when the shopper says Try again.
  client.removeQueries({ predicate: (q) => q.state.status !== 'success' && q.state.status !== 'error' });
  let status = context.statusCode;
  let title: string | null = null;
  let meta: PageMeta | null = null;
  // Left for the browser: what failed (a 404 aside, which is the page's answer), and what the render asked for.
  const unloaded: string[] = client
    .getQueryCache()
    .findAll({ predicate: (q) => q.state.status === 'error' && !isNotFoundError(q.state.error) })
    .map((q) => q.queryHash);
  const noteUnloaded = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'added') return;
    // A query is built with its observer's options: `enabled: false` is one that waits for a customer.
    const { options } = event.query;
    const disabled = ('enabled' in options && options.enabled === false) || options.queryFn === skipToken;
    if (!disabled) unloaded.push(event.query.queryHash);
  });
  const renderStarted = performance.now();
  // One render of the whole page in place, as bytes: no streaming instructions, which would be inline
  // scripts the CSP refuses.
  const html = await renderToBytes(
    tree(
      client,
      context,
      now,
      {
        setStatus: (code) => {
          status = code;
        },
        // The page's own heading comes after the layout's, so the last title set is the page's.
        setTitle: (text) => {
          title = text;
        },
        setMeta: (value) => {
          meta = value;
        },
      },
      shopper,
    ),
  );
  noteUnloaded();
  const renderMs = performance.now() - renderStarted;
  // The loaders' results (all null: the data is in the cache) let the browser's router start as the
  // server's ended, instead of running the loaders again while it hydrates.
  const payload: SsrPayload = {
    renderedAt: now,
    queries: dehydrate(client, { shouldDehydrateQuery: (q) => q.state.status === 'success' || q.state.status === 'error' }),
    loaderData: context.loaderData,
    ...(context.actionData ? { actionData: context.actionData } : {}),
    ...(options.mock ? { mock: options.mock } : {}),
    ...(shopper ? { customer: shopper } : {}),
  };
  const handles = context.matches.map((m) => m.route.handle as RouteHandle | undefined);
  const modules = handles.map((h) => h?.module).filter((m): m is string => Boolean(m));
  client.clear();
  return {
    kind: 'page',
    status,
    title,
    meta,
    html,
    data: serializePayload(payload),
    modules,
    unloaded,
    private: shopper !== null || handles.some((h) => h?.private || h?.personal),
    noindex: handles.some((h) => h?.private || h?.noindex),
    timing: { dataMs, renderMs },
  };
}

/** Every page /sitemap.xml lists, read through the API at `apiBaseUrl` (server/seo.ts keeps it for an hour). */
export function sitemap(options: { apiBaseUrl: string; signal: AbortSignal }): Promise<SitemapUrl[]> {
  return requestApi.run(requestApiSettings({ baseUrl: options.apiBaseUrl, getToken: () => null }), () =>
    sitemapUrls(routes, options.signal),
  );
}
