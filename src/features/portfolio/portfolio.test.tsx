import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatSignedUsd, formatUsd } from '@/domain/money';
import { renderRoute } from '@/test/render-route';
import { seededMockForFile } from '@/test/seeded-mock';

// The portfolio page through its real route (loader, layout, providers) on the one seeded mock, signed in
// as its demo customer, whose holdings are arranged in the mock's db. The mock's clock is fixed, so the
// spot it quotes (and values the holdings at) is the same all through a test.
const { mock, signIn, refuses } = seededMockForFile({ now: () => new Date('2026-11-18T15:30:00Z') });
// The whole store (or a sign-up and its sign-in) renders here, not one component: on a busy 2-core
// machine that takes seconds, so each test is given more than vitest's 5 s default, and
// each wait for the screen more than Testing Library's 1 s.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 10_000 });
const maple = mock.db.catalog.find((p) => p.metal === 'Silver' && /Maple Leaf 1 oz$/.test(p.name))!;
const quote = mock.db.market.quoteAt('silver', mock.db.now());
// jsdom has no canvas to draw the value chart on (the e2e suite draws it in Chromium): the chart library
// is a stand-in that draws nothing; the chart's description, which the page writes, is still tested.
vi.mock('lightweight-charts', () => {
  const series = { setData: () => undefined };
  return {
    AreaSeries: {},
    CandlestickSeries: {},
    ColorType: { Solid: 'solid' },
    createChart: () => ({ addSeries: () => series, timeScale: () => ({ fitContent: () => undefined }), remove: () => undefined }),
  };
});

beforeEach(async () => {
  const { customer } = await signIn();
  // 20 of the Maple Leaf, bought at $35.00 each.
  mock.db.state.holdings = [
    {
      id: 1,
      customerId: customer.customerId!,
      productId: maple.id,
      transactionDate: '2025-03-14',
      transactionQuantity: 20,
      productUnitPrice: 35,
      transactionType: 'Buy',
      goldSpot: null,
      silverSpot: null,
      source: 'manual',
      sourceName: null,
      metal: 'Silver',
      ouncesPerUnit: 1,
      productName: maple.name,
      userSpot: null,
      userPremium: null,
    },
  ];
});

// jsdom may join the visually hidden name to "Remove" without the space a browser keeps.
const removeName = new RegExp(`^Remove ?${maple.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} ?from the portfolio$`);
const holding = () => screen.findByRole('article', { name: maple.name }, { timeout: 10_000 });

