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
const state = vi.hoisted(() => ({ imagesFail: false, contact: 'ok' as 'ok' | 'taken' | 'down', upload: 'ok' as 'ok' | 'refused' | 'down', uploads: 0, mergeDown: false, sent: [] as string[] }));
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
  http.post(`${API}/api/Account/FileUpload`, () => {
    state.uploads++;
    if (state.upload === 'down') return HttpResponse.json({ message: 'down' }, { status: 500 });
    if (state.upload === 'refused') return HttpResponse.json({ message: 'File upload failed: the photo must be 2 MB or smaller.' }, { status: 400 });
    return HttpResponse.json({ data: { fileUrl: '/uploads/customerprofile/1002-9.png' } });
  }),
  http.put(`${API}/api/Account/SplitMyOrders`, ({ request }) => {
    state.sent.push(`split ${new URL(request.url).searchParams.get('allowSplit')}`);
    return HttpResponse.json({ message: 'Orders ship in one parcel.' });
  }),
  http.put(`${API}/api/Account/MergeMyOrders`, ({ request }) => {
    state.sent.push(`merge ${new URL(request.url).searchParams.get('allowCombineOrder')}`);
    return state.mergeDown ? HttpResponse.json({ message: 'down' }, { status: 500 }) : HttpResponse.json({ message: 'Open orders will be combined into one shipment.' });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  state.imagesFail = false;
  state.contact = 'ok';
  Object.assign(state, { upload: 'ok', uploads: 0, mergeDown: false, sent: [] });
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
      '/myaccounts/accountsettings', '/orders/order-history', '/myaccounts/watchlist', '/myaccounts/messages', '/bold-bullion-portfolio', '/myaccounts/sell-requests', '/myaccounts/sales-orders', '/sell-to-us', '/price-alerts',
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

describe('account settings: photo and order handling', () => {
  function showSettings() {
    signIn();
    const view = render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/myaccounts/accountsettings']}>
          <AccountSettings />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    return view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
  }
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });
  const photoSection = () => screen.getByRole('region', { name: 'Profile photo' });
  const png = (bytes = 10) => new File([new Uint8Array(bytes)], 'me.png', { type: 'image/png' });

  it('refuses a file of another type or over 10 MB before sending anything', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const input = showSettings();
    await user.upload(input, new File(['GIF89a'], 'me.gif', { type: 'image/gif' }));
    expect(within(photoSection()).getByRole('alert')).toHaveTextContent('Choose a PNG, JPEG or WebP image.');
    await user.upload(input, png(10 * 1024 * 1024 + 1));
    expect(within(photoSection()).getByRole('alert')).toHaveTextContent('Choose a photo of 10 MB or less.');
    expect(screen.queryByRole('button', { name: 'Save photo' })).toBeNull();
    expect(state.uploads).toBe(0);
  });

  it('previews, then saves: the session (and so the header) has the new photo', async () => {
    const user = userEvent.setup();
    const input = showSettings();
    await user.upload(input, png());
    expect(within(photoSection()).getByRole('img', { name: 'Your new photo, not saved yet' })).toHaveAttribute('src', 'blob:preview');
    await user.click(screen.getByRole('button', { name: 'Save photo' }));
    expect(await within(photoSection()).findByText('Your photo is saved.')).toBeInTheDocument();
    expect(useSession.getState().customerInfo?.profilePhoto).toBe('/uploads/customerprofile/1002-9.png');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview');
  });

  it('says “File upload failed” when the server fails, with its reason when it gave one, and keeps the preview', async () => {
    const user = userEvent.setup();
    const input = showSettings();
    await user.upload(input, png());
    state.upload = 'down';
    await user.click(screen.getByRole('button', { name: 'Save photo' }));
    const alert = within(photoSection()).getByRole('alert');
    await vi.waitFor(() => expect(alert).toHaveTextContent(/^File upload failed$/));
    state.upload = 'refused';
    await user.click(screen.getByRole('button', { name: 'Save photo' }));
    await vi.waitFor(() => expect(alert).toHaveTextContent(/^File upload failed: the photo must be 2 MB or smaller\.$/));
    expect(within(photoSection()).getByRole('img', { name: 'Your new photo, not saved yet' })).toBeInTheDocument();
    expect(useSession.getState().customerInfo?.profilePhoto).toBeNull();
  });

  it('sends only what changed, and keeps what the server took when the other change fails', async () => {
    const user = userEvent.setup();
    showSettings();
    const form = screen.getByRole('form', { name: 'Order handling' });
    await user.click(within(form).getByRole('button', { name: 'Save order handling' }));
    expect(within(form).getByRole('status')).toHaveTextContent('Nothing has changed.');
    expect(state.sent).toEqual([]);
    const split = within(form).getByRole('checkbox', { name: /^Split my orders/ });
    const merge = within(form).getByRole('checkbox', { name: /^Merge my orders/ });
    await user.click(split);
    await user.click(merge);
    state.mergeDown = true;
    await user.click(within(form).getByRole('button', { name: 'Save order handling' }));
    await vi.waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent('We could not save every change. What is ticked now is what we hold; try again.'));
    expect(state.sent).toEqual(['split false', 'merge true']);
    expect(split).not.toBeChecked();
    expect(merge).not.toBeChecked();
    expect(useSession.getState().customerInfo).toMatchObject({ allowSplit: false, allowCombineOrder: false });
    state.mergeDown = false;
    await user.click(merge);
    await user.click(within(form).getByRole('button', { name: 'Save order handling' }));
    await vi.waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent('Open orders will be combined into one shipment.'));
    expect(state.sent).toEqual(['split false', 'merge true', 'merge true']);
  });
});
