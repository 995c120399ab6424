import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActionFunctionArgs } from 'react-router';
import { ECHO_MAX } from '@/api/form-action';
import { renderRoute } from '@/test/render-route';
import { seededMockForFile } from '@/test/seeded-mock';
import { action } from './sell-to-us-page';

// On the one seeded mock, which keeps the request once the form is sent to the page's action.
seededMockForFile();

/** The sell-to-us page at `path`, with its request form. */
async function requestForm(path = '/sell-to-us') {
  renderRoute(path);
  return screen.findByRole('form', { name: 'Your request' });
}
const rows = (form: HTMLElement) => within(form).getAllByRole('group', { name: /^Item \d+$/ });

describe('the sell-to-us request', () => {
  it('sent stuffed to the server’s limit, is refused and shows each field again up to the most any field may hold', async () => {
    const stuffed = new URLSearchParams({
      firstName: 'Ada',
      lastName: 'l'.repeat(ECHO_MAX + 1),
      emailId: 'ada@example.com',
      notes: 'n'.repeat(2_000_000),
      'items.0.key': 'item-0',
      'items.0.description': 'd'.repeat(ECHO_MAX),
      'items.0.metal': 'Silver',
      'items.0.quantity': '1',
    });
    const request = new Request('https://store.test/sell-to-us', { method: 'POST', body: stuffed });
    const answer = (await action({ request } as ActionFunctionArgs)) as unknown as {
      data: { values: Record<string, string>; items: { description: string }[]; fieldErrors: Record<string, string> };
      init: ResponseInit;
    };
    expect(answer.init.status).toBe(400);
    expect(Object.keys(answer.data.fieldErrors)).toEqual(expect.arrayContaining(['lastName', 'notes', 'items.0.description']));
    expect(answer.data.values.lastName).toHaveLength(ECHO_MAX);
    expect(answer.data.values.notes).toHaveLength(ECHO_MAX);
    expect(answer.data.items[0]?.description).toHaveLength(ECHO_MAX);
  });

  it('adds and removes items by its own buttons, each row keeping what was typed in it', async () => {
    const user = userEvent.setup();
    const form = await requestForm();
    await user.type(within(form).getByRole('textbox', { name: /^What are you selling/ }), 'Morgan dollars');
    await user.click(within(form).getByRole('button', { name: 'Add another item' }));
    expect(await within(form).findByRole('group', { name: 'Item 2' })).toBeInTheDocument();
    // The new row's first field takes the focus.
    expect(within(rows(form)[1]!).getByRole('textbox', { name: /^What are you selling/ })).toHaveFocus();
    await user.keyboard('Gold Buffalo');
    await user.click(within(form).getByRole('button', { name: 'Remove item 1' }));
    await vi.waitFor(() => expect(rows(form)).toHaveLength(1));
    expect(within(rows(form)[0]!).getByRole('textbox', { name: /^What are you selling/ })).toHaveValue('Gold Buffalo');
    expect(within(form).getByRole('button', { name: 'Add another item' })).toHaveFocus();
    expect(within(form).queryByRole('button', { name: /^Remove item/ })).not.toBeInTheDocument();
  });

  it('Enter in a field sends the request (refused here, with the summary), never adds or removes a row', async () => {
    const user = userEvent.setup();
    const form = await requestForm();
    await user.type(within(form).getByRole('textbox', { name: /^First name/ }), 'Ada');
    await user.click(within(form).getByRole('button', { name: 'Add another item' }));
    await within(form).findByRole('group', { name: 'Item 2' });
    await user.click(within(form).getByRole('textbox', { name: /^First name/ }));
    await user.keyboard('{End}{Enter}');
    const summary = await within(form).findByRole('group', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('link', { name: 'Enter your last name.' })).toHaveAttribute('href', '#sell-last-name');
    expect(rows(form)).toHaveLength(2);
    expect(within(form).getByRole('textbox', { name: /^First name/ })).toHaveValue('Ada');
  });

  it('lists at most 20 items: 19 filled in from the melt calculator may take one more, 20 none', async () => {
    const link = (n: number) => `/sell-to-us?${Array.from({ length: n }, (_, i) => `item=Silver~1~Bar ${i + 1}`).join('&')}`;
    const nineteen = await requestForm(link(19));
    expect(rows(nineteen)).toHaveLength(19);
    expect(within(nineteen).getByRole('button', { name: 'Add another item' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(nineteen).getByRole('button', { name: 'Add another item' }));
    await vi.waitFor(() => expect(rows(nineteen)).toHaveLength(20));
    expect(within(nineteen).queryByRole('button', { name: 'Add another item' })).not.toBeInTheDocument();
  });

  it('sent, says the reference number and starts again with one empty item', async () => {
    const user = userEvent.setup();
    const form = await requestForm('/sell-to-us?item=Silver~20~Perth%20Mint%20Bar&item=Gold~1~Buffalo');
    expect(rows(form)).toHaveLength(2);
    await user.type(within(form).getByRole('textbox', { name: /^First name/ }), 'Ada');
    await user.type(within(form).getByRole('textbox', { name: /^Last name/ }), 'Lovelace');
    await user.type(within(form).getByRole('textbox', { name: /^Email address/ }), 'ada@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('heading', { name: /^Request STB-\d+ received$/ })).toBeInTheDocument();
    expect(screen.getByText(/^We will email ada@example\.com with a quote\./)).toBeInTheDocument();
    expect(rows(form)).toHaveLength(1);
    expect(within(form).getByRole('textbox', { name: /^First name/ })).toHaveValue('');
    expect(within(form).getByRole('textbox', { name: /^What are you selling/ })).toHaveValue('');
  });

  it('checks on a request by its number and the email it was sent with, and tells nobody else of it', async () => {
    const user = userEvent.setup();
    const form = await requestForm('/sell-to-us?item=Silver~20~Morgan%20dollars');
    await user.type(within(form).getByRole('textbox', { name: /^First name/ }), 'Ada');
    await user.type(within(form).getByRole('textbox', { name: /^Last name/ }), 'Lovelace');
    await user.type(within(form).getByRole('textbox', { name: /^Email address/ }), 'ada@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send request' }));
    const made = await screen.findByRole('heading', { name: /^Request STB-\d+ received$/ });
    const reference = made.textContent?.match(/STB-\d+/)?.[0] ?? '';

    const lookup = screen.getByRole('form', { name: 'Check on a request' });
    await user.click(within(lookup).getByRole('button', { name: 'Check' }));
    expect(await within(lookup).findByText('Enter the reference number of your request.')).toBeInTheDocument();
    expect(within(lookup).getByRole('textbox', { name: /^Email address/ })).toHaveAccessibleDescription(
      /Enter the email address you sent the request with\./,
    );
    await user.type(within(lookup).getByRole('textbox', { name: /^Reference number/ }), reference.toLowerCase());
    await user.type(within(lookup).getByRole('textbox', { name: /^Email address/ }), 'eve@example.com');
    await user.click(within(lookup).getByRole('button', { name: 'Check' }));
    await vi.waitFor(() =>
      expect(within(lookup).getByRole('status')).toHaveTextContent(
        `No request with the reference ${reference} was sent from eve@example.com.`,
      ),
    );
    await user.clear(within(lookup).getByRole('textbox', { name: /^Email address/ }));
    await user.type(within(lookup).getByRole('textbox', { name: /^Email address/ }), 'ada@example.com');
    await user.click(within(lookup).getByRole('button', { name: 'Check' }));
    await vi.waitFor(() => expect(within(lookup).getByRole('status')).toHaveTextContent(`${reference}: Requested. 1 item.`));
  });
});
