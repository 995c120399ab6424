import type { RouteObject } from 'react-router';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/** Every screen is a lazy route module, so the shell loads only the code of the page it shows. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError standalone />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: () => import('./routes/home') },
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
    ],
  },
];
