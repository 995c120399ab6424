import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@/features/session';
import { renderInStore } from '@/test/render';
import { SignedInMenu } from './account-menu';
import { PORTFOLIO_FROM_HEADER } from './portfolio-tile';

describe('the account menu', () => {
  afterEach(() => act(() => useSession.getState().signOut()));

  it('opens the portfolio as every way in from the header does, with ?portfolio=0', async () => {
    useSession.getState().signIn({ userId: 1001, token: 'tok', firstName: 'Alexandra', isGuest: false });
    renderInStore(<SignedInMenu />);
    // The menu's button (the greeting link and Logout form before it are for a page without script).
    screen.getByRole('button', { name: /Account menu/ }).focus();
    await userEvent.keyboard('{Enter}');
    const item = await screen.findByRole('menuitem', { name: 'Portfolio' });
    expect(item).toHaveAttribute('href', PORTFOLIO_FROM_HEADER);
  });
});
