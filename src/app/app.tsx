import { RouterProvider } from 'react-router';
import { configureApi } from '@/api';
import { currentToken } from '@/features/session';
import { config } from './config';
import { AppProviders } from './providers';
import { router } from './router';
import { SessionExpiryWatch } from './session-expiry-watch';

// Every response is checked against the contract: a body that breaks it is a failed call, never NaN on screen.
configureApi({ baseUrl: config.apiBaseUrl, getToken: currentToken, validateResponses: true });
const navigate = (to: string) => void router.navigate(to);

export function App() {
  return (
    <AppProviders>
      <SessionExpiryWatch navigate={navigate} />
      <RouterProvider router={router} />
    </AppProviders>
  );
}
