import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { CartProduct } from '@generated/hooks/model';
import { keepGuestCart, readGuestCart, useSession } from '@/features/session';
import { rememberShownProduct } from './shown-products';
import { useToastStore } from '@/ui/toast/toast-store';
import { useCart } from './use-cart';

const pricing: { signal: AbortSignal | undefined; body: unknown; resolve: (v: unknown) => void; reject: (e: unknown) => void }[] = [];
const deleteCall = vi.fn();
let serverLines: CartProduct[] = [];

// Why not the seeded mock here: these tests hold each guest pricing call open and answer it when they
// choose, to see the call in flight cancelled when the cart changes. The customer's writes are tested on
// the seeded mock (use-cart-writes.test.tsx).
vi.mock('@generated/hooks/shopping-cart/shopping-cart', () => {
  type Options = { mutation?: Record<string, unknown> } | undefined;
  return {
    getGetUpdateShoppingCartUrl: () => '/api/ShoppingCart/GetUpdateShoppingCart',
    getDeleteProductFromShoppingCartMutationOptions: (o: Options) => ({
      ...o?.mutation,
      mutationFn: ({ params }: { params: unknown }) => Promise.resolve(deleteCall(params)),
    }),
    getUpdateCartProductSelectionMutationOptions: (o: Options) => ({ ...o?.mutation, mutationFn: () => Promise.resolve({ data: [] }) }),
    getUpdateProductQtyFromShoppingCartMutationOptions: (o: Options) => ({
      ...o?.mutation,
      mutationFn: () => Promise.resolve({ data: [] }),
    }),
    getUpdateShoppingCart: (body: unknown, options?: RequestInit) =>
      new Promise((resolve, reject) => {
        pricing.push({ signal: options?.signal ?? undefined, body, resolve, reject });
      }),
    useGetProductFromShoppingCart: (opts: { query: { enabled: boolean } }) => ({
      data: opts.query.enabled ? { data: serverLines } : undefined,
      isPending: false,
      isFetching: false,
      isError: false,
      dataUpdatedAt: 1,
      refetch: vi.fn(),
    }),
    getGetProductFromShoppingCartQueryKey: () => ['/api/ShoppingCart/GetProductFromShoppingCart'],
  };
});

const guestLine = {
  productId: 2001,
  salesEventId: null,
  source: 'Instock',
  size: null,
  quantity: 2,
  selected: true,
  isActive: true,
};
const priced = (quantity: number): CartProduct => ({
  productId: 2001,
  productName: 'Silver Eagle',
  productNameWithHypen: 'silver-eagle',
  quantity,
  price: 36.12,
  selected: true,
  isActive: true,
  productInventorySource: 'Instock',
  size: null,
  activeSalesEventId: null,
  ounces: 1,
});

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
const lastToast = () => useToastStore.getState().toasts.at(-1)?.text;

describe('useCart', () => {
  beforeEach(() => {
    pricing.length = 0;
    deleteCall.mockReset();
    useSession.setState({ isLoggedIn: false, user: null });
    keepGuestCart([guestLine]);
    rememberShownProduct(2001, { productName: 'Silver Eagle', productNameWithHypen: 'silver-eagle' });
  });

  it('prices a guest cart with GetUpdateShoppingCart and cancels the call in flight when the cart changes', async () => {
    const { result } = renderHook(() => useCart(), { wrapper });
    await waitFor(() => expect(pricing).toHaveLength(1));
    expect(pricing[0]?.body).toEqual({
      shoppingCartProductsRequest: [
        {
          productId: 2001,
          quantity: 2,
          salesEventId: null,
          discount: 0,
          stockSource: 'Instock',
          size: null,
          selected: true,
          shoppingCartId: null,
        },
      ],
    });
    expect(result.current.lines[0]).toMatchObject({ productName: 'Silver Eagle', quantity: 2, unitCents: null });

    await act(() => result.current.setQuantity(result.current.lines[0]!, 3));
    await waitFor(() => expect(pricing).toHaveLength(2));
    expect(pricing[0]?.signal?.aborted).toBe(true);
    expect(pricing[1]?.signal?.aborted).toBe(false);
    act(() => pricing[1]?.resolve({ data: [priced(3)] }));
    await waitFor(() => expect(result.current.lines[0]).toMatchObject({ quantity: 3, unitCents: 36_12 }));
    expect(readGuestCart()[0]).toMatchObject({ quantity: 3, selected: true });
  });

  it('keeps the guest lines, named and unpriced, when pricing fails', async () => {
    const { result } = renderHook(() => useCart(), { wrapper });
    await waitFor(() => expect(pricing).toHaveLength(1));
    act(() => pricing[0]?.reject(new Error('503 Service Unavailable')));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.lines.map((l) => [l.productName, l.quantity, l.unitCents])).toEqual([['Silver Eagle', 2, null]]);
    expect(result.current.mode).toBe('guest');
    expect(readGuestCart()).toEqual([guestLine]);
  });

  it('deleting says so to the letter, and says so when it fails', async () => {
    const { result } = renderHook(() => useCart(), { wrapper });
    await act(async () => {
      await result.current.remove(result.current.lines[0]!);
    });
    expect(readGuestCart()).toEqual([]);
    expect(lastToast()).toBe('Product deleted successfully');

    serverLines = [{ ...priced(1), shoppingCartId: 9 }];
    act(() => useSession.setState({ isLoggedIn: true, user: { userId: 1, token: 't', firstName: 'A', isGuest: false } }));
    deleteCall.mockRejectedValueOnce(new Error('404'));
    const customer = renderHook(() => useCart(), { wrapper });
    let gone = true;
    await act(async () => {
      gone = await customer.result.current.remove(customer.result.current.lines[0]!);
    });
    expect(gone).toBe(false);
    expect(deleteCall).toHaveBeenCalledWith({
      ProductId: 2001,
      productInventorySource: 'Instock',
      salesEventId: undefined,
      size: undefined,
    });
    expect(lastToast()).toBe('Product could not be deleted');
  });
});
