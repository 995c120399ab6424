import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter } from 'react-router';
import { configureApi } from '@/api';
import { useSession } from '@/features/session';
import { Component as PortfolioPage } from './routes/portfolio-page';

const API = 'http://api.bold.test';
const state = vi.hoisted(() => ({ portfolioDown: false, viewsDown: false, spotDown: false }));
const portfolio = {
  success: true,
  data: {
    metalInounces: { Silver: 20 },
    productsForPortfolio: [{ productId: 2001, productName: '2025 Silver Maple Leaf 1 oz', metal: 'Silver', quantity: 20, ouncesPerUnit: 1, ounces: 20, investment: 700, currentValue: 640 }],
    investment: { totalInvestment: 700, totalCurrentAssetValue: 640, dayPnlDollar: -5, dayChangePercentage: -0.78 },
    portfolioSettings: { showPrediction: false, showActualPrice: true, showMetalPrice: false },
    metalCandleChart: [],
  },
};
const server = setupServer(
  http.post(`${API}/api/Portfolio/CustomerPortFolio`, () => (state.portfolioDown ? HttpResponse.json({ message: 'down' }, { status: 500 }) : HttpResponse.json(portfolio))),
  http.post(`${API}/api/Portfolio/AddPortfolioViews`, () => (state.viewsDown ? HttpResponse.json({ message: 'down' }, { status: 500 }) : HttpResponse.json({ message: 'ok' }))),
  http.get(`${API}/api/Pricing/GetSpotPrices`, () => HttpResponse.json({ data: { goldAsk: 2700, goldBid: 2690, goldChange: 0, goldChangePercent: 0, silverAsk: 33, silverBid: 32, silverChange: 0, silverChangePercent: 0, platinumAsk: 1, platinumBid: 1, platinumChange: 0, platinumChangePercent: 0, palladiumAsk: 1, palladiumBid: 1, palladiumChange: 0, palladiumChangePercent: 0, timestamp: '2026-11-21T17:00:00Z', areStale: false } })),
  http.get(`${API}/api/Portfolio/GetCustomerPredictions`, () => HttpResponse.json({ data: [] })),
  http.get(`${API}/api/Product/SearchProductsByKeyword`, () => HttpResponse.json({ dataList: { searchProductsByKW: [{ id: 2001, name: '2025 Silver Maple Leaf 1 oz', productNameWithHypen: 'x', imagePath: '/x.svg', stocks: [], metal: 'Silver', ounces: 1, productType: 'Coin' }] } })),
  http.get(`${API}/api/Portfolio/GetSpotPricesDateWise`, () => (state.spotDown ? HttpResponse.json({ message: 'down' }, { status: 500 }) : HttpResponse.json({ data: { date: '2025-03-14', metal: 'Silver', spot: 32.1, productName: '', productPrice: null } }))),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  Object.assign(state, { portfolioDown: false, viewsDown: false, spotDown: false });
  configureApi({ baseUrl: API, getToken: () => 't', validateResponses: false });
  useSession.setState({ isLoggedIn: true, user: { userId: 1001, token: 't', firstName: 'Alexandra', isGuest: false } });
});

function show() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <PortfolioPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the portfolio page', () => {
  it('values a holding at spot (ask × oz) and at the bid, with the gain at the bid', async () => {
    show();
    const holding = await screen.findByRole('article', { name: '2025 Silver Maple Leaf 1 oz' });
    const value = (label: string) => within(holding).getByText(label, { exact: true }).nextElementSibling?.textContent;
    expect(value('Value at spot')).toBe('$660.00');
    expect(value('Value at our bid')).toBe('$640.00');
    expect(value('Gain or loss at the bid')).toBe('Loss −$60.00 (−8.57%)');
    expect(screen.getByTestId('total-assets')).toHaveTextContent('$640.00');
  });

  it('a failed portfolio call shows the problem and a retry, not a blank page', async () => {
    state.portfolioDown = true;
    show();
    expect(await screen.findByText('Your portfolio could not be loaded. What is shown is empty until it loads.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a holding' })).toBeInTheDocument();
  });

  it('logs “Failed to add portfolio views” when the view is not recorded, and nothing else happens', async () => {
    state.viewsDown = true;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    show();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('Failed to add portfolio views'));
    expect(await screen.findByRole('article', { name: '2025 Silver Maple Leaf 1 oz' })).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: /views/ })).toBeNull();
    warn.mockRestore();
  });

  it('says “Could not fetch spot prices date wise” when the spot of the day cannot be read, and the holding can still be added', async () => {
    state.spotDown = true;
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Add a holding' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /^Find the product/ }), 'maple{Enter}');
    await user.click(await within(dialog).findByRole('radio', { name: '2025 Silver Maple Leaf 1 oz' }));
    await user.type(within(dialog).getByLabelText(/^Day bought/), '2025-03-14');
    expect(await within(dialog).findByText(/^Could not fetch spot prices date wise\. You can still add the holding/)).toBeInTheDocument();
  });
});
