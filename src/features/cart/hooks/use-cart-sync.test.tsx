import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { CartProduct } from '@generated/hooks/model';
import { useSession } from '@/features/session';
import { useToastStore } from '@/ui/toast/toast-store';
import { useCartSync } from './use-cart-sync';

const calls = { add: vi.fn(), update: vi.fn(), remove: vi.fn() };
let serverLines: CartProduct[] = [];

vi.mock('@generated/hooks/shopping-cart/shopping-cart', () => ({
  useGetProductFromShoppingCart: (opts: { query: { enabled: boolean } }) => ({ data: opts.query.enabled ? { data: serverLines } : undefined }),
  getGetProductFromShoppingCartQueryKey: () => ['/api/ShoppingCart/GetProductFromShoppingCart'],
  getProductFromShoppingCart: () => Promise.resolve({ data: serverLines }),
  getUpdateShoppingCart: () => Promise.resolve({ data: [] }),
  addProductToShoppingCart: (...args: unknown[]) => Promise.resolve(calls.add(...args) ?? { data: [] }),
  updateProductQtyFromShoppingCart: (...args: unknown[]) => Promise.resolve(calls.update(...args) ?? { data: [] }),
  deleteProductFromShoppingCart: (...args: unknown[]) => Promise.resolve(calls.remove(...args) ?? { data: [] }),
}));

const line = (productId: number, productName: string, quantity: number, inStock: number, more: Partial<CartProduct> = {}): CartProduct => ({
  productId, productName, productNameWithHypen: productName.toLowerCase().replace(/ /g, '-'), quantity, price: 40, selected: true, isActive: true, productInventorySource: 'Instock', size: null, activeSalesEventId: null, shoppingCartId: productId * 10, ounces: 1,
  stocks: [{ stockCode: 'IS', stockName: 'in stock', stockQty: inStock }], ...more,
});

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  renderHook(() => useCartSync(), { wrapper });
  return client;
}
const toasts = () => useToastStore.getState().toasts.map((t) => t.text);

describe('useCartSync', () => {
  beforeEach(() => {
    Object.values(calls).forEach((c) => c.mockReset());
    useToastStore.setState({ toasts: [] });
  });

  it('on load, lowers a line over stock to what is in stock, removes one with none, keeps the rest, and says which', async () => {
    serverLines = [line(1, 'Silver Eagle', 7, 6), line(2, 'Gold Buffalo', 1, 0), line(3, 'Platinum Bar', 6, 6), line(4, 'Silver Round', 2, 0, { productInventorySource: 'Backorder', stocks: [{ stockCode: 'PO', stockName: 'preorder', stockQty: 0 }] })];
    const after = [line(1, 'Silver Eagle', 6, 6), line(3, 'Platinum Bar', 6, 6)];
    calls.remove.mockReturnValue({ data: after });
    useSession.setState({ isLoggedIn: true, guestCart: [] });
    const client = setup();
    await waitFor(() => expect(toasts()).toHaveLength(2));
    expect(calls.update).toHaveBeenCalledTimes(1);
    expect(calls.update.mock.calls[0]?.[0]).toEqual({ shoppingCartProducts: [expect.objectContaining({ productId: 1, quantity: 6, stockSource: 'Instock', shoppingCartId: 10, selected: true })] });
    expect(calls.remove).toHaveBeenCalledTimes(1);
    expect(calls.remove.mock.calls[0]?.[0]).toMatchObject({ ProductId: 2, productInventorySource: 'Instock' });
    expect(toasts()).toEqual(['Lowered to what is in stock: Silver Eagle.', 'Removed from your cart, no longer in stock for the quantity you chose: Gold Buffalo.']);
    expect(client.getQueryData(['/api/ShoppingCart/GetProductFromShoppingCart'])).toEqual({ data: after });
  });

  it('at sign in, adds what stock leaves of each guest line, keeps none twice, and says what could not be added', async () => {
    serverLines = [line(1, 'Silver Eagle', 6, 6)];
    useSession.setState({
      isLoggedIn: true,
      guestCart: [
        { productId: 1, salesEventId: null, source: 'Instock', size: null, quantity: 3, selected: true, isActive: true, productName: 'Silver Eagle' },
        { productId: 9, salesEventId: null, source: 'Instock', size: '7', quantity: 2, selected: true, isActive: true, productName: 'Coin Ring' },
      ],
    });
    setup();
    await waitFor(() => expect(useSession.getState().guestCart).toEqual([]));
    expect(calls.add).toHaveBeenCalledTimes(1);
    expect(calls.add.mock.calls[0]?.[0]).toMatchObject({ productId: 9, quantity: 2, size: '7', stockSource: 'Instock' });
    expect(toasts()).toEqual(['Your cart already holds all we have in stock of: Silver Eagle.']);
  });

  // Issue 42: a guest's 11 of a "limit 10" product were refused at the merge and kept to fail again.
  it('at sign in, holds a guest line to the product’s purchase limit and says the limit: 11 go in as 10, and none is kept to fail again', async () => {
    serverLines = [line(5, 'Silver Eagle at spot (limit 10)', 4, 50, { purchaseLimit: 10 })];
    useSession.setState({
      isLoggedIn: true,
      guestCart: [{ productId: 5, salesEventId: null, source: 'Instock', size: null, quantity: 11, selected: true, isActive: true, productName: 'Silver Eagle at spot (limit 10)' }],
    });
    setup();
    await waitFor(() => expect(useSession.getState().guestCart).toEqual([]));
    expect(calls.add).toHaveBeenCalledTimes(1);
    expect(calls.add.mock.calls[0]?.[0]).toMatchObject({ productId: 5, quantity: 6 });
    expect(toasts()).toEqual(['Silver Eagle at spot (limit 10): This product is limited to 10 per order. Your cart holds as many as you can buy.']);
  });

  it('keeps a guest line in the browser when adding it fails, and says it will be tried again', async () => {
    serverLines = [];
    calls.add.mockImplementation(() => {
      throw new Error('500');
    });
    const guest = { productId: 9, salesEventId: null, source: 'Instock', size: null, quantity: 2, selected: true, isActive: true, productName: 'Coin Ring' };
    useSession.setState({ isLoggedIn: true, guestCart: [guest] });
    setup();
    await waitFor(() => expect(toasts()).toEqual(['1 item from before you signed in could not be added to your cart yet. They are kept in this browser and added next time.']));
    expect(useSession.getState().guestCart).toEqual([guest]);
  });
});
