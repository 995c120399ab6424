import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterContextProvider, RouterProvider, useLocation } from 'react-router';
import { configureApi, routeDataContext } from '@/api';
import { SIGN_OUT_PATH, useLogout, useSession } from '@/features/session';
import { setupMockApi } from '../../../../mocks/node';
import { signIn } from '../../../../tests/contract/support/mock-client';
import { action, loader } from './sign-out-route';

// Logout in the browser, on the one seeded mock: the account menu's post to the sign-out action.
const API = 'http://api.bold.test';
const mock = setupMockApi();
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => mock.server.close());

function Page() {
  const logout = useLogout();
  return (
    <>
      <p>At {useLocation().pathname}</p>
      <button type="button" onClick={logout}>
        Logout
      </button>
    </>
  );
}

/** An account page with Logout, the sign-out route and sign-in, in a data router with the store's route data. */
function renderLogout() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(['/api/Customer/GetCustomerInfo'], { data: { firstName: 'Demo' } });
  const router = createMemoryRouter(
    [
      { path: '/myaccounts', element: <Page /> },
      { path: SIGN_OUT_PATH, action, loader },
      { path: '/signin', element: <Page /> },
      { path: '/', element: <Page /> },
    ],
    {
      initialEntries: ['/myaccounts'],
      getContext: () => {
        const context = new RouterContextProvider();
        context.set(routeDataContext, { queryClient, server: null, now: Date.now });
        return context;
      },
    },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

describe('Logout (the sign-out action, in the browser, on the seeded mock)', () => {
  beforeEach(() => configureApi({ baseUrl: API, getToken: () => useSession.getState().user?.token ?? null, validateResponses: true }));

  it('forgets the session and every cached customer answer, goes to /signin, and the server revokes the token it held', async () => {
    const token = await signIn(mock);
    useSession.getState().signIn({ userId: 1001, token, firstName: 'Demo', isGuest: false });
    const { queryClient } = renderLogout();
    act(() => screen.getByRole('button', { name: 'Logout' }).click());
    expect(await screen.findByText('At /signin')).toBeInTheDocument();
    expect(useSession.getState().user).toBeNull();
    expect(queryClient.getQueryData(['/api/Customer/GetCustomerInfo'])).toBeUndefined();
    await waitFor(() => expect(mock.db.state.sessions[token]).toBeUndefined());
  });

  it("signs out behind the store's server too, where the browser holds no token: the server's cookie is what SignOut ends", async () => {
    const sent: (string | null)[] = [];
    mock.server.use(
      http.post(`${API}/api/Authentication/SignOut`, ({ request }) => {
        sent.push(request.headers.get('authorization'));
        return HttpResponse.json({ success: true, message: 'Signed out.' });
      }),
    );
    useSession.getState().signIn({ userId: 1001, firstName: 'Demo', isGuest: false });
    renderLogout();
    act(() => screen.getByRole('button', { name: 'Logout' }).click());
    expect(await screen.findByText('At /signin')).toBeInTheDocument();
    expect(useSession.getState().user).toBeNull();
    await waitFor(() => expect(sent).toEqual([null]));
    mock.server.resetHandlers();
  });

  it('works offline (API down): the browser is signed out all the same', async () => {
    const token = await signIn(mock);
    useSession.getState().signIn({ userId: 1001, token, firstName: 'Demo', isGuest: false });
    mock.setScenarios(['down']);
    renderLogout();
    act(() => screen.getByRole('button', { name: 'Logout' }).click());
    expect(await screen.findByText('At /signin')).toBeInTheDocument();
    expect(useSession.getState().isLoggedIn).toBe(false);
    mock.setScenarios([]);
  });

  it('asked for as a page, ends nothing: the shopper is sent home still signed in', async () => {
    useSession.getState().signIn({ userId: 1001, firstName: 'Demo', isGuest: false });
    const { router } = renderLogout();
    await act(() => router.navigate(SIGN_OUT_PATH));
    expect(await screen.findByText('At /')).toBeInTheDocument();
    expect(useSession.getState().isLoggedIn).toBe(true);
  });
});
