import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { CustomerInfo } from '@generated/hooks/model';
import { configureApi } from '@/api';
import { useSession } from '@/features/session';
import { renderRoute } from '@/test/render-route';
import userEvent from '@testing-library/user-event';
import { setupMockApi } from '../../../mocks/node';
import { COLLECTOR_EMAIL, COLLECTOR_PASSWORD, DEMO_EMAIL } from '../../../mocks/db/state';
import { callMock, signIn as signInMock } from '../../../tests/contract/support/mock-client';
import { ALREADY_TEXT, SUBSCRIBED_TEXT } from '@/domain/newsletter';
import { RECONNECT_FAILED_TEXT } from './components/settings-sections';

// The account pages on the one seeded mock, response validation on, signed in as its collector (Sam
// Okafor). What the store sent is read back from the mock; a failure is its `down` scenario, or, where
// only one of two calls must fail, that one call answered 500.
const API = 'http://api.bold.test';
const mock = setupMockApi();
// The whole store renders here, not one component: on a busy 2-core machine that takes seconds, so each
// test is given more than vitest's 5 s default, and each wait for the screen more than Testing Library's 1 s.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 10_000 });
const collector = mock.db.state.customers.find((c) => c.emailId === COLLECTOR_EMAIL)!;
const seeded = structuredClone(collector);
const sent: string[] = [];
let uploads = 0;
mock.server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  if (url.pathname.endsWith('/Account/SplitMyOrders')) sent.push(`split ${url.searchParams.get('allowSplit')}`);
  if (url.pathname.endsWith('/Account/MergeMyOrders')) sent.push(`merge ${url.searchParams.get('allowCombineOrder')}`);
  if (url.pathname.endsWith('/Account/FileUpload')) uploads++;
});
/**
 * jsdom's FormData and File cannot cross into Node's fetch, so an upload's body never reaches the mock in
 * one piece here: FileUpload answers as the mock does for a good PNG, or refuses as it does one over 2 MB.
 * (The e2e suite uploads to the mock itself, in Chromium.)
 */
const uploadAnswers = (answer: 'saved' | 'too big') =>
  mock.server.use(
    http.post(`${API}/api/Account/FileUpload`, () =>
      answer === 'saved'
        ? HttpResponse.json({ data: { fileUrl: `/uploads/customerprofile/${collector.customerId}-${mock.db.state.nextId++}.png` } })
        : HttpResponse.json(
            {
              status: 400,
              message: 'File upload failed: the photo must be 2 MB or smaller.',
              errors: { file: ['The photo must be 2 MB or smaller.'] },
            },
            { status: 400 },
          ),
    ),
  );
const down = (method: 'get' | 'put', path: string) =>
  mock.server.use(http[method](`${API}/api/${path}`, () => HttpResponse.json({ status: 500, message: 'down' }, { status: 500 })));
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => mock.server.close());
beforeEach(() => {
  Object.assign(collector, structuredClone(seeded));
  sent.length = 0;
  uploads = 0;
  configureApi({ baseUrl: API, getToken: () => useSession.getState().user?.token ?? null, validateResponses: true });
  useSession.setState({ isLoggedIn: false, user: null, customerInfo: null });
});
afterEach(() => {
  mock.server.resetHandlers();
  mock.setScenarios([]);
});

/** The account overview through its real route (loader, layout, providers). */
const show = () => renderRoute('/myaccounts');
const main = () => within(screen.getByRole('main'));
/** Signs the collector in on the mock, with the details the mock holds for them. */
async function signIn() {
  const token = await signInMock(mock, COLLECTOR_EMAIL, COLLECTOR_PASSWORD);
  const info = (await callMock(mock, 'GET', '/api/Customer/GetCustomerInfo', { token })).body as { data: CustomerInfo };
  useSession.setState({
    isLoggedIn: true,
    user: { userId: collector.customerId, firstName: collector.firstName, isGuest: false, token },
    customerInfo: info.data,
  });
}

