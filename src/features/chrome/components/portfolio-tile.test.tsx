import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@/features/session';
import { renderInStore } from '@/test/render';
import { setupMockApi } from '../../../../mocks/node';
import { useToastStore } from '@/ui/toast/toast-store';
import { PortfolioTile } from './portfolio-tile';

const mock = setupMockApi();
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => mock.server.close());

const zero = { totalCurrentAssetValue: 0, dayPnlDollar: 0, dayChangePercentage: 0 };

function tile(pnl: typeof zero | null) {
  renderInStore(<PortfolioTile pnl={pnl} />);
}

describe('the portfolio teaser (signed in and at least one figure nonzero)', () => {
  afterEach(() => act(() => useSession.getState().signOut()));

  it.each([
    [{ ...zero, totalCurrentAssetValue: 0.01 }, 'Total Assets $0.01', 'Day P/L $0.00 (+0.00%)'],
    [{ ...zero, dayPnlDollar: -12.5 }, 'Total Assets $0.00', 'Day P/L −$12.50 (+0.00%)'],
    [{ ...zero, dayChangePercentage: 0.47 }, 'Total Assets $0.00', 'Day P/L $0.00 (+0.47%)'],
  ])('signed in with %o shows the teaser', (pnl, assets, day) => {
    useSession.getState().signIn({ userId: 1001, token: 'tok', firstName: 'Alexandra', isGuest: false });
    tile(pnl);
    const link = screen.getByRole('link', { name: `${assets} ${day}` });
    expect(link).toHaveAttribute('href', '/bold-bullion-portfolio?portfolio=0');
    expect(screen.queryByRole('button', { name: 'Manage Portfolio' })).not.toBeInTheDocument();
  });

  it('signed in with every figure zero, or none yet, offers Manage Portfolio', () => {
    useSession.getState().signIn({ userId: 1001, token: 'tok', firstName: 'Alexandra', isGuest: false });
    tile(zero);
    // One link, to the portfolio page (a link: it goes somewhere), and no teaser.
    expect(screen.getByRole('link')).toHaveAccessibleName('Manage Portfolio');
    expect(screen.getByRole('link')).toHaveAttribute('href', '/bold-bullion-portfolio?portfolio=0');
  });

  it('signed out, nonzero figures still offer Manage Portfolio', () => {
    tile({ totalCurrentAssetValue: 1000, dayPnlDollar: 5, dayChangePercentage: 0.5 });
    expect(screen.getByRole('link', { name: 'Manage Portfolio' })).toBeInTheDocument();
    expect(screen.queryByText(/Total Assets/)).not.toBeInTheDocument();
  });

  it('with no figures at all, offers Manage Portfolio', () => {
    useSession.getState().signIn({ userId: 1001, token: 'tok', firstName: 'Alexandra', isGuest: false });
    tile(null);
    expect(screen.getByRole('link', { name: 'Manage Portfolio' })).toBeInTheDocument();
  });

  it('a guest’s click warns “Please log in to access your portfolio.” and goes on to the page; a customer’s does not warn', async () => {
    useToastStore.setState({ toasts: [] });
    tile({ totalCurrentAssetValue: 1000, dayPnlDollar: 5, dayChangePercentage: 0.5 });
    const link = screen.getByRole('link', { name: 'Manage Portfolio' });
    expect(link).toHaveAttribute('href', '/bold-bullion-portfolio?portfolio=0');
    await userEvent.click(link);
    expect(useToastStore.getState().toasts.map((t) => [t.tone, t.text])).toEqual([['warning', 'Please log in to access your portfolio.']]);
    act(() => {
      useToastStore.setState({ toasts: [] });
      useSession.getState().signIn({ userId: 1001, token: 'tok', firstName: 'Demo', isGuest: false });
    });
    await userEvent.click(await screen.findByRole('link', { name: /Total Assets/ }));
    expect(useToastStore.getState().toasts).toEqual([]);
  });
});
