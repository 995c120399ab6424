import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { SearchProduct } from '@generated/hooks/model';
import { ALERTS_STORAGE_KEY, parseAlerts } from '@/domain/spot/alerts';
import { seededMockForFile } from '@/test/seeded-mock';
import { useToastStore } from '@/ui/toast/toast-store';
import { callMock } from '../../../tests/contract/support/mock-client';
import { watchedValue } from './alerts';
import PriceAlertWatcher from './components/price-alert-watcher';
import { Component as PriceAlertsPage } from './routes/price-alerts-page';

// On the one seeded mock, whose spot feed ticks with its clock: the market moves when the test moves the
// clock, and a premium when the test changes a product's premium in the mock's db.
const clock = { at: new Date('2026-11-18T15:30:00Z') };
const { mock } = seededMockForFile({ now: () => clock.at });
const START = clock.at;
const goldAsk = () => mock.db.market.quoteAt('gold', clock.at).ask;
/** Moves the mock's clock on, a minute at a time, to the first moment when gold's ask passes `test`. */
function moveUntilGold(test: (ask: number) => boolean) {
  for (let minute = 1; minute < 240; minute++) {
    const at = new Date(clock.at.getTime() + minute * 60_000);
    if (test(mock.db.market.quoteAt('gold', at).ask)) return void (clock.at = at);
  }
  throw new Error('gold never moved that way in four hours of the mock’s feed');
}
/** The lowest premium over spot per troy ounce near spot, from the mock's own answer. */
async function silverPremium() {
  const r = await callMock(mock, 'GET', '/api/Product/GetProductNearToSpot', { query: { metalType: 'Silver' } });
  return watchedValue('premium-falls', 'Silver', undefined, (r.body as { data: SearchProduct[] }).data);
}
/**
 * The mock sells some silver at spot (no premium at all), so nothing can fall below it: for the premium
 * alerts those are out of stock in the mock's db, and back after the test.
 */
const atSpotSilver = mock.db.catalog.filter((p) => p.metal === 'Silver' && p.atSpot);
const seededStock = new Map(atSpotSilver.map((p) => [p, p.stock]));
const withoutAtSpotSilver = () =>
  atSpotSilver.forEach((p) => (p.stock = p.stock.map((x) => ({ ...x, stockName: 'out of stock' as const }))));
