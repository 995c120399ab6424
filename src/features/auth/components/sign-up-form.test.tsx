import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@/features/session';
import { renderRoute } from '@/test/render-route';
import { seededMockForFile } from '@/test/seeded-mock';

// The forms hold to the contract's own limits (generated/zod, SignUp), so a name the API
// would refuse is refused here, in words, before anything is sent.
// On the one seeded mock, which answers once the form is sent.
const { mock } = seededMockForFile();
// The whole store (or a sign-up and its sign-in) renders here, not one component: on a busy 2-core
// machine that takes seconds, so each test is given more than vitest's 5 s default, and
// each wait for the screen more than Testing Library's 1 s.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 10_000 });

describe('the sign-up form, held to the contract', () => {
  it('refuses a 51-letter first name with the limit, keeps what was typed, and takes 50', async () => {
    const user = userEvent.setup();
    // The sign-in page, whose action takes this form too.
    const { router } = renderRoute('/signin');
    const form = within(await screen.findByRole('form', { name: 'Create an account' }));
    const first = form.getByRole('textbox', { name: /^First name/ });
    await user.click(first);
    await user.paste('A'.repeat(51));
    await user.type(form.getByRole('textbox', { name: /^Last name/ }), 'Lovelace');
    await user.type(form.getByRole('textbox', { name: /^Email address/ }), 'ada@example.com');
    await user.type(form.getByLabelText(/^Password/), 'Bullion#2026');
    await user.click(form.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(first).toHaveAccessibleDescription(/First name must be at most 50 characters\./));
    expect(first).toHaveValue('A'.repeat(51));
    // The failed submit moves focus to the summary of problems; the shopper goes back to the field after that.
    await waitFor(() => expect(form.getByRole('group', { name: 'There is a problem' })).toHaveFocus());
    // Nothing was sent, and the password typed is still there to send again.
    expect(mock.db.state.customers.find((c) => c.emailId === 'ada@example.com')).toBeUndefined();
    expect(form.getByLabelText(/^Password/)).toHaveValue('Bullion#2026');

    await user.clear(first);
    await user.paste('A'.repeat(50));
    const mobile = form.getByRole('textbox', { name: /^Mobile number/ });
    await user.type(mobile, '2125550123');
    await user.tab();
    expect(mobile).toHaveValue('(212) 555-0123');
    await user.click(form.getByRole('button', { name: 'Create account' }));

    // Sent: the mock has the new customer, and the browser is signed in as them.
    // Sign-up, then sign-in's own calls: allowed the time a busy machine takes for both.
    await vi.waitFor(
      () => expect(mock.db.state.customers.find((c) => c.emailId === 'ada@example.com')).toMatchObject({ firstName: 'A'.repeat(50) }),
      { timeout: 10_000 },
    );
    await vi.waitFor(() => expect(useSession.getState().isLoggedIn).toBe(true), { timeout: 10_000 });
    // Signed in, the shopper is taken on (home, with no way back asked for).
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
