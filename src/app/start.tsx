import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterContextProvider, RouterProvider, type RouteObject } from 'react-router';
import { configureApi, routeDataContext } from '@/api';
import { hydrate } from '@tanstack/react-query';
import { App } from '@/app/app';
import { createQueryClient } from '@/app/query-client';
import { routes } from '@/app/routes';
import { readPayload, reviveApiErrors, type SsrPayload } from '@/app/ssr/payload';
import { nextTask } from '@/app/next-task';
import { RenderedCustomerProvider, useSession } from '@/features/session';
import { markScriptRunning } from '@/ui/script-running';

/**
 * In mock mode the service worker must be ready before the first request, so the app waits for it; a page
 * the store's server rendered with its own mock (`served`) keeps to that one. __MOCKS_ENABLED__ is a
 * build-time constant: in a real-API build this branch and the mock chunk vanish.
 */
async function startMocks(served: SsrPayload['mock']): Promise<void> {
  if (!__MOCKS_ENABLED__) return;
  const mocks = await import('@mocks/browser');
  if (served) configureApi({ headers: mocks.startServerMock(served).requestHeaders });
  const demoSession = served ? served.signedIn : (await mocks.startMockWorker()).demoSession;
  // The signed-in scenario starts the store as the demo customer.
  if (demoSession && !useSession.getState().user) useSession.getState().signIn(demoSession);
}

/**
 * A server-rendered page hydrates with the code of its route already loaded: the lazy routes it matches
 * are resolved first (React Router's advice for lazy routes with SSR), or the first render would differ.
 */
async function resolveLazyMatches(all: RouteObject[]): Promise<void> {
  const matches = matchRoutes(all, window.location) ?? [];
  // One route module at a time, each in a task of its own (a page's module can take a while to evaluate).
  for (const { route } of matches) {
    if (typeof route.lazy !== 'function') continue;
    const loaded = await route.lazy();
    Object.assign(route, { ...loaded, lazy: undefined });
    await nextTask();
  }
}

/** The last step of main.tsx: the app hydrates the server's HTML in #root, or renders into it without one. */
export async function start(): Promise<void> {
  const host = document.getElementById('root');
  if (!host) throw new Error('index.html has no #root element');
  const payload = readPayload(document);
  const queryClient = createQueryClient();
  // The public data the server rendered with (spot prices, menus, the product…): no second fetch, no change on hydration.
  if (payload) hydrate(queryClient, reviveApiErrors(payload.queries));
  await nextTask();
  await startMocks(payload?.mock).catch((error: unknown) =>
    console.error('The mock API could not start; calls will go to the network.', error),
  );
  const serverRendered = payload !== null && host.hasChildNodes();
  // A page the server rendered for a customer (their session, in its cookie), or for a guest at checkout,
  // is theirs here too, whatever this browser remembered: it hydrates as the shopper it shows.
  const customer = (serverRendered && payload.customer) || null;
  const remembered = useSession.getState().user;
  if (customer && (remembered?.userId !== customer.userId || remembered.isGuest !== customer.isGuest)) {
    // Another customer's details, cart and checkout remembered here are not this one's.
    if (remembered && !remembered.isGuest) useSession.getState().signOut();
    useSession.getState().signIn(customer);
  }
  if (serverRendered) {
    await resolveLazyMatches(routes);
    // The server's HTML is painted before hydration starts: a frame, then the work.
    await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    await nextTask();
  }
  // The loaders start their calls into this page's cache and return at once (no budget: the browser
  // shows each part's loading state instead of holding the page). A server-rendered page starts from the
  // server's loader results, so nothing is loaded twice while it hydrates.
  const routeData = { queryClient, server: null, now: Date.now };
  const router = createBrowserRouter(routes, {
    getContext: () => {
      const context = new RouterContextProvider();
      context.set(routeDataContext, routeData);
      return context;
    },
    // A page that answers a form posted to it starts with its action's answer, as the server rendered it.
    hydrationData: serverRendered
      ? { loaderData: payload.loaderData, ...(payload.actionData ? { actionData: payload.actionData } : {}) }
      : undefined,
  });
  await nextTask();
  const tree = (
    <StrictMode>
      <RenderedCustomerProvider value={customer}>
        <App queryClient={queryClient} renderedAt={serverRendered ? payload.renderedAt : null} navigate={(to) => void router.navigate(to)}>
          <RouterProvider router={router} />
        </App>
      </RenderedCustomerProvider>
    </StrictMode>
  );
  if (!serverRendered) {
    createRoot(host).render(tree);
    markScriptRunning();
    return;
  }
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
  // thread for the whole page (a phone's CPU would otherwise block input for half a second).
  startTransition(() => {
    hydrateRoot(host, tree, {
      // A mismatch is a bug to fix (the page still works: React renders that part again); say so plainly.
      onRecoverableError: (error) => console.error('Hydration mismatch: the server HTML and the first render differ.', error),
    });
  });
  // React has the page's events now (a click on a part not yet hydrated is replayed once it is): the
  // script's controls take the place of the server's links and buttons for a page without script.
  markScriptRunning();
}
