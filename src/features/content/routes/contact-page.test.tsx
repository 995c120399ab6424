import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@/test/render-route';
import { seededMockForFile } from '@/test/seeded-mock';

// The contact form took a 5,000-character name. The form now holds to the contract's limits
// (generated/zod, ContactUS) before it sends anything, so no API is needed here: nothing is sent.
// On the one seeded mock, which answers once the form is sent.
const { mock } = seededMockForFile();

describe('the contact form', () => {
  it('refuses a 5,000-character name with the limit in words, keeps what was typed, and takes 50', async () => {
    const user = userEvent.setup();
    renderRoute('/company/contact-us');
    const form = await screen.findByRole('form', { name: 'Send us a message' });
    const first = within(form).getByRole('textbox', { name: /^First name/ });
    await user.click(first);
    await user.paste('A'.repeat(5000));
    await user.type(within(form).getByRole('textbox', { name: /^Last name/ }), 'Lovelace');
    await user.type(within(form).getByRole('textbox', { name: /^Email address/ }), 'ada@example.com');
    await user.selectOptions(within(form).getByRole('combobox', { name: /^What is it about/ }), 'Selling to us');
    await user.type(within(form).getByRole('textbox', { name: /^Message/ }), 'Do you buy back sovereigns?');
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await within(form).findByRole('group', { name: 'There is a problem' })).toHaveFocus();
    expect(first).toHaveAccessibleDescription(/First name must be at most 50 characters\./);
    expect(first).toHaveValue('A'.repeat(5000));
    expect(within(form).getByRole('combobox', { name: /^What is it about/ })).toHaveValue('Selling to us');
    expect(within(form).getByRole('textbox', { name: /^Message/ })).toHaveValue('Do you buy back sovereigns?');

    await user.clear(first);
    await user.paste('A'.repeat(50));
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    // Sent: the mock keeps the message, the shopper is thanked, and the form starts empty for the next one.
    await vi.waitFor(() =>
      expect(within(form).getByRole('status')).toHaveTextContent('Thanks for reaching out. We answer within one business day.'),
    );
    expect(mock.db.state.contactMessages.at(-1)).toMatchObject({
      firstName: 'A'.repeat(50),
      emailId: 'ada@example.com',
      feedBackType: 'Selling to us',
    });
    for (const name of [/^First name/, /^Last name/, /^Email address/, /^Message/]) {
      expect(within(form).getByRole('textbox', { name })).toHaveValue('');
      expect(within(form).getByRole('textbox', { name })).not.toHaveAccessibleDescription();
    }
    expect(within(form).queryByRole('group', { name: 'There is a problem' })).not.toBeInTheDocument();
    expect(within(form).getByRole('combobox', { name: /^What is it about/ })).toHaveValue('');
  });
});
