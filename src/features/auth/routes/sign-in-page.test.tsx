import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from '@/api';
import { useSession } from '@/features/session';
import { renderRoute } from '@/test/render-route';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../../../mocks/db/state';
import { setupMockApi } from '../../../../mocks/node';

// Sign in, the page's route action as the browser runs it, on the one seeded mock.
const API = 'http://api.bold.test';
const mock = setupMockApi();
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => mock.server.close());

const form = () => screen.getByRole('form', { name: 'Sign in' });

async function signInWith(path: string, email: string, password: string) {
  const user = userEvent.setup();
  const view = renderRoute(path);
  await user.type(
    await within(await screen.findByRole('form', { name: 'Sign in' })).findByRole('textbox', { name: 'Email address' }),
    email,
  );
  if (password) await user.type(within(form()).getByLabelText(/^Password/), password);
  await user.click(within(form()).getByRole('button', { name: 'Sign in' }));
  return view;
}

describe('the sign-in form', () => {
  beforeEach(() => {
    useSession.getState().signOut();
    configureApi({ baseUrl: API, getToken: () => useSession.getState().user?.token ?? null, validateResponses: true });
  });

  it('a wrong password: the API’s message said at once, the email and the password kept, no one signed in', async () => {
    const { router } = await signInWith('/signin', DEMO_EMAIL, 'not-the-password');
    expect(await within(form()).findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent('The email or password is incorrect.');
    expect(within(form()).getByRole('textbox', { name: 'Email address' })).toHaveValue(DEMO_EMAIL);
    expect(within(form()).getByLabelText(/^Password/)).toHaveValue('not-the-password');
    expect(router.state.location.pathname).toBe('/signin');
    expect(useSession.getState().isLoggedIn).toBe(false);
  });

  it('nothing typed: each field says what it needs, the first takes the focus, and nothing is sent', async () => {
    const user = userEvent.setup();
    renderRoute('/signin');
    await user.click(await within(await screen.findByRole('form', { name: 'Sign in' })).findByRole('button', { name: 'Sign in' }));
    const email = within(form()).getByRole('textbox', { name: 'Email address' });
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription('Enter your email address.');
    expect(within(form()).getByLabelText(/^Password/)).toHaveAccessibleDescription('Enter a password.');
    expect(useSession.getState().isLoggedIn).toBe(false);
  });

  it('the right password: signed in with the customer’s details, and back where the shopper was sent from', async () => {
    const { router } = await signInWith('/signin?redirect=%2Forders%2Forder-history', DEMO_EMAIL, DEMO_PASSWORD);
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/order-history'));
    expect(useSession.getState()).toMatchObject({ isLoggedIn: true, user: { userId: 1001 }, customerInfo: { emailId: DEMO_EMAIL } });
    // The sign-in page is not left in the history to come back to.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('with nowhere to go back to, the home page', async () => {
    const { router } = await signInWith('/signin', DEMO_EMAIL, DEMO_PASSWORD);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
