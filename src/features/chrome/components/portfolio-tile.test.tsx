import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from '@/api';
import { useSession } from '@/features/session';
import { renderInStore } from '@/test/render';
import { setupMockApi } from '../../../../mocks/node';
import { signIn } from '../../../../tests/contract/support/mock-client';
import { PortfolioTile } from './portfolio-tile';

const API = 'http://api.bold.test';
const mock = setupMockApi();
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => mock.server.close());

const zero = { totalCurrentAssetValue: 0, dayPnlDollar: 0, dayChangePercentage: 0 };

function tile(pnl: typeof zero | null) {
  renderInStore(<PortfolioTile pnl={pnl} />);
}

describe('the portfolio teaser (signed in and at least one figure nonzero)', () => {
  afterEach(() => useSession.getState().signOut());

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

  it('counts a signed-in customer’s visit from the header on the seeded mock, and a guest’s not at all', async () => {
    const token = await signIn(mock);
    configureApi({ baseUrl: API, getToken: () => token, validateResponses: true });
    const before = mock.db.state.views.portfolioViews;
    tile({ totalCurrentAssetValue: 1000, dayPnlDollar: 5, dayChangePercentage: 0.5 });
    await userEvent.click(screen.getByRole('link', { name: 'Manage Portfolio' }));
    expect(mock.db.state.views.portfolioViews).toBe(before);
    useSession.getState().signIn({ userId: 1001, token, firstName: 'Demo', isGuest: false });
    await userEvent.click(await screen.findByRole('link', { name: /Total Assets/ }));
    await waitFor(() => expect(mock.db.state.views.portfolioViews).toBe(before + 1));
  });
});
