import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { addWithKeyboard } from './support/cart';
import { signInWithKeyboard } from './support/keyboard';
import { openStore, SAME_AT_EVERY_WIDTH } from './support/store';

/** Records every CSP violation and uncaught error of the page, from the first script on. */
async function watchProblems(page: Page): Promise<() => Promise<string[]>> {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/.test(m.text())) problems.push(`console: ${m.text()}`);
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  return async () => [...problems, ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations))];
}

const bad = /\bNaN\b|\bundefined\b|\bnull\b|Cannot read properties|TypeError/;

test.describe('trust: strict CSP and faulty answers', () => {
  test(
    'the built store sends a strict CSP and the security headers, and works under them with no violation',
    { tag: SAME_AT_EVERY_WIDTH },
    async ({ page }) => {
      test.setTimeout(120_000);
      const problems = await watchProblems(page);
      const response = await page.goto('/');
      const headers = response?.headers() ?? {};
      expect(headers['content-security-policy']).toContain("default-src 'self'");
      expect(headers['content-security-policy']).toContain("script-src 'self'");
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['content-security-policy']).not.toContain('unsafe-inline');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      // A guest adds to the cart, opens the drawer, the preferences dialog and the mock panel; a customer signs in.
      await addWithKeyboard(page, '/product/2001/any', '1');
      // By keyboard: the drawer's hover-to-open timer plays no part, so the drawer's opening is all this tests.
      await page
        .getByRole('banner')
        .getByRole('button', { name: /^Cart, \d+ items?$/ })
        .focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('region', { name: 'Cart', exact: true })).toBeVisible();
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Preferences' }).click();
      await expect(page.getByRole('dialog', { name: 'Your preferences' })).toBeVisible();
      await page.keyboard.press('Escape');
      await openStore(page, '/silver-bullion');
      // By keyboard too: the consent banner that comes in at the page's foot can shift the panel under a pointer's click.
      await page
        .getByRole('complementary', { name: 'Mock API' })
        .getByText(/^Mock API/)
        .focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('checkbox', { name: /API down/i })).toBeVisible();
      await openStore(page, '/cart/cart');
      await openStore(page, '/signin');
      await signInWithKeyboard(page, 'demo@boldbullion.test', 'Bullion#2026');
      await expect(page.getByRole('banner').getByRole('button', { name: /Account menu/ })).toBeVisible();
      await openStore(page, '/orders/order-history');
      expect(await problems()).toEqual([]);
    },
  );

  const pages: [string, string][] = [
    ['a category', '/silver-bullion'],
    ['a product', '/product/2001/any'],
    ['search results', '/search/searchresults?searchkey=eagle'],
  ];
  for (const [name, path] of pages) {
    test(
      `with answers that break the contract, ${name} shows its error with Try again and the header keeps working`,
      { tag: SAME_AT_EVERY_WIDTH },
      async ({ page }) => {
        const problems = await watchProblems(page);
        await page.goto(`${path}${path.includes('?') ? '&' : '?'}scenario=malformed`);
        const alert = page.getByRole('main').getByRole('alert');
        await expect(alert).toBeVisible();
        await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/^Loading/);
        // The spot tiles (in the header, or the ticker below it on a phone) say so instead of showing $NaN.
        await expect(
          page.getByText('Spot prices are unavailable right now. We will try again shortly.').locator('visible=true').first(),
        ).toBeVisible();
        expect(await page.locator('body').innerText()).not.toMatch(bad);
        // The header still takes the shopper elsewhere.
        await page
          .getByRole('banner')
          .getByRole('link', { name: /Bold Precious Metals/ })
          .first()
          .click();
        await expect(page.getByRole('heading', { level: 1, name: 'Bullion priced live off the spot market' })).toBeVisible();
        await expectAccessible(page);
        expect((await problems()).filter((p) => p.startsWith('uncaught'))).toEqual([]);
      },
    );
  }

  test(
    'with answers that break the contract, a guest cart and a signed-in customer’s pages show errors, never NaN or a crash',
    { tag: SAME_AT_EVERY_WIDTH },
    async ({ page }) => {
      test.setTimeout(120_000);
      const problems = await watchProblems(page);
      await addWithKeyboard(page, '/product/2001/any', '2');
      await page.goto('/cart/cart?scenario=malformed');
      await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('alert').first()).toBeVisible();
      expect(await page.locator('body').innerText()).not.toMatch(bad);

      await openStore(page, '/signin?scenario=');
      await signInWithKeyboard(page, 'demo@boldbullion.test', 'Bullion#2026');
      await expect(page.getByRole('banner').getByRole('button', { name: /Account menu/ })).toBeVisible();
      for (const path of ['/?scenario=malformed', '/orders/order-history', '/cart/cart']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('banner')).toBeVisible();
        expect(await page.locator('body').innerText()).not.toMatch(bad);
      }
      expect((await problems()).filter((p) => p.startsWith('uncaught'))).toEqual([]);
    },
  );

  test('a 25-digit quantity is refused with the reason, and nothing reaches the cart', async ({ page }) => {
    await openStore(page, '/product/2001/any');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/^Loading/);
    const quantity = page.getByRole('textbox', { name: 'Quantity' });
    await quantity.fill('1234567890123456789012345');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(quantity).toHaveAccessibleDescription(
      /^(Only \d+ in stock\. Lower the quantity or choose Preorder\.|You can buy up to 1,000 at a time\.)$/,
    );
    await expect(quantity).toBeFocused();
    await expect(quantity).toHaveValue('1234567890123456789012345');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
    expect(await page.locator('body').innerText()).not.toMatch(/e\+2\d|Infinity|NaN/);
  });
});
