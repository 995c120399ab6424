import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { openStore } from './support/store';

test.describe('store shell', () => {
  test('home page has a header, main content and footer, and passes axe', async ({ page }) => {
    await openStore(page, '/');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bullion priced live off the spot market');
    await expect(page).toHaveTitle(/Bold Precious Metals/);
    await expectAccessible(page);
  });

  test('an unknown route shows a not-found page inside the shell, and passes axe', async ({ page }) => {
    await openStore(page, '/no-such-page/at-all');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByRole('main')).toContainText('/no-such-page/at-all');
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expectAccessible(page);
  });

  test('keyboard: the first Tab reaches the skip link, which moves focus to the main content', async ({ page }) => {
    await openStore(page, '/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    // The next Tab continues inside the main content, not back in the header.
    await page.keyboard.press('Tab');
    const focusedInMain = await page.evaluate(() => !!document.activeElement?.closest('main'));
    expect(focusedInMain).toBe(true);
  });

  test('the page scrolls to the top after following a link', async ({ page }) => {
    await openStore(page, '/');
    await page.evaluate(() => {
      document.body.style.minHeight = '3000px';
      // At once, not the store's smooth scroll: a link still moving when it is clicked may be missed.
      window.scrollTo({ top: 1500, behavior: 'instant' });
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }).click();
    await expect(page).toHaveURL(/\/company\/contact-us$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the mock API is on by default in the served build', async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (m) => messages.push(m.text()));
    await openStore(page, '/');
    await expect.poll(() => messages.some((m) => m.includes('[bold:mock-api]'))).toBe(true);
  });
});