describe('the account overview', () => {
  it('sends a guest to sign in, to come back here (the route’s loader, before the page)', async () => {
    const { router } = show();
    // The sign-in page itself, as the guest sees it, at the address that brings them back. Testing Library's
    // waits, which let the page's own updates (its code arriving, the toaster's) happen meanwhile.
    expect(await screen.findByRole('button', { name: 'Sign in' }, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/signin?redirect=%2Fmyaccounts'));
  });

  it('shows the customer’s name, initials, details and the dashboard for their customer type', async () => {
    await signIn();
    show();
    await screen.findByRole('main', undefined, { timeout: 10_000 });
    expect(await main().findByRole('heading', { level: 2, name: 'Sam Okafor' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(main().getByText('SO')).toBeInTheDocument();
    expect(main().getByText('collector@boldbullion.test (not verified yet)')).toBeInTheDocument();
    expect(main().getByText('(212) 555-0199')).toBeInTheDocument();
    expect(await main().findByRole('img', { name: 'Silver bullion for collectors' })).toBeInTheDocument();
    expect(
      within(main().getByRole('navigation', { name: 'Your account' }))
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual([
      '/myaccounts/accountsettings',
      '/orders/order-history',
      '/myaccounts/watchlist',
      '/myaccounts/messages',
      '/bold-bullion-portfolio',
      '/myaccounts/sell-requests',
      '/myaccounts/sales-orders',
      '/sell-to-us',
      '/price-alerts',
    ]);
  });

  it('logs “Could not get dashboard images” when they fail, and the page still works', async () => {
    down('get', 'UI/GetDashboardImages');
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await signIn();
    show();
    await vi.waitFor(() => expect(log).toHaveBeenCalledWith('Could not get dashboard images', expect.anything()), { timeout: 10_000 });
    await screen.findByRole('main');
    expect(main().getByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    expect(main().queryByRole('region', { name: /^For / })).toBeNull();
  });
});

/** Account settings through its real route, signed in as the collector. */
async function showSettings() {
  await signIn();
  renderRoute('/myaccounts/accountsettings');
  await screen.findByRole('form', { name: 'Contact details' }, { timeout: 10_000 });
}

describe('account settings: contact details', () => {
  it('sends the mobile as digits, shows it formatted, and keeps the session’s details in step', async () => {
    const user = userEvent.setup();
    await showSettings();
    const mobile = screen.getByRole('textbox', { name: /^Mobile number/ });
    expect(mobile).toHaveValue('(212) 555-0199');
    await user.clear(mobile);
    await user.type(mobile, '512-555-0199');
    await user.click(screen.getByRole('button', { name: 'Save contact details' }));
    // The collector's email is not verified yet, so the store says so with it.
    expect(
      await screen.findByText('Your contact details are saved. Verify your email address with the link we send you.'),
    ).toBeInTheDocument();
    // The fields are filled afresh with what the API saved.
    expect(screen.getByRole('textbox', { name: /^Mobile number/ })).toHaveValue('(512) 555-0199');
    expect(useSession.getState().customerInfo?.mobNo).toBe('5125550199');
    expect(collector.mobNo).toBe('5125550199');
  });

  it('keeps everything typed when the save fails: a field the server refuses, or no answer', async () => {
    const user = userEvent.setup();
    await showSettings();
    // The footer's newsletter has an email field too: this one is the contact form's.
    const email = within(screen.getByRole('form', { name: 'Contact details' })).getByRole('textbox', { name: /^Email address/ });
    await user.clear(email);
    await user.type(email, DEMO_EMAIL);
    await user.click(screen.getByRole('button', { name: 'Save contact details' }));
    expect(await screen.findByText('Another account uses that email.')).toBeInTheDocument();
    expect(email).toHaveValue(DEMO_EMAIL);
    mock.setScenarios(['down']);
    await user.click(screen.getByRole('button', { name: 'Save contact details' }));
    const alert = within(screen.getByRole('form', { name: 'Contact details' })).getByRole('alert');
    await vi.waitFor(() => expect(alert).not.toBeEmptyDOMElement(), { timeout: 5000 });
    expect(email).toHaveValue(DEMO_EMAIL);
    expect(useSession.getState().customerInfo?.emailId).toBe(COLLECTOR_EMAIL);
    expect(collector.emailId).toBe(COLLECTOR_EMAIL);
  });
});

describe('account settings: password', () => {
  it('a wrong current password is said on that field and focused, a repeat that differs on the repeat; changed, the fields are emptied and it says so', async () => {
    const user = userEvent.setup();
    await showSettings();
    const form = () => within(screen.getByRole('form', { name: 'Password' }));
    const field = (name: RegExp) => form().getByLabelText(name, { selector: 'input' });
    await user.type(field(/^Current password/), 'Not-the-one#1');
    await user.type(field(/^New password/), 'Ingots#2027');
    await user.type(field(/^Repeat the new password/), 'Ingots#2027');
    await user.click(form().getByRole('button', { name: 'Change password' }));
    await vi.waitFor(() => expect(field(/^Current password/)).toHaveAccessibleDescription('The current password is not correct.'));
    expect(field(/^Current password/)).toHaveFocus();
    expect(form().getByRole('alert')).toBeEmptyDOMElement();
    expect(collector.password).toBe(seeded.password);

    await user.clear(field(/^Current password/));
    await user.type(field(/^Current password/), COLLECTOR_PASSWORD);
    await user.clear(field(/^Repeat the new password/));
    await user.type(field(/^Repeat the new password/), 'Ingots#2028');
    await user.click(form().getByRole('button', { name: 'Change password' }));
    await vi.waitFor(() => expect(field(/^Repeat the new password/)).toHaveAccessibleDescription(/match/i));
    expect(field(/^Repeat the new password/)).toHaveFocus();

    await user.clear(field(/^Repeat the new password/));
    await user.type(field(/^Repeat the new password/), 'Ingots#2027');
    await user.click(form().getByRole('button', { name: 'Change password' }));
    expect(await form().findByText('Your password has been changed.')).toBeInTheDocument();
    expect(collector.password).toBe('Ingots#2027');
    for (const name of [/^Current password/, /^New password/, /^Repeat the new password/]) expect(field(name)).toHaveValue('');
  });
});

describe('account settings: photo and order handling', () => {
  async function showSettings() {
    await signIn();
    const view = renderRoute('/myaccounts/accountsettings');
    await screen.findByRole('region', { name: 'Profile photo' }, { timeout: 10_000 });
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
    const input = await showSettings();
    await user.upload(input, new File(['GIF89a'], 'me.gif', { type: 'image/gif' }));
    expect(within(photoSection()).getByRole('alert')).toHaveTextContent('Choose a PNG, JPEG or WebP image.');
    await user.upload(input, png(10 * 1024 * 1024 + 1));
    expect(within(photoSection()).getByRole('alert')).toHaveTextContent('Choose a photo of 10 MB or less.');
    expect(screen.queryByRole('button', { name: 'Save photo' })).toBeNull();
    expect(uploads).toBe(0);
  });

  it('previews, then saves: the session (and so the header) has the new photo', async () => {
    const user = userEvent.setup();
    const input = await showSettings();
    uploadAnswers('saved');
    await user.upload(input, png());
    expect(within(photoSection()).getByRole('img', { name: 'Your new photo, not saved yet' })).toHaveAttribute('src', 'blob:preview');
    await user.click(screen.getByRole('button', { name: 'Save photo' }));
    expect(await within(photoSection()).findByText('Your photo is saved.')).toBeInTheDocument();
    expect(useSession.getState().customerInfo?.profilePhoto).toMatch(/^\/uploads\/customerprofile\/1002-\d+\.png$/);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview');
  });

  it('says “File upload failed” when the server fails, with its reason when it gave one, and keeps the preview', async () => {
    const user = userEvent.setup();
    const input = await showSettings();
    await user.upload(input, png());
    mock.setScenarios(['down']);
    await user.click(screen.getByRole('button', { name: 'Save photo' }));
    const alert = within(photoSection()).getByRole('alert');
    await vi.waitFor(() => expect(alert).toHaveTextContent(/^File upload failed$/), { timeout: 5000 });
    mock.setScenarios([]);
    uploadAnswers('too big');
    await user.click(screen.getByRole('button', { name: 'Save photo' }));
    await vi.waitFor(() => expect(alert).toHaveTextContent(/^File upload failed: the photo must be 2 MB or smaller\.$/), { timeout: 5000 });
    expect(within(photoSection()).getByRole('img', { name: 'Your new photo, not saved yet' })).toBeInTheDocument();
    expect(useSession.getState().customerInfo?.profilePhoto).toBeNull();
  });

  it('sends only what changed, and keeps what the server took when the other change fails', async () => {
    const user = userEvent.setup();
    await showSettings();
    const form = screen.getByRole('form', { name: 'Order handling' });
    await user.click(within(form).getByRole('button', { name: 'Save order handling' }));
    expect(within(form).getByRole('status')).toHaveTextContent('Nothing has changed.');
    expect(sent).toEqual([]);
    const split = within(form).getByRole('checkbox', { name: /^Split my orders/ });
    const merge = within(form).getByRole('checkbox', { name: /^Merge my orders/ });
    await user.click(split);
    await user.click(merge);
    down('put', 'Account/MergeMyOrders');
    await user.click(within(form).getByRole('button', { name: 'Save order handling' }));
    await vi.waitFor(() =>
      expect(within(form).getByRole('alert')).toHaveTextContent(
        'We could not save every change. What is ticked now is what we hold; try again.',
      ),
    );
    expect(sent).toEqual(['split false', 'merge true']);
    expect(collector).toMatchObject({ allowSplit: false, allowCombineOrder: false });
    expect(split).not.toBeChecked();
    expect(merge).not.toBeChecked();
    expect(useSession.getState().customerInfo).toMatchObject({ allowSplit: false, allowCombineOrder: false });
    mock.server.resetHandlers();
    await user.click(merge);
    await user.click(within(form).getByRole('button', { name: 'Save order handling' }));
    await vi.waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent('Open orders will be combined into one shipment.'), {
      timeout: 5000,
    });
    expect(sent).toEqual(['split false', 'merge true', 'merge true']);
    expect(collector).toMatchObject({ allowSplit: false, allowCombineOrder: true });
  });
});

describe('account settings: marketing email', () => {
  const section = () => within(screen.getByRole('region', { name: 'Email' }));
  const email = () => collector.emailId.toLowerCase();
  beforeEach(() => {
    collector.isSubscribed = false;
    mock.db.state.subscribers = mock.db.state.subscribers.filter((e) => e !== email());
  });

  it('an unsubscribed customer reconnects from the account: back on the list, told in the spec’s words, and offered to unsubscribe again', async () => {
    const user = userEvent.setup();
    await showSettings();
    expect(section().getByText(/You do not receive our marketing email/)).toBeInTheDocument();
    await user.click(section().getByRole('button', { name: 'Reconnect to our newsletter' }));
    await vi.waitFor(() => expect(section().getByRole('status')).toHaveTextContent(SUBSCRIBED_TEXT));
    expect(mock.db.state.subscribers).toContain(email());
    expect(collector.isSubscribed).toBe(true);
    expect(section().getByText('You receive our newsletter with price news and offers.')).toBeInTheDocument();
    expect(section().getByRole('button', { name: 'Unsubscribe from marketing email' })).toBeInTheDocument();
    expect(useSession.getState().customerInfo?.isSubscribed).toBe(true);
  });

  it('already on the list: says so (the spec’s text for any refusal) and the account shows subscribed', async () => {
    const user = userEvent.setup();
    mock.db.state.subscribers.push(email());
    await showSettings();
    await user.click(section().getByRole('button', { name: 'Reconnect to our newsletter' }));
    await vi.waitFor(() => expect(section().getByRole('alert')).toHaveTextContent(ALREADY_TEXT));
    expect(section().getByRole('button', { name: 'Unsubscribe from marketing email' })).toBeInTheDocument();
  });

  it('an outage says so and leaves the customer unsubscribed, with the button to try again', async () => {
    const user = userEvent.setup();
    await showSettings();
    down('get', 'Customer/ConnectWithBold');
    await user.click(section().getByRole('button', { name: 'Reconnect to our newsletter' }));
    await vi.waitFor(() => expect(section().getByRole('alert')).toHaveTextContent(RECONNECT_FAILED_TEXT));
    expect(section().getByRole('button', { name: 'Reconnect to our newsletter' })).toBeInTheDocument();
    expect(collector.isSubscribed).toBe(false);
  });
});
