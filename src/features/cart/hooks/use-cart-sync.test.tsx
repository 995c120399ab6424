import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { getGetProductFromShoppingCartQueryKey } from '@generated/hooks/shopping-cart/shopping-cart';
import type { CartProductList } from '@generated/hooks/model';
import { configureApi } from '@/api';
import { keepGuestCart, readGuestCart, useSession } from '@/features/session';
import { useToastStore } from '@/ui/toast/toast-store';
import { setupMockApi } from '../../../../mocks/node';
import type { MockProduct } from '../../../../mocks/db/catalog';
import { callMock, signIn } from '../../../../tests/contract/support/mock-client';
import { useCartSync } from './use-cart-sync';

// The cart's sync, on the one seeded mock with response validation on: the stock and the server cart are
// arranged in the mock's db, and what the sync did is read back from the mock.
const API = 'http://api.bold.test';
const mock = setupMockApi({ now: () => new Date('2026-11-18T15:30:00Z') });
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => mock.server.close());

const customerId = mock.db.state.customers.find((c) => c.emailId === 'demo@boldbullion.test')!.customerId;
const plain = mock.db.catalog.filter(
  (p) => !p.atSpot && !p.sale && p.sizes.length === 0 && p.stock.some((s) => s.stockName === 'in stock' && s.qty > 20),
);
const [eagle, buffalo, bar] = plain as [MockProduct, MockProduct, MockProduct];
const ring = mock.db.catalog.find(
  (p) => p.sizes.includes('7') && !p.sale && p.stock.some((s) => s.stockName === 'in stock' && s.qty > 20),
)!;
const atSpot = mock.db.catalog.find((p) => p.atSpot && !p.sale && p.stock.some((s) => s.stockName === 'in stock' && s.qty > 20))!;

/** Sets what the mock has in stock of a product. */
const stockOf = (p: MockProduct, qty: number) => {
  p.stock = p.stock.map((s) => (s.stockName === 'in stock' ? { ...s, qty } : s));
};
/** The customer's server cart, as the mock keeps it. */
const serverCart = (lines: [MockProduct, number, string?][]) => {
  mock.db.state.carts[customerId] = lines.map(([p, quantity, size]) => ({
    shoppingCartId: mock.db.state.nextId++,
    productId: p.id,
    quantity,
    salesEventId: null,
    source: 'Instock',
    size: size ?? null,
    selected: true,
    isActive: true,
  }));
};
const held = () => (mock.db.state.carts[customerId] ?? []).map((l) => [l.productId, l.quantity, l.size]);
const guestLine = (p: MockProduct, quantity: number, size: string | null = null) => ({
  productId: p.id,
  salesEventId: null,
  source: 'Instock',
  size,
  quantity,
  selected: true,
  isActive: true,
});

let client: QueryClient;
function setup() {
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  renderHook(() => useCartSync(), { wrapper });
}
const toasts = () => useToastStore.getState().toasts.map((t) => t.text);

beforeEach(async () => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const token = await signIn(mock);
  configureApi({ baseUrl: API, getToken: () => token, validateResponses: true });
  useToastStore.setState({ toasts: [] });
  for (const p of [eagle, buffalo, bar, ring, atSpot]) stockOf(p, 50);
});
afterEach(() => {
  mock.setScenarios([]);
  act(() => useSession.getState().signOut());
});

describe('useCartSync (seeded mock)', () => {
  // First: the on-load check runs once per page load.
  it('on load, lowers a line over stock to what is in stock, removes one with none, keeps the rest, and says which', async () => {
    serverCart([
      [eagle, 7],
      [buffalo, 1],
      [bar, 6],
    ]);
    stockOf(eagle, 6);
    stockOf(buffalo, 0);
    stockOf(bar, 6);
    useSession.setState({ isLoggedIn: true });
    setup();
    await waitFor(() => expect(toasts()).toHaveLength(2));
    expect(toasts()).toEqual([
      `Lowered to what is in stock: ${eagle.name}.`,
      `Removed from your cart, no longer in stock for the quantity you chose: ${buffalo.name}.`,
    ]);
    expect(held()).toEqual([
      [eagle.id, 6, null],
      [bar.id, 6, null],
    ]);
    // The cart on screen is the server's answer to the last change.
    const cached = client.getQueryData<CartProductList>(getGetProductFromShoppingCartQueryKey());
    expect(cached?.data.map((l) => [l.productId, l.quantity])).toEqual([
      [eagle.id, 6],
      [bar.id, 6],
    ]);
  });

  it('at sign in, adds what stock leaves of each guest line, keeps none twice, and says what could not be added', async () => {
    serverCart([[eagle, 6]]);
    stockOf(eagle, 6);
    keepGuestCart([guestLine(eagle, 3), guestLine(ring, 2, '7')]);
    useSession.setState({ isLoggedIn: true });
    setup();
    await waitFor(() => expect(readGuestCart()).toEqual([]));
    expect(held()).toEqual([
      [eagle.id, 6, null],
      [ring.id, 2, '7'],
    ]);
    expect(toasts()).toEqual([`Your cart already holds all we have in stock of: ${eagle.name}.`]);
  });

  // A guest's 11 of a "limit 10" product were refused at the merge and kept to fail again.
  it('at sign in, holds a guest line to the product’s purchase limit and says the limit: 11 go in as 10, and none is kept to fail again', async () => {
    serverCart([[atSpot, 4]]);
    keepGuestCart([guestLine(atSpot, 11)]);
    useSession.setState({ isLoggedIn: true });
    setup();
    await waitFor(() => expect(readGuestCart()).toEqual([]));
    expect(held()).toEqual([[atSpot.id, 10, null]]);
    expect(toasts()).toEqual([`${atSpot.name}: This product is limited to 10 per order. Your cart holds as many as you can buy.`]);
  });

  it('keeps a guest line in the browser when adding it fails (API down), and says it will be tried again', async () => {
    serverCart([]);
    mock.setScenarios(['down']);
    const guest = guestLine(eagle, 2);
    keepGuestCart([guest]);
    useSession.setState({ isLoggedIn: true });
    setup();
    await waitFor(() =>
      expect(toasts()).toEqual([
        '1 item from before you signed in could not be added to your cart yet. They are kept in this browser and added next time.',
      ]),
    );
    expect(readGuestCart()).toEqual([guest]);
    mock.setScenarios([]);
    expect((await callMock(mock, 'GET', '/api/ShoppingCart/GetProductFromShoppingCart', { token: await signIn(mock) })).body).toMatchObject(
      { data: [] },
    );
  });
});
