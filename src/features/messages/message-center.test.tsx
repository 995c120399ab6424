import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from '@/api';
import { useSession } from '@/features/session';
import { mockInbox, paid, shipped, welcome } from '@/test/inbox';
import { renderRoute } from '@/test/render-route';
import { setupMockApi } from '../../../mocks/node';
import { signIn } from '../../../tests/contract/support/mock-client';

// The inbox on the one seeded mock, response validation on (src/test/inbox.ts arranges it).
const API = 'http://api.bold.test';
const mock = setupMockApi();
const inbox = mockInbox(mock);
const { told, held, customerId } = inbox;
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => mock.server.close());

const announced = vi.hoisted(() => [] as string[]);
// As a screen reader gets it: react-aria's announce is assertive unless told otherwise, so a success
// (which should wait for the shopper) must say 'polite'.
vi.mock('@react-aria/live-announcer', () => ({
  announce: (text: string, assertiveness = 'assertive') => announced.push(`${assertiveness}: ${text}`),
}));

/** The messages page, as the browser renders it: Archive selected is its route action. */
function show() {
  renderRoute('/myaccounts/messages');
}
const panel = () => screen.getByRole('tabpanel');
const texts = () =>
  within(panel())
    .getAllByRole('listitem')
    .map((li) => li.textContent ?? '');
const checkbox = (invoice: string) => screen.getByRole('checkbox', { name: `Select the message about order ${invoice}` });

describe('the full-page inbox', () => {
  beforeEach(() => {
    inbox.arrange([shipped, paid, welcome]);
    announced.length = 0;
  });
  beforeEach(async () => {
    const token = await signIn(mock);
    configureApi({ baseUrl: API, getToken: () => token, validateResponses: true });
    useSession.setState({ isLoggedIn: true, user: { userId: customerId, token, firstName: 'Alexandra', isGuest: false } });
  });
  afterEach(() => mock.setScenarios([]));

  it('archives the selected messages in one call, marks them read, and says how many', async () => {
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('checkbox', { name: 'Select the message about order BPM-240115' }));
    await user.click(checkbox('BPM-240114'));
    await user.click(screen.getByRole('button', { name: 'Archive selected (2)' }));
    await waitFor(() => expect(texts()).toHaveLength(1));
    expect(texts()[0]).toContain('Welcome to Bold Precious Metals.');
    expect(told).toEqual(['archive 16,14']);
    expect([held(16), held(14)]).toMatchObject([
      { isArchive: true, isRead: true },
      { isArchive: true, isRead: true },
    ]);
    expect(announced).toEqual(['polite: 2 messages archived.']);
    expect(screen.getByRole('button', { name: 'Archive selected' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Archive' }));
    expect(texts().map((t) => t.includes('Unread:'))).toEqual([false, false]);
  });

  it('with nothing selected, archives nothing and says what to do', async () => {
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Archive selected' }));
    expect(told).toEqual([]);
    expect(announced).toEqual(['assertive: Select the messages to archive first.']);
  });

  it('Select all picks every inbox message; pressed again it clears them', async () => {
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByRole('button', { name: 'Archive selected (3)' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByRole('button', { name: 'Archive selected' })).toBeInTheDocument();
    await user.click(checkbox('BPM-240114'));
    expect(screen.getByRole('checkbox', { name: 'Select all' })).not.toBeChecked();
  });

  it('Mark all read tells the server the unread ones only, and the unread count leaves the tab', async () => {
    const user = userEvent.setup();
    show();
    expect(await screen.findByRole('tab', { name: /^Inbox, ?2 unread$/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Inbox' })).toBeInTheDocument());
    expect(told).toEqual(['read 16,14']);
    expect([held(16)?.isRead, held(14)?.isRead, held(99)?.isRead]).toEqual([true, true, false]);
    expect(announced).toEqual(['polite: 2 messages marked as read.']);
    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(told).toHaveLength(1);
    expect(announced.at(-1)).toBe('polite: Every message is already read.');
  });

  it('says so when the API is down, and the list comes back as it was', async () => {
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('checkbox', { name: 'Select the message about order BPM-240114' }));
    mock.setScenarios(['down']);
    await user.click(screen.getByRole('button', { name: 'Archive selected (1)' }));
    await waitFor(() => expect(announced).toEqual(['assertive: The messages could not be archived. Try again.']));
    await waitFor(() => expect(texts()).toHaveLength(3));
    expect(held(14)).toMatchObject({ isArchive: false, isRead: false });
  });

  it('the tabs follow the APG pattern: one tab stop, the arrow keys and Home/End move and show', async () => {
    const user = userEvent.setup();
    show();
    const inbox = await screen.findByRole('tab', { name: /^Inbox/ });
    const archive = screen.getByRole('tab', { name: 'Archive' });
    expect(inbox).toHaveAttribute('aria-selected', 'true');
    expect(archive).toHaveAttribute('tabindex', '-1');
    await user.tab();
    expect(inbox).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(archive).toHaveFocus();
    expect(archive).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No archived messages')).toBeInTheDocument();
    await user.keyboard('{Home}');
    expect(inbox).toHaveFocus();
    await user.keyboard('{End}');
    expect(archive).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(inbox).toHaveAttribute('aria-selected', 'true');
    expect(panel()).toHaveAttribute('aria-labelledby', inbox.id);
  });

  it('shows the spec’s empty text for an empty inbox and no bulk actions', async () => {
    inbox.arrange([]);
    show();
    expect(await screen.findByText('No new notifications')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Archive selected/ })).toBeNull();
  });
});
