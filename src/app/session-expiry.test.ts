import { QueryClient } from '@tanstack/react-query';
import { configureApi } from '@/api';
// The API layer emits through this channel when a secured call answers 401 (see src/api tests).
import { emitUnauthorized } from '@/api/api-config';
import { useSession } from '@/features/session';
import { markShown, useToastStore } from '@/ui/toast/toast-store';
import { SESSION_EXPIRED_TEXT, watchSessionExpiry } from './session-expiry';

describe('expired session', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useToastStore.setState({ toasts: [] });
    useSession.getState().signIn({ userId: 1001, token: 'tok', firstName: 'Alexandra', isGuest: false });
    configureApi({ getToken: () => useSession.getState().user?.token ?? null });
  });
  afterEach(() => vi.useRealTimers());

  it('resets the session, shows the exact toast and goes to /signin with redirect after 4 seconds, once', () => {
    const navigate = vi.fn();
    const queryClient = new QueryClient();
    queryClient.setQueryData(['/api/CustomerOrder/GetCustomerOrder'], { orders: [{ orderId: 'STB-1' }] });
    const stop = watchSessionExpiry(navigate, { location: () => '/orders/order-history', forget: () => queryClient.clear() });
    emitUnauthorized({ operationId: 'getCustomerOrder', url: '/api/CustomerOrder/GetCustomerOrder' });
    emitUnauthorized({ operationId: 'getCoupons', url: '/api/ShoppingCart/GetCoupons' });
    expect(useSession.getState().isLoggedIn).toBe(false);
    // No customer data is left behind for whoever uses the browser next.
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(useToastStore.getState().toasts.map((t) => t.text)).toEqual([SESSION_EXPIRED_TEXT]);
    markShown(useToastStore.getState().toasts[0]?.id ?? 0);
    vi.advanceTimersByTime(3999);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/signin?redirect=%2Forders%2Forder-history');
    stop();
  });

  it('counts the 4 seconds from when the message is on screen, a second after the 401 on a page still loading', () => {
    const navigate = vi.fn();
    const stop = watchSessionExpiry(navigate, { location: () => '/silver-bullion' });
    emitUnauthorized({ operationId: 'getCoupons', url: '/api/ShoppingCart/GetCoupons' });
    vi.advanceTimersByTime(1000);
    markShown(useToastStore.getState().toasts[0]?.id ?? 0);
    vi.advanceTimersByTime(3999);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledWith('/signin?redirect=%2Fsilver-bullion');
    vi.advanceTimersByTime(10_000);
    expect(navigate).toHaveBeenCalledTimes(1);
    stop();
  });

  it('goes to /signin 8 seconds after the 401 when the message is never drawn', () => {
    const navigate = vi.fn();
    const stop = watchSessionExpiry(navigate, { location: () => '/silver-bullion' });
    emitUnauthorized({ operationId: 'getCoupons', url: '/api/ShoppingCart/GetCoupons' });
    vi.advanceTimersByTime(7999);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledTimes(1);
    stop();
  });

  it('does nothing for a shopper who was not signed in', () => {
    useSession.getState().signOut();
    const navigate = vi.fn();
    const forget = vi.fn();
    const stop = watchSessionExpiry(navigate, { forget });
    emitUnauthorized({ operationId: 'getCoupons', url: '/x' });
    vi.advanceTimersByTime(5000);
    expect(navigate).not.toHaveBeenCalled();
    expect(useToastStore.getState().toasts).toEqual([]);
    expect(forget).not.toHaveBeenCalled();
    stop();
  });

  it('uses the exact spec text', () => {
    expect(SESSION_EXPIRED_TEXT).toBe('Your login session has been expired. Please login again using your credentials');
  });
});
