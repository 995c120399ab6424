import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { getGetCustomerOrderDetailsQueryKey } from '@generated/hooks/customer-order/customer-order';
import { getGetProductFromShoppingCartQueryKey, useGetProductFromShoppingCart } from '@generated/hooks/shopping-cart/shopping-cart';
import { configureApi } from '@/api';
import { readCheckout, resetCheckout, updateCheckout, useSession } from '@/features/session';
import { setupMockApi } from '../../../../mocks/node';
import { callMock, signIn } from '../../../../tests/contract/support/mock-client';
import { useOrderCharges } from './use-order-charges';
import { NETWORK_FAILURE, usePlaceOrder } from './use-place-order';
import { usePriceLock } from './use-price-lock';

// Place order through the generated mutations (AuthorizePayment, PlaceOrder with its Idempotency-Key,
// the thank-you coupon), on the one seeded mock with response validation on.
const API = 'http://api.bold.test';
const mock = setupMockApi({ now: () => new Date('2026-11-18T15:30:00Z') });
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => mock.server.close());

const product = mock.db.catalog.find((p) => p.stock.some((s) => s.stockName === 'in stock' && s.qty > 20))!;
const address = {
  firstName: 'Alexandra',
  lastName: 'Demo',
  line1: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  country: 'US',
  phone: '5125550100',
};
const line = { productId: product.id, quantity: 1, stockSource: 'Instock', size: null, salesEventId: null, selected: true } as const;
let token = '';
let client: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>
    <MemoryRouter initialEntries={['/checkout/checkout']}>{children}</MemoryRouter>
  </QueryClientProvider>
);
const invoices = () => mock.db.state.orders.filter((o) => o.customerId === 1001).length;

/** The checkout as the page wires it: the price lock, the charges, Place order; and where the shopper is. */
function renderCheckout() {
  const { result } = renderHook(
    () => {
      const price = usePriceLock([line], true);
      const charges = useOrderCharges(price);
      const cart = useGetProductFromShoppingCart();
      return { price, charges, place: usePlaceOrder(price, charges), cart: cart.data?.data, at: useLocation().pathname };
    },
    { wrapper },
  );
  return result;
}

beforeEach(async () => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  token = await signIn(mock);
  configureApi({ baseUrl: API, getToken: () => token, validateResponses: true });
  useSession.setState({ isLoggedIn: true, user: { userId: 1001, token, firstName: 'Demo', isGuest: false } });
  await callMock(mock, 'POST', '/api/ShoppingCart/AddProductToShoppingCart', {
    token,
    body: { productId: product.id, quantity: 1, stockSource: 'Instock', selected: true },
  });
  resetCheckout();
  updateCheckout({ shippingInfo: address, billingSameAsShipping: true, termsChecked: true });
});
afterEach(() => {
  mock.setScenarios([]);
  act(() => useSession.getState().signOut());
});

describe('Place order (generated mutations, seeded mock)', () => {
  it('a declined card leaves the review as it was, says so, and places nothing', async () => {
    updateCheckout({ paymentMode: 'Card', card: { token: 'tok_decline_4000', last4: '0002', brand: 'Visa' } });
    const result = renderCheckout();
    await waitFor(() => expect(result.current.charges.ready).toBe(true));
    const before = invoices();
    await act(() => result.current.place.submit());
    await waitFor(() =>
      expect(result.current.place.error).toBe(
        'The card was declined. Try another card or pay by eCheck. You can choose another way to pay.',
      ),
    );
    expect(result.current.place.pending).toBe(false);
    expect(result.current.at).toBe('/checkout/checkout');
    expect(readCheckout()).toMatchObject({ shippingInfo: address, paymentMode: 'Card', authorizationId: null });
    expect(invoices()).toBe(before);
  });

  it('when the API fails, nothing is lost, and pressing again places one order with the same key', async () => {
    updateCheckout({
      paymentMode: 'eCheck',
      eCheck: {
        accountType: 'Personal',
        routingNumber: '021000021',
        accountNumber: '12345678',
        checkNumber: '1001',
        idNumber: 'D1234567',
        idState: 'TX',
      },
    });
    const result = renderCheckout();
    await waitFor(() => expect(result.current.charges.ready).toBe(true));
    const before = invoices();
    mock.setScenarios(['down']);
    await act(() => result.current.place.submit());
    await waitFor(() => expect(result.current.place.error).toBe(NETWORK_FAILURE));
    const key = readCheckout().attemptKey;
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(result.current.at).toBe('/checkout/checkout');

    mock.setScenarios([]);
    await act(() => result.current.place.submit());
    await waitFor(() => expect(result.current.at).toMatch(/^\/checkout\/confirmation\/BPM-/));
    expect(invoices()).toBe(before + 1);
    expect(mock.db.state.placedByKey[key!]).toBeDefined();
    expect(result.current.place.error).toBe('');
  });

  it('a placed order refreshes what it changed: the cart loses the line, the order is cached for its page', async () => {
    updateCheckout({
      paymentMode: 'eCheck',
      eCheck: {
        accountType: 'Personal',
        routingNumber: '021000021',
        accountNumber: '12345678',
        checkNumber: '1001',
        idNumber: 'D1234567',
        idState: 'TX',
      },
    });
    const result = renderCheckout();
    await waitFor(() => expect(result.current.charges.ready).toBe(true));
    await waitFor(() => expect(result.current.cart?.some((l) => l.productId === product.id)).toBe(true));
    await act(() => result.current.place.submit());
    await waitFor(() => expect(result.current.at).toMatch(/^\/checkout\/confirmation\//));
    const invoice = decodeURIComponent(result.current.at.split('/').at(-1)!);
    expect(client.getQueryData(getGetCustomerOrderDetailsQueryKey({ invoice }))).toMatchObject({ data: { invoice } });
    await waitFor(() => expect(client.getQueryState(getGetProductFromShoppingCartQueryKey())?.isInvalidated).toBe(false));
    await waitFor(() => expect(result.current.cart?.some((l) => l.productId === product.id)).toBe(false));
    expect(readCheckout().attemptKey).toBeFalsy();
  });
});
