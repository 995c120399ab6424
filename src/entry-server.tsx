// The server's side of server rendering (README "Server rendering"): scripts/serve.mjs calls render()
// for every page request. Nothing here runs in the browser.
import '@/app/content-security';
import { dehydrate, skipToken, type QueryClient, type FetchQueryOptions, type QueryFunction } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import { configureApi } from '@/api';
import { App } from '@/app/app';
import { config } from '@/app/config';
import { createQueryClient } from '@/app/query-client';
import { routes, type RouteHandle } from '@/app/routes';
import { serializePayload, type SsrPayload } from '@/app/ssr/payload';
import { ServerResponseProvider, type ServerResponse } from '@/ui/server-response';

export interface RenderOptions {
  /** Where the server fetches the public data (spot prices, menus, products) it renders with; default the build's API host. */
  apiBaseUrl?: string;
  /** How long the page may wait for the API before it is sent with loading states instead (default 2.5 s). */
  budgetMs?: number;
  /** The render time, for tests. */
  now?: number;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** The page's document title, when it has one. */
      title: string | null;
      /** The rendered app, for inside <div id="root">. */
      html: string;
      /** A <script type="application/json"> with the data the page rendered with. */
      data: string;
      /** Source paths of the route modules the page shows, to name their JS and CSS in the head. */
      modules: string[];
    };

/** How this bundle was built (the same settings as the browser's bundle): the server's headers and API host follow it. */
export const buildSettings = { mocksEnabled: config.mocksEnabled, apiBaseUrl: config.apiBaseUrl, recaptchaSiteKey: config.recaptchaSiteKey };

const handler = createStaticHandler(routes);
const MAX_PASSES = 4;

/**
 * A query cache that notes every query the app asks for while it renders, so the server can fetch them
 * and render again, until a render asks for nothing new. Only what a guest may see is fetched: queries
 * that need a customer are disabled without a token, and the server never has one.
 */
function collectingClient(): { client: QueryClient; wanted: Map<string, FetchQueryOptions> } {
  const client = createQueryClient();
  client.setDefaultOptions({ ...client.getDefaultOptions(), queries: { ...client.getDefaultOptions().queries, retry: false } });
  const wanted = new Map<string, FetchQueryOptions>();
  const defaults = client.defaultQueryOptions.bind(client);
  client.defaultQueryOptions = ((options) => {
    const resolved = defaults(options);
    const enabled = resolved.enabled === undefined || resolved.enabled === true;
    const known = client.getQueryCache().get(resolved.queryHash)?.state;
    if (enabled && resolved.queryFn && resolved.queryFn !== skipToken && (!known || known.status === 'pending')) wanted.set(resolved.queryHash, { queryKey: resolved.queryKey, queryFn: resolved.queryFn as QueryFunction });
    return resolved;
  }) as typeof client.defaultQueryOptions;
  return { client, wanted };
}

async function renderToText(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

function tree(client: QueryClient, context: StaticHandlerContext, now: number, response: ServerResponse | null) {
  const router = createStaticRouter(handler.dataRoutes, context);
  return (
    <StrictMode>
      <ServerResponseProvider value={response}>
        <App queryClient={client} renderedAt={now} navigate={() => undefined}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </App>
      </ServerResponseProvider>
    </StrictMode>
  );
}

/** Renders the page `request` asks for with the public data it needs, fetched through the app's own API layer. */
export async function render(request: Request, options: RenderOptions): Promise<RenderResult> {
  configureApi({ baseUrl: options.apiBaseUrl ?? config.apiBaseUrl, getToken: () => null });
  const context = await handler.query(request);
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  const now = options.now ?? Date.now();
  const deadline = Date.now() + (options.budgetMs ?? 2500);
  const { client, wanted } = collectingClient();
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    wanted.clear();
    await renderToText(tree(client, context, now, null));
    const batch = [...wanted.values()];
    if (batch.length === 0) break;
    const left = deadline - Date.now();
    if (left <= 0) break;
    // A slow API does not hold the page: what has not come back in time is left for the browser.
    await Promise.race([Promise.all(batch.map((o) => client.prefetchQuery(o))), new Promise((r) => setTimeout(r, left))]);
  }
  // A failed or unfinished query renders as loading, as the browser's first render will: it asks again.
  client.removeQueries({ predicate: (q) => q.state.status !== 'success' });
  let status = context.statusCode;
  let title: string | null = null;
  // The passes above have loaded every lazy component, so a synchronous render now gives the whole page
  // in place: no streaming instructions, which would be inline scripts the CSP refuses.
  const html = renderToString(
    tree(client, context, now, {
      setStatus: (code) => {
        status = code;
      },
      // The page's own heading comes after the layout's, so the last title set is the page's.
      setTitle: (text) => {
        title = text;
      },
    }),
  );
  const payload: SsrPayload = { renderedAt: now, queries: dehydrate(client) };
  const modules = context.matches.map((m) => (m.route.handle as RouteHandle | undefined)?.module).filter((m): m is string => Boolean(m));
  client.clear();
  return { kind: 'page', status, title, html, data: serializePayload(payload), modules };
}
