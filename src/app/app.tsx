import { RouterProvider } from 'react-router';
import { configureApi } from '@/api';
import { currentToken } from '@/features/session';
import { config } from './config';
import { AppProviders } from './providers';
import { router } from './router';
import { watchSessionExpiry } from './session-expiry';

// Mock mode and development check every response against the contract; a real-API production build does not.
configureApi({ baseUrl: config.apiBaseUrl, getToken: currentToken, validateResponses: import.meta.env.DEV || config.mocksEnabled });
watchSessionExpiry((to) => void router.navigate(to));

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
