import { QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterContextProvider, RouterProvider } from 'react-router';
import { routeDataContext } from '@/api';
import { CurrentAddress, updatesInAct } from '@/test/render';
import { customerOnlyLoader, useCustomerOnly } from './customer-only';
import { useSession } from './session-store';

const ADA = { userId: 7, token: 't', firstName: 'Ada', isGuest: false };

function OrdersPage() {
  const isLoggedIn = useCustomerOnly();
  return <h1>{isLoggedIn ? 'Your orders' : 'Loading your orders…'}</h1>;
}

/** The store's routes in small: a customer's page behind the loader, and the sign-in page. */
function router(path: string, withLoader = true) {
  const made = createMemoryRouter(
    [
      {
        path: '/orders',
        loader: withLoader ? customerOnlyLoader : undefined,
        element: (
          <>
            <OrdersPage />
            <CurrentAddress />
          </>
        ),
      },
      {
        path: '/signin',
        element: (
          <>
            <h1>Sign in</h1>
            <CurrentAddress />
          </>
        ),
      },
    ],
    {
      initialEntries: [path],
      getContext: () => {
        const context = new RouterContextProvider();
        context.set(routeDataContext, { queryClient: new QueryClient(), server: null, now: Date.now });
        return context;
      },
    },
  );
  return updatesInAct(made);
}

afterEach(() => act(() => useSession.getState().signOut()));

describe('a page only a customer sees', () => {
  it('sends a guest to sign-in from its loader, with the way back, before the page renders', async () => {
    render(<RouterProvider router={router('/orders?status=Shipped')} />);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/signin?redirect=%2Forders%3Fstatus%3DShipped');
    expect(screen.queryByText(/your orders/i)).not.toBeInTheDocument();
  });

  it('shows a signed-in customer the page', async () => {
    useSession.getState().signIn(ADA);
    render(<RouterProvider router={router('/orders')} />);
    expect(await screen.findByRole('heading', { name: 'Your orders' })).toBeInTheDocument();
  });

  it('sends the shopper to sign-in when they sign out while it is open', async () => {
    useSession.getState().signIn(ADA);
    render(<RouterProvider router={router('/orders')} />);
    await screen.findByRole('heading', { name: 'Your orders' });
    act(() => useSession.getState().signOut());
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/signin?redirect=%2Forders');
  });

  it('hydrates a signed-in customer’s page from the server’s guest frame without a trip through sign-in', async () => {
    // The server renders as a guest (the store's server snapshot); the browser holds the session.
    useSession.getState().signIn(ADA);
    const html = renderToString(<RouterProvider router={router('/orders', false)} />);
    expect(html).toContain('Loading your orders…');
    const host = document.createElement('div');
    host.innerHTML = html;
    document.body.append(host);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = await act(async () => hydrateRoot(host, <RouterProvider router={router('/orders', false)} />));
    expect(await screen.findByRole('heading', { name: 'Your orders' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/orders$/);
    expect(errors).not.toHaveBeenCalled();
    act(() => root.unmount());
    host.remove();
    errors.mockRestore();
  });
});
