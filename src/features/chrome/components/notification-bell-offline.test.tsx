import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from '@/api';
import { useSession } from '@/features/session';
import { mockInbox, shipped } from '@/test/inbox';
import { setupMockApi } from '../../../../mocks/node';
import { signIn } from '../../../../tests/contract/support/mock-client';
import type * as Messages from '@/features/messages';
import { NotificationBell } from './notification-bell';

// The message center's code, as a shopper whose connection dropped after the page arrived meets it.
vi.mock('@/features/messages', async (original) => ({
  ...(await original<typeof Messages>()),
  MessageCenter: Object.assign(() => null, { preload: () => Promise.reject(new Error('Failed to fetch dynamically imported module')) }),
}));

const API = 'http://api.bold.test';
const mock = setupMockApi();
const inbox = mockInbox(mock);
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => mock.server.close());

it('opens and says the messages could not be loaded when their code cannot be fetched: the bell still answers', async () => {
  inbox.arrange([shipped]);
  const token = await signIn(mock);
  configureApi({ baseUrl: API, getToken: () => token, validateResponses: true });
  useSession.setState({ isLoggedIn: true, user: { userId: inbox.customerId, token, firstName: 'Alexandra', isGuest: false } });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <NotificationBell />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const bell = screen.getByRole('button', { name: /^Notifications/ });
  await waitFor(() => expect(bell).toHaveAccessibleName('Notifications, 1 unread'));
  await userEvent.setup().click(bell);
  const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Your messages could not be loaded. Try again in a moment.');
  expect(within(dialog).getByRole('link', { name: 'All messages' })).toBeVisible();
});
