import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { renderRoute } from '@/test/render-route';
import { seededMockForFile, TEST_API } from '@/test/seeded-mock';
import { ProductPriceComparison } from './components/product-price-comparison';

// On the one seeded mock, its clock fixed: the melt values are worked out from the quote it gives, the
// best sellers and supplies categories are its own. The price comparisons keep their worked example (the
// mock's dealers are always dearer on average, so it never shows "you pay more").
const { mock } = seededMockForFile({ now: () => new Date('2026-11-18T15:00:00Z') });
// The whole store (or a sign-up and its sign-in) renders here, not one component: on a busy 2-core
// machine that takes seconds, so each test is given more than vitest's 5 s default, and
// each wait for the screen more than Testing Library's 1 s.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 10_000 });
const silver = mock.db.market.quoteAt('silver', mock.db.now());
const gold = mock.db.market.quoteAt('gold', mock.db.now());
/** A melt value as the page shows it: so many fine ounces at a price, to the cent. */
const melt = (oz: number, price: number) =>
  `$${(Math.round(oz * price * 100) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const bestSellers = mock.db.catalog.filter((p) => p.isBestSeller);
const valuable = (p: (typeof bestSellers)[number]) => p.productType !== 'Supplies' && p.ounces > 0;

/** A page through its real route (its loader, the layout, the providers), once its code has loaded. */
async function show(path: string) {
  const view = renderRoute(path);
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  return view;
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('the melt calculator', () => {
  it('values each item at the bid and the ask as it is typed, and totals them', async () => {
    const user = userEvent.setup();
    await show('/melt-calculator');
    const table = screen.getByRole('table', { name: 'Melt value at spot' });
    // 1 troy oz of .999 silver: 0.999 oz at the bid and at the ask.
    expect(await within(table).findByRole('rowheader', { name: '1. 1 × 1 troy oz .999 silver' })).toBeInTheDocument();
    expect(
      await screen.findByText('Valued at spot as of Wed 10:00 AM ET; the values follow each refresh of the prices.'),
    ).toBeInTheDocument();
    expect(cellsOf(within(table).getByRole('rowheader', { name: /^1\./ }).closest('tr') as HTMLElement)).toEqual([
      '0.9990',
      melt(0.999, silver.bid),
      melt(0.999, silver.ask),
    ]);
    const pieces = screen.getByRole('textbox', { name: /^Pieces/ });
    await user.clear(pieces);
    await user.type(pieces, '20');
    expect(cellsOf(within(table).getByRole('rowheader', { name: 'Total' }).closest('tr') as HTMLElement)).toEqual([
      '19.9800',
      melt(19.98, silver.bid),
      melt(19.98, silver.ask),
    ]);
    // A second item: 1 kilo of .9999 silver is 32.1475 oz.
    await user.click(screen.getByRole('button', { name: 'Add an item' }));
    const second = screen.getByRole('group', { name: 'Item 2' });
    await user.clear(within(second).getByRole('textbox', { name: /^Weight/ }));
    await user.type(within(second).getByRole('textbox', { name: /^Weight/ }), '1');
    await user.selectOptions(within(second).getByRole('combobox', { name: 'Unit' }), 'kilograms');
    await user.selectOptions(within(second).getByRole('combobox', { name: 'Fineness' }), '.9999 fine');
    const kilo = (1000 / 31.1034768) * 0.9999;
    expect(cellsOf(within(table).getByRole('rowheader', { name: '2. 1 × 1 kilograms .9999 silver' }).closest('tr') as HTMLElement)).toEqual(
      ['32.1475', melt(kilo, silver.bid), melt(kilo, silver.ask)],
    );
    expect(cellsOf(within(table).getByRole('rowheader', { name: 'Total' }).closest('tr') as HTMLElement)).toEqual([
      '52.1275',
      melt(19.98 + kilo, silver.bid),
      melt(19.98 + kilo, silver.ask),
    ]);
  });

  it('refuses to send a list with a bad weight, says why for each, and moves focus to the summary', async () => {
    const user = userEvent.setup();
    const { router } = await show('/melt-calculator');
    await screen.findByRole('rowheader', { name: /^1\./ });
    await user.clear(screen.getByRole('textbox', { name: /^Weight/ }));
    await user.clear(screen.getByRole('textbox', { name: /^Pieces/ }));
    await user.type(screen.getByRole('textbox', { name: /^Pieces/ }), '1.5');
    expect(screen.getByRole('rowheader', { name: '1. Check this item' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sell these to us' }));
    const summary = screen.getByRole('group', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Item 1: Enter a weight.', 'Item 1: Enter a whole number of pieces, 1 or more.']);
    expect(screen.getByRole('textbox', { name: /^Weight/ })).toHaveAccessibleDescription(/Enter a weight\./);
    expect(router.state.location.pathname).toBe('/melt-calculator');
  });

  it('adds a best seller by its fine ounces, and sends the list to a sell-to-us request filled in with it', async () => {
    const user = userEvent.setup();
    await show('/melt-calculator');
    const pick = screen.getByRole('combobox', { name: 'Or pick a product' });
    const eagle = bestSellers.find((p) => p.metal === 'Gold' && p.ounces === 0.1 && valuable(p))!;
    await screen.findByRole('option', { name: eagle.name });
    // Only products with metal and weight can be valued: no supplies are offered.
    const offered = within(pick)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(offered[0]).toBe('Choose a best seller');
    for (const p of bestSellers.filter((b) => !valuable(b))) expect(offered).not.toContain(p.name);
    await user.selectOptions(pick, eagle.name);
    await user.click(screen.getByRole('button', { name: 'Add the product' }));
    const item = screen.getByRole('group', { name: `Item 2: ${eagle.name}` });
    await user.clear(within(item).getByRole('textbox', { name: /^Pieces/ }));
    await user.type(within(item).getByRole('textbox', { name: /^Pieces/ }), '3');
    // 3 × 0.1 oz of gold at the bid and the ask.
    expect(cellsOf(screen.getByRole('rowheader', { name: `2. 3 × ${eagle.name}` }).closest('tr') as HTMLElement)).toEqual([
      '0.3000',
      melt(0.3, gold.bid),
      melt(0.3, gold.ask),
    ]);
    await user.click(screen.getByRole('button', { name: 'Sell these to us' }));
    expect(await screen.findByRole('heading', { name: 'Sell To Us', level: 1 })).toBeInTheDocument();
    expect(
      screen.getByText('The 2 items you valued are filled in below. Add your name and email, check the list and send it for a quote.'),
    ).toBeInTheDocument();
    const descriptions = screen.getAllByRole('textbox', { name: /^What are you selling/ });
    expect(descriptions.map((d) => (d as HTMLInputElement).value)).toEqual(['1 × 1 troy oz .999 silver', eagle.name]);
    expect(screen.getAllByRole('textbox', { name: /^Quantity/ }).map((d) => (d as HTMLInputElement).value)).toEqual(['1', '3']);
    expect(screen.getAllByRole('combobox', { name: 'Metal' }).map((d) => (d as HTMLSelectElement).value)).toEqual(['Silver', 'Gold']);
  });
});

describe('a sell-to-us request from the address', () => {
  it('takes the well-formed items only, and starts empty without any', async () => {
    await show(
      `/sell-to-us?${new URLSearchParams([
        ['item', 'Silver~20~20 Maples'],
        ['item', 'Tin~1~bar'],
        ['item', 'Gold~0~x'],
      ]).toString()}`,
    );
    expect(
      screen.getByText('The item you valued is filled in below. Add your name and email, check the list and send it for a quote.'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('textbox', { name: /^What are you selling/ }).map((d) => (d as HTMLInputElement).value)).toEqual([
      '20 Maples',
    ]);
  });
});

/** The worked example of the comparisons (with a product where we are dearer), as the dealer's API would send it. */
const comparisons = () =>
  mock.server.use(
    http.get(`${TEST_API}/api/Pricing/GetPriceComparisons`, ({ request }) =>
      HttpResponse.json({
        data: [
          {
            productName: '2024 Silver Maple Leaf 1 oz',
            ourPrice: 34.75,
            date: new URL(request.url).searchParams.get('Date'),
            competitors: [
              { dealer: 'Dealer A', price: 36.21 },
              { dealer: 'Dealer B', price: 36.87 },
              { dealer: 'Dealer C', price: 35.76 },
            ],
          },
          {
            productName: '2024 Lunar Series 5 oz',
            ourPrice: 178.61,
            date: new URL(request.url).searchParams.get('Date'),
            competitors: [
              { dealer: 'Dealer A', price: 186.11 },
              { dealer: 'Dealer B', price: 189.51 },
              { dealer: 'Dealer C', price: 176.47 },
            ],
          },
          {
            productName: 'Kookaburra 1 kilo',
            ourPrice: 1100,
            date: new URL(request.url).searchParams.get('Date'),
            competitors: [{ dealer: 'Dealer A', price: 1000 }],
          },
        ],
      }),
    ),
  );

describe('price comparisons', () => {
  beforeEach(comparisons);

  it('shows each dealer’s price, marks the lowest in words, and what a buyer saves or pays more with us', async () => {
    await show('/price-comparisons?date=2026-11-18');
    const table = await screen.findByRole('table', { name: 'Prices on 2026-11-18' });
    expect(cellsOf(within(table).getByRole('rowheader', { name: '2024 Silver Maple Leaf 1 oz' }).closest('tr') as HTMLElement)).toEqual([
      '$34.75 lowest',
      '$36.21',
      '$36.87',
      '$35.76',
      'You save $1.53 (4.22%)',
    ]);
    expect(cellsOf(within(table).getByRole('rowheader', { name: '2024 Lunar Series 5 oz' }).closest('tr') as HTMLElement)).toEqual([
      '$178.61',
      '$186.11',
      '$189.51',
      '$176.47 lowest',
      'You save $5.42 (2.95%)',
    ]);
    expect(cellsOf(within(table).getByRole('rowheader', { name: 'Kookaburra 1 kilo' }).closest('tr') as HTMLElement)).toEqual([
      '$1,100.00',
      '$1,000.00 lowest',
      '—',
      '—',
      'You pay $100.00 more (10.00%)',
    ]);
    expect(screen.getByLabelText('Prices on')).toHaveValue('2026-11-18');
    const chart = within(await screen.findByRole('region', { name: 'What you save with us' }));
    expect(chart.getAllByRole('listitem').map((l) => l.textContent)).toEqual([
      '2024 Silver Maple Leaf 1 ozYou save $1.53 (4.22%)',
      '2024 Lunar Series 5 ozYou save $5.42 (2.95%)',
      'Kookaburra 1 kiloYou pay $100.00 more (10.00%)',
    ]);
  });

  it('never asks for a date in the future or one that is not a date: it shows today', async () => {
    await show('/price-comparisons?date=2999-01-01');
    expect(await screen.findByRole('table', { name: /^Prices on \d{4}-\d{2}-\d{2}$/ })).not.toHaveAccessibleName('Prices on 2999-01-01');
  });
});

describe('the comparison on a product page', () => {
  beforeEach(comparisons);

  it('shows the product’s prices against other dealers with what a buyer saves, and nothing for a product not compared', async () => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <ProductPriceComparison productName="2024 Lunar Series 5 oz" />
          <div data-testid="other">
            <ProductPriceComparison productName="2025 American Silver Eagle 1 oz" />
          </div>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const section = within(await screen.findByRole('region', { name: 'How our price compares' }));
    expect(cellsOf(section.getByRole('rowheader', { name: '2024 Lunar Series 5 oz' }).closest('tr') as HTMLElement)).toEqual([
      '$178.61',
      '$186.11',
      '$189.51',
      '$176.47 lowest',
      'You save $5.42 (2.95%)',
    ]);
    expect(section.getByRole('heading', { level: 3, name: 'What you save with us' })).toBeInTheDocument();
    expect(section.getByRole('listitem')).toHaveTextContent('2024 Lunar Series 5 ozYou save $5.42 (2.95%)');
    expect(screen.getByTestId('other')).toBeEmptyDOMElement();
  });
});

describe('supplies by category', () => {
  it('lists each category with its count, linked to its page', async () => {
    // One gift box in the mock's db, so a count of one is seen too (the others are arranged into coin tubes).
    const gifts = mock.db.catalog.filter((p) => p.suppliesCategory === 'gift-boxes');
    gifts.slice(1).forEach((p) => (p.suppliesCategory = 'coin-tubes'));
    const tubes = mock.db.catalog.filter((p) => p.suppliesCategory === 'coin-tubes').length;
    try {
      await show('/supplies-catagory');
      expect(await screen.findByRole('link', { name: 'Coin Tubes' })).toHaveAttribute('href', '/supplies-catagory/coin-tubes');
      expect(screen.getByText(`${tubes} products`)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Gift Boxes' })).toHaveAttribute('href', '/supplies-catagory/gift-boxes');
      expect(screen.getByText('1 product')).toBeInTheDocument();
    } finally {
      gifts.forEach((p) => (p.suppliesCategory = 'gift-boxes'));
    }
  });

  it('says when the categories could not be loaded (API down) and tries again on request', async () => {
    mock.setScenarios(['down']);
    const user = userEvent.setup();
    await show('/supplies-catagory');
    expect(await screen.findByRole('alert')).toHaveTextContent('Supplies categories could not be loaded.');
    mock.setScenarios([]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Coin Tubes' })).toBeInTheDocument();
  });
});
