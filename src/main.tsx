// First: settings the strict CSP needs, before any other module runs.
import '@/app/content-security';
import { nextTask } from '@/app/next-task';
import '@/ui/tokens.css';
import '@/ui/global.css';

/**
 * The store starts in steps, each evaluated in a task of its own, so no step holds a phone's main thread
 * for long (all of it in one task blocked input for a quarter of a second at a phone's speed): React DOM,
 * the router, the data layer, the session, the routes and chrome, then the start, which hydrates the
 * server's HTML (or renders without it). The price formats need no step of their own: they are written
 * out without Intl (docs/decisions/0004-formats-without-intl.md), so they load with whatever uses them.
 * The server names every step's code as a modulepreload, so none waits for the network.
 */
async function boot(): Promise<void> {
  // A mock build's API starts in `start`, last; its code is asked for now, so it arrives and compiles while
  // the steps run instead of after them (home's first call 180 ms sooner, its heading 1.7 s → 1.4 s after
  // `goto` in a new browser context). A build for a real API has no mock code, and this line is gone from it.
  // Only a head start: should it fail (Vite reloading the page while it is on its way), `start` asks again
  // and reports that one if it fails too.
  if (__MOCKS_ENABLED__) import('@mocks/browser').catch(() => undefined);
  await import('react-dom/client');
  await nextTask();
  await import('@/app/steps/router');
  await nextTask();
  await import('@/app/steps/query');
  await nextTask();
  await import('@/app/steps/session');
  await nextTask();
  await import('@/app/steps/app');
  await nextTask();
  const { start } = await import('@/app/start');
  await nextTask();
  await start();
}

void boot();
