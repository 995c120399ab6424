import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter } from 'react-router';
import { configureApi } from '@/api';
import { ALERTS_STORAGE_KEY, parseAlerts } from '@/domain/spot/alerts';
import { useToastStore } from '@/ui/toast/toast-store';
import PriceAlertWatcher from './components/price-alert-watcher';
import { Component as PriceAlertsPage } from './routes/price-alerts-page';

const API = 'http://api.bold.test';
const market = vi.hoisted(() => ({ goldAsk: 2712.87, silverPremium: 2.5 }));
const server = setupServer(
  http.get(`${API}/api/Pricing/GetSpotPrices`, () =>
    HttpResponse.json({
      data: {
        goldAsk: market.goldAsk, goldBid: market.goldAsk - 10, goldChange: 0, goldChangePercent: 0, silverAsk: 31.44, silverBid: 31, silverChange: 0, silverChangePercent: 0,
        platinumAsk: 965.98, platinumBid: 960.2, platinumChange: 0, platinumChangePercent: 0, palladiumAsk: 1020.02, palladiumBid: 1008.86, palladiumChange: 0, palladiumChangePercent: 0,
        timestamp: new Date().toISOString(), areStale: false, pnl: null,
      },
    }),
  ),
  http.get(`${API}/api/Product/GetProductNearToSpot`, () =>
    HttpResponse.json({ data: [{ id: 1, name: 'Silver bar 10 oz', productNameWithHypen: 'bar', imagePath: '/b.svg', stocks: [], ounces: 10, premiumOverSpot: market.silverPremium * 10 }, { id: 2, name: 'No weight', productNameWithHypen: 'x', imagePath: '/x.svg', stocks: [], premiumOverSpot: 0 }] }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  Object.assign(market, { goldAsk: 2712.87, silverPremium: 2.5 });
  localStorage.clear();
  useToastStore.setState({ toasts: [] });
  configureApi({ baseUrl: API, getToken: () => null, validateResponses: false });
});

function show(ui: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

const stored = () => parseAlerts(localStorage.getItem(ALERTS_STORAGE_KEY));

describe('the price alerts page', () => {
  it('sets an alert only on the far side of the price now, says so, and keeps it in this browser', async () => {
    const user = userEvent.setup();
    show(<PriceAlertsPage />);
    expect(screen.getByText('You have no price alerts.')).toBeInTheDocument();
    const amount = screen.getByRole('textbox', { name: /^Price in dollars/ });
    await screen.findByText('Now $2,712.87');
    await user.type(amount, '2712.87');
    await user.click(screen.getByRole('button', { name: 'Set the alert' }));
    expect(amount).toHaveAccessibleDescription(/Gold’s spot ask is already \$2,712\.87; choose a price above it\./);
    expect(amount).toHaveFocus();
    expect(stored()).toEqual([]);
    await user.clear(amount);
    await user.type(amount, '2,712.88');
    await user.click(screen.getByRole('button', { name: 'Set the alert' }));
    expect(screen.getByRole('status')).toHaveTextContent('Alert set: Gold, spot ask rises to $2,712.88.');
    expect(stored()).toMatchObject([{ metal: 'Gold', kind: 'ask-rises', threshold: 2712.88 }]);
    expect(within(screen.getByRole('region', { name: 'Your alerts' })).getByText(/spot ask rises to \$2,712\.88\. Waiting\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove: Gold at $2,712.88' }));
    expect(screen.getByRole('status')).toHaveTextContent('Alert removed: Gold at $2,712.88.');
    expect(localStorage.getItem(ALERTS_STORAGE_KEY)).toBeNull();
  });

  it('checks a premium alert against the lowest premium per troy ounce near spot', async () => {
    const user = userEvent.setup();
    show(<PriceAlertsPage />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Metal' }), 'Silver');
    await user.selectOptions(screen.getByRole('combobox', { name: 'When' }), 'Lowest premium over spot (per troy ounce) falls to');
    await screen.findByText('Now $2.50');
    await user.type(screen.getByRole('textbox', { name: /^Price in dollars/ }), '2.50');
    await user.click(screen.getByRole('button', { name: 'Set the alert' }));
    expect(screen.getByRole('textbox', { name: /^Price in dollars/ })).toHaveAccessibleDescription(/Silver’s lowest premium over spot is already \$2\.50; choose a price below it\./);
  });
});

describe('the price alert watcher', () => {
  it('goes off once when the price crosses, with a polite toast, and the alert keeps when and at what price', async () => {
    localStorage.setItem(ALERTS_STORAGE_KEY, JSON.stringify([{ id: 'g', metal: 'Gold', kind: 'ask-rises', threshold: 2750 }, { id: 's', metal: 'Silver', kind: 'premium-falls', threshold: 2 }]));
    const client = show(<PriceAlertWatcher />);
    await waitFor(() => expect(client.getQueryData(['/api/Pricing/GetSpotPrices', {}])).toBeDefined());
    // The first readings only set where the prices start.
    expect(useToastStore.getState().toasts).toEqual([]);
    market.goldAsk = 2750;
    market.silverPremium = 1.99;
    await act(() => client.refetchQueries());
    await waitFor(() => expect(useToastStore.getState().toasts.map((t) => t.text).sort()).toEqual(['Price alert: Gold’s spot ask rose to $2,750.00 (your alert: $2,750.00).', 'Price alert: Silver’s lowest premium over spot fell to $1.99 (your alert: $2.00).']));
    expect(useToastStore.getState().toasts.every((t) => t.tone === 'info')).toBe(true);
    expect(stored()).toMatchObject([{ id: 'g', triggered: { value: 2750 } }, { id: 's', triggered: { value: 1.99 } }]);
    // Further moves past the threshold say nothing more.
    market.goldAsk = 2760;
    await act(() => client.refetchQueries());
    expect(useToastStore.getState().toasts).toHaveLength(2);
  });

  it('says nothing while the price stays on its side', async () => {
    localStorage.setItem(ALERTS_STORAGE_KEY, JSON.stringify([{ id: 'g', metal: 'Gold', kind: 'ask-rises', threshold: 2750 }]));
    const client = show(<PriceAlertWatcher />);
    await waitFor(() => expect(client.getQueryData(['/api/Pricing/GetSpotPrices', {}])).toBeDefined());
    market.goldAsk = 2749.99;
    await act(() => client.refetchQueries());
    expect(useToastStore.getState().toasts).toEqual([]);
    expect(stored()[0]?.triggered).toBeUndefined();
  });
});
