import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from '@/api';
import { MessageCenter } from '@/features/messages';
import { useSession } from '@/features/session';
import { mockInbox, paid, shipped, welcome } from '@/test/inbox';
import { setupMockApi } from '../../../../mocks/node';
import { signIn } from '../../../../tests/contract/support/mock-client';
import { NotificationBell } from './notification-bell';

// The bell on the one seeded mock, response validation on (src/test/inbox.ts arranges the inbox).
const API = 'http://api.bold.test';
const mock = setupMockApi();
const inbox = mockInbox(mock);
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => mock.server.close());

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <NotificationBell />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
// jsdom joins a visually hidden span to the text before it without the space a browser keeps.
const bell = () => screen.getByRole('button', { name: /^Notifications/ });
/** Opens the bell; the popover opens once the message center's code is loaded (at once after the first time). */
async function openBell(user: ReturnType<typeof userEvent.setup>) {
  await user.click(bell());
  await screen.findByRole('dialog', { name: 'Notifications' });
}
const messageButtons = () =>
  within(screen.getByRole('tabpanel'))
    .getAllByRole('button')
    .filter((b) => !b.textContent?.startsWith('Archive'));

describe('the notification bell', () => {
  beforeEach(async () => {
    inbox.arrange([shipped, paid, welcome]);
    const token = await signIn(mock);
    configureApi({ baseUrl: API, getToken: () => token, validateResponses: true });
    useSession.setState({ isLoggedIn: true, user: { userId: inbox.customerId, token, firstName: 'Alexandra', isGuest: false } });
  });
  afterEach(() => mock.setScenarios([]));

  it('is not there for a guest', () => {
    useSession.setState({ isLoggedIn: false, user: null });
    show();
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
  });

  it('counts the unread messages in its name and shows the dot while any is unread', async () => {
    show();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));
    expect(bell().querySelector('span[aria-hidden="true"]')).not.toBeNull();
  });

  it('marks a message read when it is clicked: the count drops by one and the server is told, once', async () => {
    const user = userEvent.setup();
    show();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));
    await openBell(user);
    const [first] = messageButtons();
    expect(first).toHaveTextContent('Unread: Your order BPM-240115 has shipped. Tracking number 1Z999AA10123456784.');
    expect(screen.getByRole('link', { name: /^Track UPS parcel ?1Z999AA10123456784 \(opens in a new tab\)$/ })).toHaveAttribute(
      'href',
      expect.stringContaining('1Z999AA10123456784'),
    );
    await user.click(first!);
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'));
    expect(messageButtons()[0]).not.toHaveTextContent('Unread:');
    await user.click(messageButtons()[0]!);
    // A read message (here, and the welcome one) tells the server nothing.
    await user.click(messageButtons()[2]!);
    expect(inbox.told).toEqual(['read 16']);
    expect(inbox.held(16)?.isRead).toBe(true);
  });

  it('archiving moves a message to the archive, read, and drops the count; with none unread the dot goes', async () => {
    const user = userEvent.setup();
    show();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));
    await openBell(user);
    await user.click(screen.getByRole('button', { name: /^Archive ?the message about order BPM-240114$/ }));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'));
    await user.click(screen.getByRole('button', { name: /^Archive ?the message about order BPM-240115$/ }));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications'));
    expect(bell().querySelector('span[aria-hidden="true"]')).toBeNull();
    expect(inbox.told).toEqual(['archive 14', 'archive 16']);
    await user.click(screen.getByRole('tab', { name: 'Archive' }));
    const archived = messageButtons();
    expect(archived.map((b) => b.textContent)).toEqual([
      expect.stringContaining('BPM-240115 has shipped'),
      expect.stringContaining('BPM-240114 by eCheck'),
    ]);
    for (const b of archived) expect(b).not.toHaveTextContent('Unread:');
    // No Archive button in the archive.
    expect(screen.queryByRole('button', { name: /^Archive ?the message/ })).toBeNull();
  });

  it('opens with the focus on the first message, never on a loading text in its place (the code is fetched first)', async () => {
    const user = userEvent.setup();
    show();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));
    await user.click(bell());
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(dialog).queryByText('Loading messages…')).toBeNull();
    expect(messageButtons()[0]).toHaveFocus();
    // Closed and opened again from the keyboard: the same.
    await user.keyboard('{Escape}');
    expect(bell()).toHaveFocus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Notifications' });
    expect(messageButtons()[0]).toHaveFocus();
  });

  it('opens and says the messages could not be loaded when their code cannot be fetched (the connection dropped)', async () => {
    const offline = vi.spyOn(MessageCenter, 'preload').mockRejectedValue(new Error('Failed to fetch dynamically imported module'));
    const user = userEvent.setup();
    show();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));
    await user.click(bell());
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Your messages could not be loaded. Try again in a moment.');
    expect(within(dialog).getByRole('link', { name: 'All messages' })).toBeVisible();
    // Closed and opened again once the code can be had: the messages.
    offline.mockRestore();
    await user.keyboard('{Escape}');
    await user.click(bell());
    await waitFor(() => expect(within(screen.getByRole('dialog', { name: 'Notifications' })).queryByRole('alert')).toBeNull());
    expect(messageButtons()[0]).toHaveTextContent(/BPM-240115 has shipped/);
  });

  it('says so in the spec’s words when the inbox or the archive is empty', async () => {
    inbox.arrange([]);
    const user = userEvent.setup();
    show();
    await openBell(user);
    expect(await screen.findByText('No new notifications')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Archive' }));
    expect(screen.getByText('No archived messages')).toBeInTheDocument();
    expect(screen.queryByText('No new notifications')).toBeNull();
  });

  it('says the messages could not be loaded when the API is down, and nothing else', async () => {
    mock.setScenarios(['down']);
    const user = userEvent.setup();
    show();
    await openBell(user);
    expect(await screen.findByText('Your messages could not be loaded. Try again in a moment.')).toBeInTheDocument();
    expect(screen.queryByText('No new notifications')).toBeNull();
    expect(bell()).toHaveAccessibleName('Notifications');
  });
});