const silver = mock.db.catalog.filter((p) => p.metal === 'Silver');
const seededPremium = new Map(silver.map((p) => [p, p.premiumPerOz]));
afterEach(() => {
  seededStock.forEach((stock, p) => (p.stock = stock));
  seededPremium.forEach((premium, p) => (p.premiumPerOz = premium));
});
const usd = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
beforeEach(() => {
  clock.at = START;
  localStorage.clear();
  useToastStore.setState({ toasts: [] });
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
    const ask = goldAsk();
    await screen.findByText(`Now $${usd(ask)}`);
    await user.type(amount, String(ask));
    await user.click(screen.getByRole('button', { name: 'Set the alert' }));
    expect(amount).toHaveAccessibleDescription(
      expect.stringContaining(`Gold’s spot ask is already $${usd(ask)}; choose a price above it.`),
    );
    expect(amount).toHaveFocus();
    expect(stored()).toEqual([]);
    await user.clear(amount);
    const above = Math.round((ask + 0.01) * 100) / 100;
    await user.type(amount, usd(above));
    await user.click(screen.getByRole('button', { name: 'Set the alert' }));
    expect(screen.getByRole('status')).toHaveTextContent(`Alert set: Gold, spot ask rises to $${usd(above)}.`);
    expect(stored()).toMatchObject([{ metal: 'Gold', kind: 'ask-rises', threshold: above }]);
    expect(
      within(screen.getByRole('region', { name: 'Your alerts' })).getByText((text) =>
        text.includes(`spot ask rises to $${usd(above)}. Waiting.`),
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Remove: Gold at $${usd(above)}` }));
    expect(screen.getByRole('status')).toHaveTextContent(`Alert removed: Gold at $${usd(above)}.`);
    expect(localStorage.getItem(ALERTS_STORAGE_KEY)).toBeNull();
  });

  it('checks a premium alert against the lowest premium per troy ounce near spot', async () => {
    withoutAtSpotSilver();
    const user = userEvent.setup();
    show(<PriceAlertsPage />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Metal' }), 'Silver');
    await user.selectOptions(screen.getByRole('combobox', { name: 'When' }), 'Lowest premium over spot (per troy ounce) falls to');
    const premium = (await silverPremium())!;
    expect(premium).toBeGreaterThan(0);
    await screen.findByText(`Now $${usd(premium)}`);
    await user.type(screen.getByRole('textbox', { name: /^Price in dollars/ }), usd(premium));
    await user.click(screen.getByRole('button', { name: 'Set the alert' }));
    expect(screen.getByRole('textbox', { name: /^Price in dollars/ })).toHaveAccessibleDescription(
      expect.stringContaining(`Silver’s lowest premium over spot is already $${usd(premium)}; choose a price below it.`),
    );
  });
});

describe('the price alert watcher', () => {
  it('goes off once when the price crosses, with a polite toast, and the alert keeps when and at what price', async () => {
    // Gold: the ask it will have when it next rises; silver: a cent under the lowest premium now.
    const start = goldAsk();
    const later = (() => {
      const at = clock.at;
      moveUntilGold((ask) => ask > start);
      const ask = goldAsk();
      clock.at = at;
      return ask;
    })();
    withoutAtSpotSilver();
    const premium = (await silverPremium())!;
    const under = Math.round((premium - 0.01) * 100) / 100;
    localStorage.setItem(
      ALERTS_STORAGE_KEY,
      JSON.stringify([
        { id: 'g', metal: 'Gold', kind: 'ask-rises', threshold: later },
        { id: 's', metal: 'Silver', kind: 'premium-falls', threshold: under },
      ]),
    );
    const client = show(<PriceAlertWatcher />);
    await waitFor(() => expect(client.getQueryData(['/api/Pricing/GetSpotPrices', {}])).toBeDefined());
    // The first readings only set where the prices start.
    expect(useToastStore.getState().toasts).toEqual([]);
    // The market moves to exactly the gold alert; silver premiums fall by 5 cents an ounce.
    moveUntilGold((ask) => ask === later);
    for (const p of silver) p.premiumPerOz -= 0.05;
    const newPremium = (await silverPremium())!;
    expect(newPremium).toBeLessThanOrEqual(under);
    await act(() => client.refetchQueries());
    await waitFor(() =>
      expect(
        useToastStore
          .getState()
          .toasts.map((t) => t.text)
          .sort(),
      ).toEqual([
        `Price alert: Gold’s spot ask rose to $${usd(later)} (your alert: $${usd(later)}).`,
        `Price alert: Silver’s lowest premium over spot fell to $${usd(newPremium)} (your alert: $${usd(under)}).`,
      ]),
    );
    expect(useToastStore.getState().toasts.every((t) => t.tone === 'info')).toBe(true);
    expect(stored()).toMatchObject([
      { id: 'g', triggered: { value: later } },
      { id: 's', triggered: { value: newPremium } },
    ]);
    // Further moves past the threshold say nothing more.
    moveUntilGold((ask) => ask > later);
    await act(() => client.refetchQueries());
    expect(useToastStore.getState().toasts).toHaveLength(2);
  });

  it('says nothing while the price stays on its side: a cent under the alert', async () => {
    const start = goldAsk();
    const at = clock.at;
    moveUntilGold((ask) => ask > start);
    const threshold = Math.round((goldAsk() + 0.01) * 100) / 100;
    clock.at = at;
    localStorage.setItem(ALERTS_STORAGE_KEY, JSON.stringify([{ id: 'g', metal: 'Gold', kind: 'ask-rises', threshold }]));
    const client = show(<PriceAlertWatcher />);
    await waitFor(() => expect(client.getQueryData(['/api/Pricing/GetSpotPrices', {}])).toBeDefined());
    moveUntilGold((ask) => ask === Math.round((threshold - 0.01) * 100) / 100);
    await act(() => client.refetchQueries());
    expect(useToastStore.getState().toasts).toEqual([]);
    expect(stored()[0]?.triggered).toBeUndefined();
  });
});
