import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@/features/session';
import { renderRoute } from '@/test/render-route';
import { seededMockForFile } from '@/test/seeded-mock';

// Saving preferences when the dealer refuses the profile's update, on the one seeded mock signed in as its
// demo customer (who prefers gold): from the header's popup and from the account settings, what the
// shopper is told and that neither their choice nor the saved preferences are lost.
const { mock, signIn, refuses } = seededMockForFile();
// The whole store renders here, and the first test loads the popup's code too: on a busy 2-core machine
// that takes seconds.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });
// The popup is the header's, on every page: one that asks little of the API and of jsdom.
const ON_A_LIGHT_PAGE = '/state-sales-tax';
const saved = () => mock.db.state.customers.find((c) => c.emailId === 'demo@boldbullion.test')!.profile?.metalPreference;
beforeEach(() => signIn());

describe('preferences the dealer refuses to save', () => {
  it('from the header’s popup: told so, the popup stays open with the choice, and gold is still saved', async () => {
    const user = userEvent.setup();
    renderRoute(ON_A_LIGHT_PAGE);
    await user.click(await screen.findByRole('button', { name: 'Preferences' }, { timeout: 10_000 }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Your preferences' }));
    expect(await dialog.findByRole('radio', { name: 'Gold' })).toBeChecked();
    refuses('Account/UpdateCustomerProfile');
    await user.click(dialog.getByRole('radio', { name: 'Platinum' }));
    await user.click(dialog.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('We could not save your preferences. Your choices are kept; try again.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Your preferences' })).toBeInTheDocument();
    expect(dialog.getByRole('radio', { name: 'Platinum' })).toBeChecked();
    expect(dialog.getByRole('button', { name: 'Save preferences' })).not.toHaveAttribute('aria-busy');
    expect(saved()).toBe('Gold');
    expect(useSession.getState().customerInfo?.preferences?.metalPreference).toBe('Gold');
  });

  it('from the account settings: told beside the form, the choice kept, and gold is still saved', async () => {
    const user = userEvent.setup();
    renderRoute('/myaccounts/accountsettings');
    const form = within(await screen.findByRole('form', { name: 'Preferences' }, { timeout: 10_000 }));
    expect(await form.findByRole('radio', { name: 'Gold' })).toBeChecked();
    refuses('Account/UpdateCustomerProfile');
    await user.click(form.getByRole('radio', { name: 'Platinum' }));
    await user.click(form.getByRole('button', { name: 'Save preferences' }));
    expect(await form.findByRole('alert')).toHaveTextContent('We could not save your preferences. Your choices are kept; try again.');
    expect(form.getByRole('status')).toHaveTextContent('');
    expect(form.getByRole('radio', { name: 'Platinum' })).toBeChecked();
    expect(saved()).toBe('Gold');
  });

  it('the popup’s Save is busy while the profile’s update is in flight, then the popup says where it was saved', async () => {
    const user = userEvent.setup();
    renderRoute(ON_A_LIGHT_PAGE);
    await user.click(await screen.findByRole('button', { name: 'Preferences' }, { timeout: 10_000 }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Your preferences' }));
    const save = await dialog.findByRole('button', { name: 'Save preferences' });
    expect(save).not.toHaveAttribute('aria-busy');
    mock.setScenarios(['slow']);
    await user.click(dialog.getByRole('radio', { name: 'Platinum' }));
    await user.click(save);
    expect(await dialog.findByRole('button', { name: 'Save preferences' })).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('Your preferences are saved to your account.')).toBeInTheDocument();
    expect(saved()).toBe('Platinum');
  });
});
