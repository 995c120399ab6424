import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn } from '@generated/hooks/authentication/authentication';
import { configureApi } from '@/api';
import { renderRoute } from '@/test/render-route';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../../../mocks/db/state';
import { setupMockApi } from '../../../../mocks/node';

// Forgotten password to a new one, each page's route action as the browser runs it, on the one seeded mock.
const API = 'http://api.bold.test';
const mock = setupMockApi();
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => mock.server.close());
beforeEach(() => configureApi({ baseUrl: API, getToken: () => null, validateResponses: true }));

describe('a forgotten password', () => {
  it('asks for the email first, then says a link is on its way, the email still in its field', async () => {
    const user = userEvent.setup();
    renderRoute('/forgot-password');
    const form = within(await screen.findByRole('form', { name: 'Reset your password' }));
    await user.click(form.getByRole('button', { name: 'Send the reset link' }));
    const email = form.getByRole('textbox', { name: 'Email address' });
    await waitFor(() => expect(email).toHaveAccessibleDescription('Enter your email address.'));
    await user.type(email, DEMO_EMAIL);
    await user.click(form.getByRole('button', { name: 'Send the reset link' }));
    await waitFor(() => expect(form.getByRole('status')).toHaveTextContent('If an account uses this email, a reset link is on its way.'));
    expect(email).toHaveValue(DEMO_EMAIL);
    expect(Object.keys(mock.db.state.resetTokens)).toHaveLength(1);
  });

  it('the reset link’s page: two passwords that differ are refused; the same strong one is the new password, the link spent', async () => {
    const user = userEvent.setup();
    const customer = mock.db.state.customers.find((c) => c.emailId === DEMO_EMAIL);
    const token = Object.keys(mock.db.state.resetTokens).find((t) => mock.db.state.resetTokens[t]?.customerId === customer?.customerId);
    expect(token).toBeDefined();
    renderRoute(`/reset-password?token=${token}`);
    const form = within(await screen.findByRole('form', { name: 'Choose a new password' }));
    await user.type(form.getByLabelText(/^New password/), 'Stronger#2027');
    await user.type(form.getByLabelText(/^Repeat the new password/), 'Stronger#2028');
    await user.click(form.getByRole('button', { name: 'Save the new password' }));
    await waitFor(() =>
      expect(form.getByLabelText(/^Repeat the new password/)).toHaveAccessibleDescription('The two passwords do not match.'),
    );
    await user.clear(form.getByLabelText(/^Repeat the new password/));
    await user.type(form.getByLabelText(/^Repeat the new password/), 'Stronger#2027');
    await user.click(form.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(mock.db.state.resetTokens[token ?? '']).toBeUndefined();
    // The new password signs in; the old one no longer does.
    await expect(signIn({ emailId: DEMO_EMAIL, password: 'Stronger#2027' })).resolves.toMatchObject({ data: { userId: 1001 } });
    await expect(signIn({ emailId: DEMO_EMAIL, password: DEMO_PASSWORD })).rejects.toMatchObject({ status: 401 });
  });

  it('a link already spent, or never made, says so, with the way to ask for a new one', async () => {
    const user = userEvent.setup();
    renderRoute('/reset-password?token=rst-unknown');
    const form = within(await screen.findByRole('form', { name: 'Choose a new password' }));
    await user.type(form.getByLabelText(/^New password/), 'Stronger#2027');
    await user.type(form.getByLabelText(/^Repeat the new password/), 'Stronger#2027');
    await user.click(form.getByRole('button', { name: 'Save the new password' }));
    await waitFor(() => expect(form.getByRole('alert')).toHaveTextContent('This reset link has expired. Ask for a new one.'));
    expect(form.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  });
});
