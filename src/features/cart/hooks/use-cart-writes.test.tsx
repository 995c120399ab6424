import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http } from 'msw';
import type { ReactNode } from 'react';
import { configureApi } from '@/api';
import { useSession } from '@/features/session';
import { useToastStore } from '@/ui/toast/toast-store';
import { setupMockApi } from '../../../../mocks/node';
import { callMock, signIn } from '../../../../tests/contract/support/mock-client';
import { useAddToCart } from './use-add-to-cart';
import { useCartCount } from './use-cart-count';
import { useCart } from './use-cart';

// A customer's cart writes go through the generated mutations, on the one seeded mock: a change shows at
// once, the server's answer replaces it, and a refused one puts the cart back as it was.
const API = 'http://api.bold.test';
const mock = setupMockApi({ now: () => new Date('2026-11-18T15:30:00Z') });
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => mock.server.close());

let token = '';
let client: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
const lastToast = () => useToastStore.getState().toasts.at(-1)?.text;
// An at-spot product, limited to 10 an order, with plenty in stock.
const limited = mock.db.catalog.find((p) => p.atSpot && p.stock.some((s) => s.stockName === 'in stock' && s.qty > 20))!;
const serverQuantity = async () => {
  const r = await callMock(mock, 'GET', '/api/ShoppingCart/GetProductFromShoppingCart', { token });
  return (r.body as { data: { productId: number; quantity: number }[] }).data.find((l) => l.productId === limited.id)?.quantity;
};

beforeEach(async () => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  token = await signIn(mock);
  configureApi({ baseUrl: API, getToken: () => token, validateResponses: true });
  useSession.setState({ isLoggedIn: true, user: { userId: 1001, token, firstName: 'Demo', isGuest: false } });
  // Each test starts from 2 of it in the cart (the seeded mock keeps its state between tests).
  await callMock(mock, 'DELETE', '/api/ShoppingCart/DeleteProductFromShoppingCart', {
    token,
    query: { ProductId: limited.id, productInventorySource: 'Instock' },
  });
  await callMock(mock, 'POST', '/api/ShoppingCart/AddProductToShoppingCart', {
    token,
    body: { productId: limited.id, quantity: 2, stockSource: 'Instock', selected: true },
  });
});
afterEach(() => {
  mock.server.resetHandlers();
  act(() => useSession.getState().signOut());
});

async function cartWithLine() {
  const { result } = renderHook(() => useCart(), { wrapper });
  await waitFor(() => expect(result.current.lines.find((l) => l.productId === limited.id)).toBeDefined());
  const line = () => result.current.lines.find((l) => l.productId === limited.id)!;
  return { result, line };
}

describe('a customer’s cart writes (generated mutations, seeded mock)', () => {
  it('a new quantity shows at once, before the server answers, and the server’s cart then holds it', async () => {
    const { result, line } = await cartWithLine();
    // The server holds its answer until the screen has been checked (then the seeded mock answers).
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    mock.server.use(http.put(`${API}/api/ShoppingCart/UpdateProductQtyFromShoppingCart`, async () => void (await held)));
    let done: Promise<unknown> = Promise.resolve();
    act(() => {
      done = result.current.setQuantity(line(), 5);
    });
    await waitFor(() => expect(line().quantity).toBe(5));
    expect(await serverQuantity()).toBe(2);
    // The line's busy state is the write's own: on while it is on its way, for that line only.
    expect(result.current.isSavingQuantity(line())).toBe(true);
    expect(result.current.lines.filter((l) => l !== line()).some((l) => result.current.isSavingQuantity(l))).toBe(false);
    answer();
    await act(() => done);
    await waitFor(() => expect(result.current.isSavingQuantity(line())).toBe(false));
    expect(line().quantity).toBe(5);
    expect(await serverQuantity()).toBe(5);
  });

  it('a quantity the dealer refuses (11 of a limit-10 offer) is put back as it was, with the API’s reason', async () => {
    const { result, line } = await cartWithLine();
    let refused: unknown = null;
    await act(async () => {
      await result.current.setQuantity(line(), 11).catch((e: unknown) => (refused = e));
    });
    expect(refused).toMatchObject({ status: 400, message: 'This product is limited to 10 per order.' });
    expect(line().quantity).toBe(2);
    expect(await serverQuantity()).toBe(2);
  });

  it('unticking a line shows at once and is kept by the server', async () => {
    const { result, line } = await cartWithLine();
    await act(() => result.current.setSelected(line(), false));
    // The server's cart reaches the screen on the query cache's next notification, a timer after the write
    // settles (on Node 24 after act has returned): wait for what the shopper sees.
    await waitFor(() => expect(line().selected).toBe(false));
    const r = await callMock(mock, 'GET', '/api/ShoppingCart/GetProductFromShoppingCart', { token });
    expect((r.body as { data: { productId: number; selected: boolean }[] }).data.find((l) => l.productId === limited.id)?.selected).toBe(
      false,
    );
  });

  it('deleting says so to the letter and the line goes; a line the server does not hold says it could not be deleted and nothing changes', async () => {
    const { result, line } = await cartWithLine();
    const ghost = { ...line(), productId: 999_999 };
    let gone = true;
    await act(async () => {
      gone = await result.current.remove(ghost);
    });
    expect(gone).toBe(false);
    expect(lastToast()).toBe('Product could not be deleted');
    expect(line().quantity).toBe(2);

    await act(async () => {
      gone = await result.current.remove(line());
    });
    expect(gone).toBe(true);
    expect(lastToast()).toBe('Product deleted successfully');
    expect(result.current.lines.find((l) => l.productId === limited.id)).toBeUndefined();
    expect(await serverQuantity()).toBeUndefined();
  });

  it('adding refreshes the header’s count with the server’s cart; a refused add leaves the count as it was', async () => {
    const { result } = renderHook(() => ({ add: useAddToCart(), count: useCartCount() }), { wrapper });
    // The demo customer's cart holds other lines too: the count moves by what is added.
    await waitFor(() => expect(result.current.count).toBeGreaterThanOrEqual(2));
    const before = result.current.count;
    const item = { productId: limited.id, quantity: 3, source: 'Instock' as const, size: null, salesEventId: null };
    await act(() => result.current.add.add(item));
    await waitFor(() => expect(result.current.count).toBe(before + 3));
    let refused: unknown = null;
    await act(async () => {
      await result.current.add.add({ ...item, quantity: 6 }).catch((e: unknown) => (refused = e));
    });
    expect(refused).toMatchObject({ status: 400, message: 'This product is limited to 10 per order.' });
    expect(result.current.count).toBe(before + 3);
  });
});
