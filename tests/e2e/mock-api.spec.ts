import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { openStore, SAME_AT_EVERY_WIDTH } from './support/store';

/** Calls the API from inside the page, so the request goes through the store's service worker mock. */
async function apiCall(page: Page, method: string, path: string, body?: unknown, token?: string) {
  return page.evaluate(
    async ([m, p, b, t]) => {
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      if (t) headers.Authorization = `Bearer ${t}`;
      const r = await fetch(p as string, { method: m as string, headers, body: b === undefined ? undefined : JSON.stringify(b) });
      return { status: r.status, body: (await r.json().catch(() => null)) as unknown };
    },
    [method, path, body, token] as const,
  );
}

test.describe('the in-browser mock API', () => {
  test('keeps state across a reload: a cart line added is still there', { tag: SAME_AT_EVERY_WIDTH }, async ({ page }) => {
    await openStore(page, '/?mock-reset');
    const signIn = await apiCall(page, 'POST', '/api/Authentication/SignIn', {
      emailId: 'demo@boldbullion.test',
      password: 'Bullion#2026',
    });
    expect(signIn.status).toBe(200);
    const token = (signIn.body as { data: { token: string } }).data.token;
    const before = (await apiCall(page, 'GET', '/api/ShoppingCart/GetProductFromShoppingCart', undefined, token)).body as {
      data: unknown[];
    };
    await apiCall(
      page,
      'POST',
      '/api/ShoppingCart/AddProductToShoppingCart',
      { productId: 7001, quantity: 3, stockSource: 'Instock', selected: true },
      token,
    );
    await openStore(page, '/');
    const after = (await apiCall(page, 'GET', '/api/ShoppingCart/GetProductFromShoppingCart', undefined, token)).body as {
      data: { productId: number; quantity: number }[];
    };
    expect(after.data).toHaveLength(before.data.length + 1);
    expect(after.data.find((l) => l.productId === 7001)?.quantity).toBe(3);
    // ?mock-reset starts the store from its seed again.
    await openStore(page, '/?mock-reset');
    expect((await apiCall(page, 'GET', '/api/ShoppingCart/GetProductFromShoppingCart', undefined, token)).status).toBe(401);
  });

  test('switches scenarios from the URL: API down answers 500, and the page still renders', async ({ page }) => {
    await openStore(page, '/?scenario=down');
    expect((await apiCall(page, 'GET', '/api/UI/GetNotice')).status).toBe(500);
    await expect(page.getByRole('main')).toBeVisible();
    await openStore(page, '/?scenario=');
    expect((await apiCall(page, 'GET', '/api/UI/GetNotice')).status).toBe(200);
  });

  test(
    'the dev panel lists the scenarios, applies one on reload, and passes axe when open',
    { tag: SAME_AT_EVERY_WIDTH },
    async ({ page }) => {
      await openStore(page, '/');
      const panel = page.getByRole('complementary', { name: 'Mock API' });
      // By keyboard: the panel is the page's last thing, and a click scrolls to it smoothly (and folds the
      // header on the way), so what is under the pointer can move between press and release.
      await panel.getByText('Mock API', { exact: true }).press('Enter');
      for (const name of [
        'Signed in',
        'Empty cart',
        'Slow network',
        'API down',
        'Session expired',
        'Malformed responses',
        'Contract drift',
      ]) {
        await expect(panel.getByRole('checkbox', { name })).toBeVisible();
      }
      await panel.getByRole('checkbox', { name: 'Session expired' }).press('Space');
      await expect(panel.getByRole('checkbox', { name: 'Session expired' })).toBeChecked();
      await expectAccessible(page);
      await panel.getByRole('button', { name: 'Apply and reload' }).press('Enter');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(panel.getByText('Mock API (1 on)')).toBeVisible();
      expect((await apiCall(page, 'GET', '/api/ShoppingCart/GetCoupons', undefined, 'x')).status).toBe(401);
    },
  );

  test('serves generated product pictures', async ({ page }) => {
    await openStore(page, '/');
    const svg = await page.evaluate(async () => (await fetch('/images/products/2001.svg')).text());
    expect(svg).toContain('<svg');
    expect(svg).toMatch(/<title>[^<]+silver coin<\/title>/);
  });
});
