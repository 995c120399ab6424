import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { configureApi } from '@/api';
import { keepAppliedCoupon, readAppliedCoupon, useSession } from '@/features/session';
import { useToastStore } from '@/ui/toast/toast-store';
import { setupMockApi } from '../../../../mocks/node';
import { callMock, signIn } from '../../../../tests/contract/support/mock-client';
import { CouponBox, type CouponRefusal } from './coupon-box';

// Applying a coupon goes through a mutation on the one seeded mock: its busy state and the API's reason
// for a refusal are the mutation's own; the form keeps what was typed when a code is refused. The code
// applied is kept in the coupon's cookie, which the server reads too.
const API = 'http://api.bold.test';
const mock = setupMockApi({ now: () => new Date('2026-11-18T15:30:00Z') });
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => mock.server.close());

let token = '';
beforeEach(async () => {
  token = await signIn(mock);
  configureApi({ baseUrl: API, getToken: () => token, validateResponses: true });
  useSession.setState({ isLoggedIn: true, user: { userId: 1001, token, firstName: 'Demo', isGuest: false } });
  useToastStore.setState({ toasts: [] });
});
afterEach(() =>
  act(() => {
    keepAppliedCoupon(null);
    useSession.getState().signOut();
  }),
);

function show(refused: CouponRefusal | null = null) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <CouponBox refused={refused} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole('textbox', { name: /^Coupon code/ });
}

describe('the coupon box', () => {
  it('an empty code is refused before asking; a code the dealer does not know shows the API’s reason and keeps what was typed', async () => {
    const user = userEvent.setup();
    const field = show();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(field).toHaveAccessibleDescription('Enter a coupon code.');
    await user.type(field, 'NOSUCHCODE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const refused = await callMock(mock, 'GET', '/api/ShoppingCart/ApplyCoupon', { token, query: { couponCode: 'NOSUCHCODE' } });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    await vi.waitFor(() => expect(field).toHaveAccessibleDescription((refused.body as { message: string }).message), { timeout: 5000 });
    expect(field).toHaveValue('NOSUCHCODE');
    expect(readAppliedCoupon()).toBeNull();
  });

  it('one of the customer’s coupons is applied: its cookie holds it, the box says what it does, and the field is cleared', async () => {
    const user = userEvent.setup();
    const field = show();
    const [offer] = await screen.findAllByRole('button', { name: /^Apply [A-Z0-9]+$/ });
    const code = offer!.textContent!.replace('Apply ', '');
    await user.click(offer!);
    await vi.waitFor(() => expect(readAppliedCoupon()).toBe(code), { timeout: 5000 });
    expect(document.cookie).toContain(`bold.coupon=${code}`);
    expect(within(screen.getByRole('status')).getByText(code)).toBeInTheDocument();
    expect(useToastStore.getState().toasts.at(-1)?.text).toMatch(new RegExp(`^Coupon ${code} applied: `));
    expect(field).toHaveValue('');
  });

  it('a coupon applied that the API no longer takes says why, and Remove takes it off', async () => {
    const user = userEvent.setup();
    keepAppliedCoupon('SUMMER25');
    show();
    const status = screen.getByRole('status');
    await vi.waitFor(() => expect(status).toHaveTextContent(/^SUMMER25 is not applied: This coupon expired on \d{4}-08-31\.$/), {
      timeout: 5000,
    });
    await user.click(screen.getByRole('button', { name: 'Remove coupon SUMMER25' }));
    expect(readAppliedCoupon()).toBeNull();
    expect(status).toHaveTextContent(/^$/);
  });

  it('a code the cart page’s action refused (sent without script) is shown with its reason, as typed', () => {
    const field = show({ form: 'coupon-apply', error: 'The coupon code NOPE is not valid.', code: 'NOPE' });
    expect(field).toHaveValue('NOPE');
    expect(field).toHaveAccessibleDescription('The coupon code NOPE is not valid.');
  });
});
