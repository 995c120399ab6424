import { expect, test as base, type Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { addWithKeyboard } from './support/cart';
import { signInWithKeyboard } from './support/keyboard';
import { startServedStore } from './support/served-store';
import { openStore, SAME_AT_EVERY_WIDTH } from './support/store';

// A mock build served by the store's server (`npm run serve`) runs one mock, in the server: the pages it
// renders and the browser's calls read and write one shop, each visitor's own.
const test = base.extend<{ mockNow: Date }>({
  /** Where the server's mock clock stands: when the file is loaded. */
  mockNow: [new Date(), { option: true }],
  baseURL: async ({ mockNow }, run) => {
    const store = await startServedStore(mockNow);
    await run(store.url);
    await store.stop();
  },
});

const PRODUCT = '/product/2001/any';

/** The product ids and quantities of the signed-in customer's cart, as the server's mock holds it. */
async function serverCart(page: Page): Promise<Record<number, number>> {
  const answer = await page.request.get('/api/ShoppingCart/GetProductFromShoppingCart');
  expect(answer.status()).toBe(200);
  const { data } = (await answer.json()) as { data: { productId: number; quantity: number }[] };
  return Object.fromEntries(data.map((line) => [line.productId, line.quantity]));
}

test(
  'what the browser writes is in the server’s shop, and in no other visitor’s',
  { tag: SAME_AT_EVERY_WIDTH },
  async ({ page, browser, baseURL }) => {
    await openStore(page, '/?scenario=signed-in');
    // Signed in as the demo customer: the header shows their portfolio.
    await expect(page.getByRole('banner').getByRole('link', { name: /^Total Assets \$/ })).toBeVisible();
    // No service worker answers for this page: its calls go to the store's /api.
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
    expect(await serverCart(page)).not.toHaveProperty('2011');
    await addWithKeyboard(page, '/product/2011/any', '2');
    expect(await serverCart(page)).toHaveProperty('2011', 2);

    const other = await browser.newContext({ baseURL });
    try {
      const visitor = await other.newPage();
      await openStore(visitor, '/?scenario=signed-in');
      expect(await serverCart(visitor)).not.toHaveProperty('2011');
    } finally {
      await other.close();
    }
  },
);

test(
  'signing in goes through the server’s session: the page holds no token of the mock’s',
  { tag: SAME_AT_EVERY_WIDTH },
  async ({ page }) => {
    const bodies: Promise<string>[] = [];
    // The answers of the store's /api and its pages (its scripts' bytes hold hashes of that shape).
    page.on('response', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/') || r.request().resourceType() === 'document') bodies.push(r.text().catch(() => ''));
    });
    await openStore(page, '/signin?redirect=%2Forders%2Forder-history');
    await signInWithKeyboard(page, 'demo@boldbullion.test', 'Bullion#2026');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order history');
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'bold_session')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    // The mock's tokens are 32 hex digits: none is in the page's storage, its cookies or any answer it had.
    const TOKEN = /\b[0-9a-f]{32}\b/;
    const read = () => page.evaluate(() => JSON.stringify([{ ...localStorage }, { ...sessionStorage }, document.cookie]));
    // The heading may be the server's, before the page's script has taken it over and kept who is signed in.
    await expect.poll(read, { message: 'the customer kept in the page' }).toContain('Alexandra');
    expect(await read()).not.toMatch(TOKEN);
    expect((await Promise.all(bodies)).filter((body) => TOKEN.test(body))).toEqual([]);
  },
);

test(
  'a scenario chosen in the dev panel is the one the server renders with, for that visitor alone',
  { tag: SAME_AT_EVERY_WIDTH },
  async ({ page, browser, baseURL }) => {
    await openStore(page, PRODUCT);
    const panel = page.getByRole('complementary', { name: 'Mock API' });
    // By keyboard, as in mock-api.spec.ts: a click scrolls to the panel smoothly, and it moves under the pointer.
    await panel.getByText('Mock API', { exact: true }).press('Enter');
    await panel.getByRole('checkbox', { name: 'API down' }).press('Space');
    await expect(panel.getByRole('checkbox', { name: 'API down' })).toBeChecked();
    const down = page.waitForResponse((r) => r.request().isNavigationRequest() && new URL(r.url()).searchParams.get('scenario') === 'down');
    await panel.getByRole('button', { name: 'Apply and reload' }).press('Enter');
    // The server's page, rendered from the visitor's shop, is the API's failure.
    expect((await down).status()).toBe(503);
    await expect(panel.getByText('Mock API (1 on)')).toBeVisible();

    const other = await browser.newContext({ baseURL });
    try {
      const visitor = await other.newPage();
      expect((await visitor.goto(PRODUCT))?.status()).toBe(200);
    } finally {
      await other.close();
    }

    await panel.getByText('Mock API (1 on)', { exact: true }).press('Enter');
    const reset = page.waitForResponse((r) => r.request().isNavigationRequest() && new URL(r.url()).searchParams.has('mock-reset'));
    await panel.getByRole('button', { name: 'Reset mock data' }).press('Enter');
    expect((await reset).status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(panel.getByText('Mock API', { exact: true })).toBeVisible();
    await expectAccessible(page);
  },
);

test(
  'a customer’s page opened with the signed-in scenario is rendered for the demo customer, with their orders',
  { tag: SAME_AT_EVERY_WIDTH },
  async ({ page }) => {
    const first = page.waitForResponse((r) => r.request().isNavigationRequest());
    await openStore(page, '/orders/order-history?scenario=signed-in');
    // The server's own answer: the page itself, not a trip through sign-in, with the orders in it.
    const answer = await first;
    expect(answer.status()).toBe(200);
    expect(await answer.text()).toMatch(/>\d+ orders?\.<\/p>/);
    await expect(page).toHaveURL(/\/orders\/order-history/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order history');
    await expect(page.getByText(/^\d+ orders?\.$/)).toBeVisible();
    await expectAccessible(page);
  },
);
