import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SELL_NEXT } from '@/domain/account/sell-orders';
import { renderRoute } from '@/test/render-route';
import { seededMockForFile } from '@/test/seeded-mock';

// The sell-to-us requests' writes when the dealer refuses them, on the one seeded mock signed in as its
// demo customer, whose STB-10021 is quoted and STB-10020 still waits for its quote.
const { mock, signIn, refuses } = seededMockForFile();
// The whole store renders here: on a busy 2-core machine that takes seconds.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 10_000 });
beforeEach(() => signIn());

const statusOf = (ref: string) => mock.db.state.sellToBold.find((o) => o.referenceNumber === ref)?.status;
/** The page's one status line (the request cards hold none). */
const said = () => screen.getAllByRole('status').find((s) => s.tagName === 'P' && s.closest('main'))!;

async function request(ref: string) {
  renderRoute('/myaccounts/sell-requests');
  return within(await screen.findByRole('article', { name: new RegExp(`^${ref} `) }));
}

describe('sell-to-us requests when the dealer refuses a change', () => {
  it('a refused accept says so, and the quote stays open to accept', async () => {
    const user = userEvent.setup();
    const card = await request('STB-10021');
    refuses('Customer/UpdateSellToBoldOrders');
    await user.click(card.getByRole('button', { name: /^Accept the quote ?for STB-10021$/ }));
    expect(await screen.findByText('We could not update STB-10021. Try again.')).toBe(said());
    expect(card.getByRole('heading', { level: 2 })).toHaveTextContent('STB-10021 Quoted');
    expect(card.getByText(new RegExp(SELL_NEXT.Quoted.replace('.', '\\.')))).toBeInTheDocument();
    expect(card.getByRole('button', { name: /^Accept the quote ?for STB-10021$/ })).not.toHaveAttribute('aria-busy');
    expect(statusOf('STB-10021')).toBe('Quoted');
  });

  it('the dealer’s own reason for refusing (400) is said with the request it is about', async () => {
    const user = userEvent.setup();
    const card = await request('STB-10021');
    refuses('Customer/UpdateSellToBoldOrders', 400, 'This quote has expired. Ask for a new one.');
    await user.click(card.getByRole('button', { name: /^Accept the quote ?for STB-10021$/ }));
    expect(await screen.findByText('STB-10021: This quote has expired. Ask for a new one.')).toBe(said());
    expect(statusOf('STB-10021')).toBe('Quoted');
  });

  it('a refused cancel, confirmed, says so and the request stays as it was; cancelled again, it is', async () => {
    const user = userEvent.setup();
    const card = await request('STB-10020');
    refuses('Customer/UpdateSellToBoldOrders');
    await user.click(card.getByRole('button', { name: /^Cancel the request ?STB-10020$/ }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel the request' }));
    expect(await screen.findByText('We could not update STB-10020. Try again.')).toBe(said());
    expect(card.getByRole('heading', { level: 2 })).toHaveTextContent('STB-10020 Requested');
    expect(statusOf('STB-10020')).toBe('Requested');

    mock.server.resetHandlers();
    await user.click(card.getByRole('button', { name: /^Cancel the request ?STB-10020$/ }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel the request' }));
    expect(await screen.findByText('STB-10020 is cancelled.')).toBe(said());
    expect(card.getByRole('heading', { level: 2 })).toHaveTextContent('STB-10020 Cancelled');
    expect(statusOf('STB-10020')).toBe('Cancelled');
  });
});
