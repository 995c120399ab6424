import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { act } from 'react';
import { emitUnauthorized } from '@/api/api-config';
import { useSession } from '@/features/session';
import { Toaster } from '@/ui/toast/toaster';
import { SessionExpiryWatch } from './session-expiry-watch';

describe('the store watching for an expired session', () => {
  it('forgets the customer’s cached orders when a bearer call answers 401, so the next shopper never sees them', () => {
    vi.useFakeTimers();
    useSession.getState().signIn({ userId: 1001, token: 'tok', firstName: 'Alexandra', isGuest: false });
    const queryClient = new QueryClient();
    queryClient.setQueryData(['/api/CustomerOrder/GetCustomerOrder'], { orders: [{ orderId: 'BB-100234' }] });
    const navigate = vi.fn();
    const { unmount } = render(
      <QueryClientProvider client={queryClient}>
        <SessionExpiryWatch navigate={navigate} />
        <Toaster />
      </QueryClientProvider>,
    );
    act(() => emitUnauthorized({ operationId: 'getCustomerOrder', url: '/api/CustomerOrder/GetCustomerOrder' }));
    expect(queryClient.getQueryData(['/api/CustomerOrder/GetCustomerOrder'])).toBeUndefined();
    // Four seconds after the message is on screen.
    act(() => vi.advanceTimersByTime(3999));
    expect(navigate).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(navigate).toHaveBeenCalledWith('/signin');
    unmount();
    vi.useRealTimers();
  });
});
