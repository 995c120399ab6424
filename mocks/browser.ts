import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/** Marker the bundle-budget script looks for: it must never appear in a build for a real API host. */
export const MOCK_API_MARKER = '[bold:mock-api]';

/** Starts the in-browser mock API. Resolves once the service worker is controlling the page. */
export async function startMockWorker(): Promise<void> {
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
  console.info(`${MOCK_API_MARKER} mock API on: no backend needed`);
}
