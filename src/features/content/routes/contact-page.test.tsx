import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInStore } from '@/test/render';
import { seededMockForFile } from '@/test/seeded-mock';
import { Component as ContactPage } from './contact-page';

// The contact form took a 5,000-character name. The form now holds to the contract's limits
// (generated/zod, ContactUS) before it sends anything, so no API is needed here: nothing is sent.
// On the one seeded mock, which answers once the form is sent.
const { mock } = seededMockForFile();

describe('the contact form', () => {
  it('refuses a 5,000-character name with the limit in words, keeps what was typed, and takes 50', async () => {
    const user = userEvent.setup();
    renderInStore(<ContactPage />);
    const first = screen.getByRole('textbox', { name: /^First name/ });
    await user.click(first);
    await user.paste('A'.repeat(5000));
    await user.type(screen.getByRole('textbox', { name: /^Last name/ }), 'Lovelace');
    await user.type(screen.getByRole('textbox', { name: /^Email address/ }), 'ada@example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: /^What is it about/ }), screen.getAllByRole('option')[1]!);
    await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'Do you buy back sovereigns?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(first).toHaveAccessibleDescription(/First name must be at most 50 characters\./);
    expect(first).toHaveValue('A'.repeat(5000));
    expect(screen.getByRole('textbox', { name: /^Message/ })).toHaveValue('Do you buy back sovereigns?');

    await user.clear(first);
    await user.paste('A'.repeat(50));
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(first).not.toHaveAccessibleDescription(/at most/);
    // Sent: the mock keeps the message, and the form is cleared for the next one.
    await vi.waitFor(
      () => expect(mock.db.state.contactMessages.at(-1)).toMatchObject({ firstName: 'A'.repeat(50), emailId: 'ada@example.com' }),
      { timeout: 5000 },
    );
    await vi.waitFor(() => expect(first).toHaveValue(''), { timeout: 5000 });
  });
});
