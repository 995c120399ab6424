import { RouterProvider } from 'react-router';
import { configureApi } from '@/api';
import { config } from './config';
import { AppProviders } from './providers';
import { router } from './router';

// Mock mode and development check every response against the contract; a real-API production build does not.
configureApi({ baseUrl: config.apiBaseUrl, validateResponses: import.meta.env.DEV || config.mocksEnabled });

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
