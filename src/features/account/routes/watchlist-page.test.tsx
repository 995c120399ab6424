import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { CustomerInfo } from '@generated/hooks/model';
import { configureApi } from '@/api';
import { useSession } from '@/features/session';
import { renderRoute } from '@/test/render-route';
import { setupMockApi } from '../../../../mocks/node';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../../../mocks/db/state';
import { callMock, signIn as signInMock } from '../../../../tests/contract/support/mock-client';

// The watchlist's writes when the dealer refuses them, on the one seeded mock (response validation on),
// signed in as its demo customer: what the shopper is told, and that nothing they had is lost.
const API = 'http://api.bold.test';
const mock = setupMockApi();
const demo = mock.db.state.customers.find((c) => c.emailId === DEMO_EMAIL)!;
// The whole store renders here: on a busy 2-core machine that takes seconds.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 10_000 });
const fails = (method: 'delete' | 'post', path: string) =>
  mock.server.use(http[method](`${API}/api/${path}`, () => HttpResponse.json({ status: 500, message: 'down' }, { status: 500 })));
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => mock.server.close());
// Each test starts from the seeded watchlist, whatever the one before removed.
const seeded = structuredClone(mock.db.state.watchlists);
beforeEach(async () => {
  mock.db.state.watchlists = structuredClone(seeded);
  configureApi({ baseUrl: API, getToken: () => useSession.getState().user?.token ?? null, validateResponses: true });
  const token = await signInMock(mock, DEMO_EMAIL, DEMO_PASSWORD);
  const info = (await callMock(mock, 'GET', '/api/Customer/GetCustomerInfo', { token })).body as { data: CustomerInfo };
  useSession.setState({
    isLoggedIn: true,
    user: { userId: demo.customerId, firstName: demo.firstName, isGuest: false, token },
    customerInfo: info.data,
  });
});
afterEach(() => {
  mock.server.resetHandlers();
  act(() => useSession.setState({ isLoggedIn: false, user: null, customerInfo: null }));
});

/** The watchlist page, its first product and that product's name. */
async function firstWatched() {
  renderRoute('/myaccounts/watchlist');
  const main = within(await screen.findByRole('main'));
  const items = await main.findAllByRole('article');
  const name = within(items[0]!).getByRole('heading', { level: 2 }).textContent ?? '';
  expect(name).not.toBe('');
  return { main, item: within(items[0]!), name, count: items.length };
}

describe('a product removed from the watchlist', () => {
  it('leaves the list, is said in the status, and the focus goes to the next product', async () => {
    const { main, item, name, count } = await firstWatched();
    const next = within(main.getAllByRole('article')[1]!).getByRole('heading', { level: 2 }).textContent ?? '';
    await userEvent.click(item.getByRole('button', { name: `Remove: ${name}` }));
    expect(await main.findByRole('status', { name: '' })).toHaveTextContent(`${name} removed from your watchlist.`);
    expect(main.getAllByRole('article')).toHaveLength(count - 1);
    expect(main.queryByRole('heading', { level: 2, name })).not.toBeInTheDocument();
    expect(main.getByRole('link', { name: next })).toHaveFocus();
  });

  it('already gone elsewhere: says so, and the list is what the dealer holds', async () => {
    const { main, item, name, count } = await firstWatched();
    const id = mock.db.state.watchlists[demo.customerId]!.find((w) => mock.db.product(w.productId)?.name === name)!.id;
    await callMock(mock, 'DELETE', `/api/ShoppingCart/DeleteProductFromWatchlists?Id=${id}`, { token: useSession.getState().user!.token });
    await userEvent.click(item.getByRole('button', { name: `Remove: ${name}` }));
    expect(await main.findByRole('status', { name: '' })).toHaveTextContent(`${name} was already off your watchlist.`);
    await waitFor(() => expect(main.getAllByRole('article')).toHaveLength(count - 1));
  });
});

describe('the watchlist when the dealer refuses a change', () => {
  it('a failed remove says so, in the status, and the product stays on the list', async () => {
    fails('delete', 'ShoppingCart/DeleteProductFromWatchlists');
    const { main, item, name, count } = await firstWatched();
    await userEvent.click(item.getByRole('button', { name: `Remove: ${name}` }));
    expect(await main.findByRole('status', { name: '' })).toHaveTextContent(`We could not remove ${name}. Try again.`);
    expect(main.getAllByRole('article')).toHaveLength(count);
    expect(main.getByRole('heading', { level: 2, name })).toBeInTheDocument();
  });

  it('a failed target price says so, keeps what was typed and shows the target it had before', async () => {
    fails('post', 'Customer/AddProductInCustomerWishList');
    const { main, item, name } = await firstWatched();
    const before = item.queryByText(/^Your target:/)?.textContent ?? null;
    const field = item.getByRole('textbox', { name: /target price/i });
    await userEvent.type(field, '1.25');
    await userEvent.click(item.getByRole('button', { name: /^(Set|Change) target ?for / }));
    expect(await main.findByText(`We could not save the target for ${name}. Try again.`)).toBeInTheDocument();
    expect(field).toHaveValue('1.25');
    expect(item.queryByText(/^Your target:/)?.textContent ?? null).toBe(before);
  });
});
