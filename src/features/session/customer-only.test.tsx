import { QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterContextProvider, RouterProvider } from 'react-router';
import { routeDataContext } from '@/api';
import { CurrentAddress, updatesInAct } from '@/test/render';
import { RenderedCustomerProvider, requireCustomer, useCustomerId, useCustomerOnly, useShopper, useSignedIn } from './customer-only';
import { useSession } from './session-store';

const ADA = { userId: 7, token: 't', firstName: 'Ada', isGuest: false };

function OrdersPage() {
  const isLoggedIn = useCustomerOnly();
  return <h1>{isLoggedIn ? 'Your orders' : 'Loading your orders…'}</h1>;
}

/** The loader of a customer's page, as the store's routes make it. */
function customerOnly(args: Parameters<typeof requireCustomer>[0]) {
  requireCustomer(args);
  return null;
}

/** The store's routes in small: a customer's page behind the loader, and the sign-in page. */
function router(path: string, withLoader = true) {
  const made = createMemoryRouter(
    [
      {
        path: '/orders',
        loader: withLoader ? customerOnly : undefined,
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

  it('hydrates the page the server rendered for the customer as theirs: the same first render, no mismatch', async () => {
    const customer = { userId: ADA.userId, firstName: ADA.firstName, isGuest: false };
    // The server renders for the customer its session names, whatever the store holds in this process.
    const html = renderToString(
      <RenderedCustomerProvider value={customer}>
        <RouterProvider router={router('/orders', false)} />
      </RenderedCustomerProvider>,
    );
    expect(html).toContain('Your orders');
    expect(html).not.toContain('Loading your orders…');
    useSession.getState().signIn(ADA);
    const host = document.createElement('div');
    host.innerHTML = html;
    document.body.append(host);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = await act(async () =>
      hydrateRoot(
        host,
        <RenderedCustomerProvider value={customer}>
          <RouterProvider router={router('/orders', false)} />
        </RenderedCustomerProvider>,
      ),
    );
    expect(screen.getByRole('heading', { name: 'Your orders' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/orders$/);
    expect(errors).not.toHaveBeenCalled();
    act(() => root.unmount());
    host.remove();
    errors.mockRestore();
  });

  it('is not a guest’s at checkout: a page rendered for one is checking out as them, and signed in as no one', () => {
    function Who() {
      const shopper = useShopper();
      return (
        <p>
          {`${shopper ? `${shopper.firstName}${shopper.isGuest ? ' (guest)' : ''}` : 'no one'}, signed in: ${useSignedIn()}, id ${useCustomerId()}`}
        </p>
      );
    }
    const rendered = (value: { userId: number; firstName: string; isGuest: boolean } | null) =>
      renderToString(
        <RenderedCustomerProvider value={value}>
          <Who />
        </RenderedCustomerProvider>,
      );
    expect(rendered({ userId: 9, firstName: 'Guest', isGuest: true })).toContain('Guest (guest), signed in: false, id 0');
    expect(rendered({ ...ADA, isGuest: false })).toContain('Ada, signed in: true, id 7');
    expect(rendered(null)).toContain('no one, signed in: false, id 0');
  });
});
