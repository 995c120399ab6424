import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@/test/render-route';
import { seededMockForFile } from '@/test/seeded-mock';

// On the one seeded mock, which looks the order up once the form is sent to the page's action.
seededMockForFile();

const NOT_FOUND = 'No order matches that invoice number, email and zip code. Check them against your order confirmation.';

/** The track-order page with its form, as the store routes it. */
async function trackOrderPage() {
  const view = renderRoute('/orders/track-order');
  const form = await screen.findByRole('form', { name: 'Track an order' });
  return { ...view, form };
}

// The invoice number is held to the contract's maximum (TrackCustomerOrder: 40 characters).
describe('the track-order form, held to the contract', () => {
  it('refuses a 41-character invoice number in words and keeps it; 40 is taken', async () => {
    const user = userEvent.setup();
    const { form } = await trackOrderPage();
    const invoice = within(form).getByRole('textbox', { name: /^Invoice number/ });
    await user.click(invoice);
    await user.paste('1'.repeat(41));
    await user.type(within(form).getByRole('textbox', { name: /^Email address/ }), 'ada@example.com');
    await user.type(within(form).getByRole('textbox', { name: /^Zip code/ }), '90210');
    const track = within(form).getByRole('button', { name: /Track/ });
    await user.click(track);
    // The summary at the top takes the focus, its link naming the field; the field says it too.
    const summary = await within(form).findByRole('group', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('link', { name: 'Invoice number must be at most 40 characters.' })).toHaveAttribute(
      'href',
      '#track-invoice',
    );
    expect(invoice).toHaveAccessibleDescription(/Invoice number must be at most 40 characters\./);
    expect(invoice).toHaveValue('1'.repeat(41));

    await user.clear(invoice);
    await user.paste('1'.repeat(40));
    await user.click(track);
    // Sent, and the mock holds no such order: the form says so in its own words.
    expect(await within(form).findByText(NOT_FOUND)).toBeInTheDocument();
    expect(invoice).not.toHaveAccessibleDescription(/at most/);
    expect(within(form).queryByRole('group', { name: 'There is a problem' })).not.toBeInTheDocument();
    expect(invoice).toHaveValue('1'.repeat(40));
  });

  it('shows the order found, with its state, lines and the carrier’s tracking link', async () => {
    const user = userEvent.setup();
    const { form } = await trackOrderPage();
    await user.type(within(form).getByRole('textbox', { name: /^Invoice number/ }), 'BPM-240101');
    await user.type(within(form).getByRole('textbox', { name: /^Email address/ }), 'demo@boldbullion.test');
    await user.type(within(form).getByRole('textbox', { name: /^Zip code/ }), '94105');
    await user.click(within(form).getByRole('button', { name: /Track/ }));
    const order = await screen.findByRole('region', { name: 'Order BPM-240101' });
    expect(order).toHaveTextContent(/^Order BPM-240101Delivered\. Ordered /);
    expect(within(order).getByRole('link', { name: 'follow the parcel on the USPS site' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/tools\.usps\.com\//),
    );
    expect(within(order).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText(NOT_FOUND)).not.toBeInTheDocument();
  });
});
