import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '@/test/render-route';
import { seededMockForFile, TEST_API } from '@/test/seeded-mock';
import { useToastStore } from '@/ui/toast/toast-store';

const { mock, signIn } = seededMockForFile();
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 10_000 });

describe('an order’s details', () => {
  it('says “Failed to download invoice” when the invoice cannot be had, and keeps the order on screen', async () => {
    const { customer } = await signIn();
    const order = mock.db.state.orders.find((o) => o.customerId === customer.customerId)!;
    mock.server.use(
      http.get(`${TEST_API}/api/CustomerOrder/Invoice/:invoice`, () =>
        HttpResponse.json({ status: 500, message: 'down' }, { status: 500 }),
      ),
    );
    useToastStore.setState({ toasts: [] });
    renderRoute(`/orders/orderdetails/${order.invoice}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Download the invoice (PDF)' }));
    await waitFor(() =>
      expect(useToastStore.getState().toasts.map((t) => [t.tone, t.text])).toEqual([['error', 'Failed to download invoice']]),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`Order ${order.invoice}`);
  });
});
