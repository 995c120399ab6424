import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { configureApi } from '@/api';
import { setupMockApi } from '../../../../mocks/node';
import { signIn } from '../../../../tests/contract/support/mock-client';
import { useSession } from '../session-store';
import { useLogout } from './use-logout';

// Logout on the one seeded mock: the token is revoked on the server, though the browser forgets it at once.
const API = 'http://api.bold.test';
const mock = setupMockApi();
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => mock.server.close());

function renderLogout() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/account/dashboard']}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return renderHook(() => ({ logout: useLogout(), at: useLocation().pathname }), { wrapper }).result;
}

describe('useLogout (seeded mock)', () => {
  beforeEach(() => configureApi({ baseUrl: API, getToken: () => useSession.getState().user?.token ?? null, validateResponses: true }));

  it('forgets the session at once, goes to /signin, and the server revokes the token it held', async () => {
    const token = await signIn(mock);
    useSession.getState().signIn({ userId: 1001, token, firstName: 'Demo', isGuest: false });
    const result = renderLogout();
    act(() => result.current.logout());
    expect(useSession.getState().user).toBeNull();
    expect(result.current.at).toBe('/signin');
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
    const result = renderLogout();
    act(() => result.current.logout());
    expect(useSession.getState().user).toBeNull();
    await waitFor(() => expect(sent).toEqual([null]));
    mock.server.resetHandlers();
  });

  it('works offline (API down): the browser is signed out all the same', async () => {
    const token = await signIn(mock);
    useSession.getState().signIn({ userId: 1001, token, firstName: 'Demo', isGuest: false });
    mock.setScenarios(['down']);
    const result = renderLogout();
    act(() => result.current.logout());
    expect(useSession.getState().isLoggedIn).toBe(false);
    expect(result.current.at).toBe('/signin');
    mock.setScenarios([]);
  });
});
