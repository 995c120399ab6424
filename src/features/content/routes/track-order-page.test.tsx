import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInStore } from '@/test/render';
import { seededMockForFile } from '@/test/seeded-mock';
import { Component as TrackOrderPage } from './track-order-page';

// On the one seeded mock, which looks the order up once the form is sent.
seededMockForFile();

// The invoice number is held to the contract's maximum (TrackCustomerOrder: 40 characters).
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
    // Sent, and the mock holds no such order: the form says so in its own words.
    expect(
      await screen.findByText('No order matches that invoice number, email and zip code. Check them against your order confirmation.'),
    ).toBeInTheDocument();
    expect(invoice).toHaveValue('1'.repeat(40));
  });
});
