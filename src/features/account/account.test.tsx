import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { configureApi } from '@/api';
import { useSession } from '@/features/session';
import userEvent from '@testing-library/user-event';
import { Component as AccountOverview } from './routes/account-overview-page';
import { Component as AccountSettings } from './routes/account-settings-page';

const API = 'http://api.bold.test';
const state = vi.hoisted(() => ({ imagesFail: false, contact: 'ok' as 'ok' | 'taken' | 'down' }));
const server = setupServer(
  http.get(`${API}/api/UI/GetDashboardImages`, ({ request }) =>
    state.imagesFail ? HttpResponse.json({ message: 'down' }, { status: 500 }) : HttpResponse.json({ data: [{ imageURL: '/images/dashboard/silver-collector.svg', altText: `Silver bullion for ${new URL(request.url).searchParams.get('CustomerType')?.toLowerCase()}s` }] }),
  ),
  http.get(`${API}/api/UI/GetMarketingAdvertisements`, () => HttpResponse.json({ data: [] })),
  http.get(`${API}/api/Customer/GetCustomerInfo`, () => HttpResponse.json({ data: { customerId: 1002, firstName: 'Sam', lastName: 'Rivera', emailId: 'sam@example.com', mobNo: '5551234567', isEmailVerified: true, customerType: 'Collector', profilePhoto: null } })),
  http.put(`${API}/api/Account/UpdateContactInfo`, async ({ request }) => {
    if (state.contact === 'down') return HttpResponse.json({ message: 'down' }, { status: 500 });
    if (state.contact === 'taken') return HttpResponse.json({ message: 'Some fields need attention.', errors: { emailId: ['Another account uses that email.'] } }, { status: 400 });
    const b = (await request.json()) as Record<string, unknown>;
    return HttpResponse.json({ data: { customerId: 1002, isEmailVerified: true, customerType: 'Collector', profilePhoto: null, ...b } });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  state.imagesFail = false;
  state.contact = 'ok';
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

describe('account settings: contact details', () => {
  function showSettings() {
    signIn();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/myaccounts/accountsettings']}>
          <AccountSettings />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  }

  it('sends the mobile as digits, shows it formatted, and keeps the session’s details in step', async () => {
    const user = userEvent.setup();
    showSettings();
    const mobile = screen.getByRole('textbox', { name: /^Mobile number/ });
    expect(mobile).toHaveValue('(555) 123-4567');
    await user.clear(mobile);
    await user.type(mobile, '512-555-0199');
    await user.click(screen.getByRole('button', { name: 'Save contact details' }));
    expect(await screen.findByText('Your contact details are saved.')).toBeInTheDocument();
    expect(mobile).toHaveValue('(512) 555-0199');
    expect(useSession.getState().customerInfo?.mobNo).toBe('5125550199');
  });

  it('keeps everything typed when the save fails: a field the server refuses, or no answer', async () => {
    const user = userEvent.setup();
    showSettings();
    const email = screen.getByRole('textbox', { name: /^Email address/ });
    await user.clear(email);
    await user.type(email, 'taken@example.com');
    state.contact = 'taken';
    await user.click(screen.getByRole('button', { name: 'Save contact details' }));
    expect(await screen.findByText('Another account uses that email.')).toBeInTheDocument();
    expect(email).toHaveValue('taken@example.com');
    state.contact = 'down';
    await user.click(screen.getByRole('button', { name: 'Save contact details' }));
    const alert = within(screen.getByRole('form', { name: 'Contact details' })).getByRole('alert');
    await vi.waitFor(() => expect(alert).not.toBeEmptyDOMElement());
    expect(email).toHaveValue('taken@example.com');
    expect(useSession.getState().customerInfo?.emailId).toBe('sam@example.com');
  });
});
