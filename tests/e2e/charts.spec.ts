import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { tabTo } from './support/keyboard';
import { openStore, SAME_AT_EVERY_WIDTH } from './support/store';

test.describe('price charts', () => {
  test('a spot tile opens its chart; the range picker and the table tell the same story as the chart', async ({ page }) => {
    // Two axe runs, one over a 90-row table, on a loaded machine.
    test.setTimeout(120_000);
    await openStore(page, '/');
    await page
      .getByRole('link', { name: /^Gold \$/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/chart\/gold-price$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gold price chart');
    const chart = page.getByRole('img', { name: /^Gold spot price over 1 year: from \$[\d,.]+ on .+ to \$[\d,.]+/ });
    await expect(chart).toBeVisible();
    await expect(chart.locator('canvas').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Gold', exact: true })).toHaveAttribute('aria-current', 'page');
    await expectAccessible(page);

    // Keyboard: choose three months.
    const threeMonths = page.getByRole('radio', { name: '3 months' });
    await tabTo(page, page.getByRole('radio', { name: '1 year' }));
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(threeMonths).toBeChecked();
    await expect(page).toHaveURL(/\/chart\/gold-price\?range=3M$/);
    await expect(page.getByRole('img', { name: /^Gold spot price over 3 months/ })).toBeVisible();

    await page.getByText(/Show the prices as a table \(\d+ days\)/).click();
    const table = page.getByRole('table', { name: /Gold spot price by day, 3 months/ });
    const rows = await table.getByRole('row').count();
    expect(rows - 1).toBeGreaterThan(55);
    expect(rows - 1).toBeLessThan(100);
    // The latest close in the summary is the first row of the table.
    const latest = await page.getByRole('definition').first().textContent();
    const firstClose = (await table.getByRole('row').nth(1).getByRole('cell').last().textContent()) ?? '';
    expect(firstClose).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
    expect(latest).toContain(firstClose);
    await expectAccessible(page);
  });

  for (const metal of ['silver', 'platinum', 'palladium']) {
    test(`/chart/${metal}-price shows ${metal}`, async ({ page }) => {
      await openStore(page, `/chart/${metal}-price?range=1M`);
      await expect(page.getByRole('img', { name: new RegExp(`over 1 month`, 'i') })).toBeVisible();
      await expect(page.getByRole('radio', { name: '1 month' })).toBeChecked();
    });
  }

  test(
    'an unknown metal is a not-found page; a failing API shows a retry, not a blank page',
    { tag: SAME_AT_EVERY_WIDTH },
    async ({ page }) => {
      await openStore(page, '/chart/copper-price');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/not found/i);
      await openStore(page, '/chart/silver-price?scenario=down');
      await expect(page.getByRole('alert').filter({ hasText: 'We could not load the silver price history.' })).toBeVisible({
        timeout: 15_000,
      });
      await expect(page.getByRole('radio', { name: '1 year' })).toBeVisible();
      await openStore(page, '/?scenario=');
    },
  );
});
