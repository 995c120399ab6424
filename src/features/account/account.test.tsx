import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { configureApi } from '@/api';
import { useSession } from '@/features/session';
import { Component as AccountOverview } from './routes/account-overview-page';

const API = 'http://api.bold.test';
const state = vi.hoisted(() => ({ imagesFail: false }));
const server = setupServer(
  http.get(`${API}/api/UI/GetDashboardImages`, ({ request }) =>
    state.imagesFail ? HttpResponse.json({ message: 'down' }, { status: 500 }) : HttpResponse.json({ data: [{ imageURL: '/images/dashboard/silver-collector.svg', altText: `Silver bullion for ${new URL(request.url).searchParams.get('CustomerType')?.toLowerCase()}s` }] }),
  ),
  http.get(`${API}/api/UI/GetMarketingAdvertisements`, () => HttpResponse.json({ data: [] })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  state.imagesFail = false;
  configureApi({ baseUrl: API, getToken: () => null, validateResponses: false });
  useSession.setState({ isLoggedIn: false, user: null, customerInfo: null });
});

function Where() {
  const l = useLocation();
  return <output aria-label="Address">{l.pathname + l.search}</output>;
}
function show() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/myaccounts']}>
        <Routes>
          <Route path="/myaccounts" element={<AccountOverview />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
const signIn = () =>
  useSession.setState({
    isLoggedIn: true,
    user: { userId: 1002, firstName: 'Sam', isGuest: false, token: 't' } as never,
    customerInfo: { customerId: 1002, firstName: 'Sam', lastName: 'Rivera', emailId: 'sam@example.com', mobNo: '5551234567', isEmailVerified: false, customerType: 'Collector', profilePhoto: null } as never,
  });

describe('the account overview', () => {
  it('sends a guest to sign in, to come back here', () => {
    show();
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('/signin?redirect=%2Fmyaccounts');
  });

  it('shows the customer’s name, initials, details and the dashboard for their customer type', async () => {
    signIn();
    show();
    expect(screen.getByRole('heading', { level: 2, name: 'Sam Rivera' })).toBeInTheDocument();
    expect(screen.getByText('SR')).toBeInTheDocument();
    expect(screen.getByText('sam@example.com (not verified yet)')).toBeInTheDocument();
    expect(screen.getByText('(555) 123-4567')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Silver bullion for collectors' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Your account' })).getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual([
      '/myaccounts/accountsettings', '/orders/order-history', '/myaccounts/watchlist', '/bold-bullion-portfolio', '/sell-to-us', '/price-alerts',
    ]);
  });

  it('logs “Could not get dashboard images” when they fail, and the page still works', async () => {
    state.imagesFail = true;
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    signIn();
    show();
    await vi.waitFor(() => expect(log).toHaveBeenCalledWith('Could not get dashboard images', expect.anything()));
    expect(screen.getByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^For / })).toBeNull();
  });
});
