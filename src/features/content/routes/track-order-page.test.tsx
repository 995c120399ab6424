import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInStore } from '@/test/render';
import { Component as TrackOrderPage } from './track-order-page';

// Issue 42: the invoice number is held to the contract's maximum (TrackCustomerOrder: 40 characters).
describe('the track-order form, held to the contract', () => {
  it('refuses a 41-character invoice number in words and keeps it; 40 is taken', async () => {
    const user = userEvent.setup();
    renderInStore(<TrackOrderPage />);
    const invoice = screen.getByRole('textbox', { name: /^Invoice number/ });
    await user.click(invoice);
    await user.paste('1'.repeat(41));
    await user.type(screen.getByRole('textbox', { name: /^Email address/ }), 'ada@example.com');
    await user.type(screen.getByRole('textbox', { name: /^Zip code/ }), '90210');
    const track = screen.getByRole('button', { name: /Track/ });
    await user.click(track);
    expect(invoice).toHaveAccessibleDescription(/Invoice number must be at most 40 characters\./);
    expect(invoice).toHaveValue('1'.repeat(41));

    await user.clear(invoice);
    await user.paste('1'.repeat(40));
    await user.click(track);
    expect(invoice).not.toHaveAccessibleDescription(/at most/);
  });
});
