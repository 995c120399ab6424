// First: settings the strict CSP needs, before any other module runs.
import '@/app/content-security';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { useSession } from '@/features/session';
import '@/ui/tokens.css';
import '@/ui/global.css';

/**
 * In mock mode the service worker must be ready before the first request, so the app waits for it.
 * __MOCKS_ENABLED__ is a build-time constant: in a real-API build this branch and the mock chunk vanish.
 */
async function startMocks(): Promise<void> {
  if (!__MOCKS_ENABLED__) return;
  const { startMockWorker } = await import('@mocks/browser');
  const { demoSession } = await startMockWorker();
  // The signed-in scenario starts the store as the demo customer.
  if (demoSession && !useSession.getState().user) useSession.getState().signIn(demoSession);
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

startMocks()
  .catch((error: unknown) => console.error('The mock API could not start; calls will go to the network.', error))
  .finally(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