describe('the portfolio page', () => {
  it('logs the view once as the header’s (Top-Header) when opened from the header (?portfolio=0)', async () => {
    const sent: unknown[] = [];
    const record = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === '/api/Portfolio/AddPortfolioViews')
        void request
          .clone()
          .json()
          .then((b) => sent.push(b));
    };
    mock.server.events.on('request:start', record);
    try {
      const before = mock.db.state.views.portfolioViews;
      renderRoute('/bold-bullion-portfolio?portfolio=0');
      await holding();
      await waitFor(() => expect(mock.db.state.views.portfolioViews).toBe(before + 1));
      expect(sent).toEqual([expect.objectContaining({ viewedFrom: 'Top-Header' })]);
    } finally {
      mock.server.events.removeListener('request:start', record);
    }
  });

  it('logs the view of a visit not from the header once', async () => {
    const before = mock.db.state.views.portfolioViews;
    renderRoute('/bold-bullion-portfolio');
    await holding();
    await waitFor(() => expect(mock.db.state.views.portfolioViews).toBe(before + 1));
  });

  it('values a holding at spot (ask × oz) and at the bid, with the gain at the bid', async () => {
    renderRoute('/bold-bullion-portfolio');
    const card = await holding();
    const value = (label: string) => within(card).getByText(label, { exact: true }).nextElementSibling?.textContent;
    const atBid = Math.round(20 * quote.bid * 100) / 100;
    expect(value('Value at spot')).toBe(formatUsd(Math.round(20 * quote.ask * 100) / 100));
    expect(value('Value at our bid')).toBe(formatUsd(atBid));
    expect(value('Gain or loss at the bid')).toContain(formatSignedUsd(Math.round((atBid - 700) * 100) / 100));
    expect(screen.getByTestId('total-assets')).toHaveTextContent(formatUsd(atBid));
  });

  it('a failed portfolio call shows the problem and a retry, not a blank page', async () => {
    refuses('Portfolio/CustomerPortFolio');
    renderRoute('/bold-bullion-portfolio');
    expect(
      await screen.findByText('Your portfolio could not be loaded. What is shown is empty until it loads.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a holding' })).toBeInTheDocument();
  });

  it('logs “Failed to add portfolio views” when the view is not recorded, and nothing else happens', async () => {
    refuses('Portfolio/AddPortfolioViews');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderRoute('/bold-bullion-portfolio');
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Failed to add portfolio views'), { timeout: 10_000 });
    expect(await holding()).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: /views/ })).toBeNull();
    warn.mockRestore();
  });

  it('says “Could not fetch spot prices date wise” when the spot of the day cannot be read, and the holding can still be added', async () => {
    refuses('Portfolio/GetSpotPricesDateWise');
    const user = userEvent.setup();
    renderRoute('/bold-bullion-portfolio');
    await holding();
    await user.click(screen.getByRole('button', { name: 'Add a holding' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /^Find the product/ }), 'maple{Enter}');
    await user.click(await within(dialog).findByRole('radio', { name: maple.name }));
    await user.type(within(dialog).getByLabelText(/^Day bought/), '2025-03-14');
    expect(await within(dialog).findByText(/^Could not fetch spot prices date wise\. You can still add the holding/)).toBeInTheDocument();
  });

  it('removing a holding: refused, it stays and the page says so; done, it leaves the page and the mock', async () => {
    const user = userEvent.setup();
    renderRoute('/bold-bullion-portfolio');
    const card = await holding();
    refuses('Portfolio/RemovePortfolioProducts');
    await user.click(within(card).getByRole('button', { name: removeName }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(`We could not remove ${maple.name}. Try again.`)).toBeInTheDocument();
    expect(screen.getByRole('article', { name: maple.name })).toBeInTheDocument();
    expect(mock.db.state.holdings).toHaveLength(1);

    mock.server.resetHandlers();
    await user.click(within(screen.getByRole('article', { name: maple.name })).getByRole('button', { name: removeName }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(`${maple.name} removed from your portfolio.`)).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: maple.name })).toBeNull();
    expect(mock.db.state.holdings).toEqual([]);
  });
  it('saving the settings refused: the page says so, the boxes stay as chosen and the dealer keeps what it had', async () => {
    const user = userEvent.setup();
    const customer = () => mock.db.state.customers.find((c) => c.emailId === 'demo@boldbullion.test')!;
    const before = { ...customer().portfolioSettings };
    renderRoute('/bold-bullion-portfolio');
    const form = within(await screen.findByRole('form', { name: 'What your portfolio shows' }, { timeout: 10_000 }));
    const video = form.getByRole('checkbox', { name: 'Show the portfolio video' });
    const wasChecked = (video as HTMLInputElement).checked;
    refuses('Portfolio/UpdateCustomerPortfolioSettings');
    await user.click(video);
    await user.click(form.getByRole('button', { name: 'Save settings' }));
    expect(await form.findByRole('alert')).toHaveTextContent('We could not save the settings. Your choices are kept; try again.');
    expect(form.getByRole('checkbox', { name: 'Show the portfolio video' })).toHaveProperty('checked', !wasChecked);
    expect(form.getByRole('status')).toHaveTextContent('');
    expect(form.getByRole('button', { name: 'Save settings' })).not.toHaveAttribute('aria-disabled', 'true');
    expect(customer().portfolioSettings).toEqual(before);
  });

  it('feedback refused: the page says so and keeps what was written; sent again, it is thanked and cleared', async () => {
    const user = userEvent.setup();
    const before = mock.db.state.feedback.length;
    renderRoute('/bold-bullion-portfolio');
    const form = within(await screen.findByRole('form', { name: 'Tell us about your portfolio' }, { timeout: 10_000 }));
    refuses('Portfolio/AddPortfolioCustomerFeedbacks');
    await user.selectOptions(form.getByRole('combobox', { name: /^About/ }), 'Idea');
    await user.type(form.getByRole('textbox', { name: /^Your feedback/ }), 'Show the premium I paid on each holding.');
    await user.click(form.getByRole('button', { name: 'Send feedback' }));
    expect(await form.findByRole('alert')).toHaveTextContent('We could not send your feedback. What you wrote is kept; try again.');
    expect(form.getByRole('combobox', { name: /^About/ })).toHaveValue('Idea');
    expect(form.getByRole('textbox', { name: /^Your feedback/ })).toHaveValue('Show the premium I paid on each holding.');
    expect(mock.db.state.feedback).toHaveLength(before);

    mock.server.resetHandlers();
    await user.click(form.getByRole('button', { name: 'Send feedback' }));
    expect(await form.findByText('Thanks for your feedback.')).toHaveAttribute('role', 'status');
    expect(form.getByRole('alert')).toHaveTextContent('');
    expect(form.getByRole('textbox', { name: /^Your feedback/ })).toHaveValue('');
    expect(mock.db.state.feedback).toHaveLength(before + 1);
  });
});
