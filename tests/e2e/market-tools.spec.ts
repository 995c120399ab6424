import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { homeByLogo, tabTo } from './support/keyboard';
import { openStore, SAME_AT_EVERY_WIDTH } from './support/store';

const money = /^\$[\d,]+\.\d\d$/;

test.describe('market tools', () => {
  test('the melt calculator values a list by keyboard and sends it to a sell-to-us request already filled in', async ({ page }) => {
    await openStore(page, '/melt-calculator');
    const table = page.getByRole('table', { name: 'Melt value at spot' });
    const total = table.getByRole('row', { name: /^Total/ });
    await expect(total.getByRole('cell').nth(1)).toHaveText(money);
    const pieces = page.getByRole('textbox', { name: /^Pieces/ });
    await tabTo(page, pieces);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('20');
    await expect(total.getByRole('cell').first()).toHaveText('19.9800');
    const bid = Number((await total.getByRole('cell').nth(1).textContent())?.replace(/[$,]/g, ''));
    const ask = Number((await total.getByRole('cell').nth(2).textContent())?.replace(/[$,]/g, ''));
    expect(bid).toBeGreaterThan(0);
    expect(ask).toBeGreaterThanOrEqual(bid);
    // Pick a product from the list with the keyboard.
    const pick = page.getByRole('combobox', { name: 'Or pick a product' });
    await expect(pick.getByRole('option')).not.toHaveCount(1);
    const product = (await pick.getByRole('option').nth(1).textContent()) ?? '';
    await tabTo(page, pick);
    await page.keyboard.press('ArrowDown');
    await expect(pick.locator('option:checked')).toHaveText(product);
    await tabTo(page, page.getByRole('button', { name: 'Add the product' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('group', { name: `Item 2: ${product}` })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: `2. 1 × ${product}` })).toBeVisible();
    await expectAccessible(page);

    await tabTo(page, page.getByRole('button', { name: 'Sell these to us' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sell To Us');
    await expect(page.getByText('The 2 items you valued are filled in below.', { exact: false })).toBeVisible();
    const descriptions = page.getByRole('textbox', { name: /^What are you selling/ });
    await expect(descriptions).toHaveCount(2);
    await expect(descriptions.first()).toHaveValue('20 × 1 troy oz .999 silver');
    await expect(descriptions.nth(1)).toHaveValue(product);
    await expect(page.getByRole('textbox', { name: /^Quantity/ }).first()).toHaveValue('20');
    await expectAccessible(page);
  });

  test('price comparisons, supplies by category and the invest landing page show their data and pass axe', async ({ page }) => {
    await openStore(page, '/price-comparisons');
    const table = page.getByRole('table', { name: /^Prices on \d{4}-\d{2}-\d{2}$/ });
    await expect(table.getByRole('row')).toHaveCount(9);
    await expect(table.getByText('lowest')).toHaveCount(8);
    await expect(page.getByRole('region', { name: 'What you save with us' }).getByRole('listitem')).toHaveCount(8);
    await expect(page.getByRole('main')).not.toContainText(/NaN|undefined|null/);
    await expectAccessible(page);

    await openStore(page, '/price-alerts');
    await expect(page.getByText(/^Now \$[\d,]+\.\d\d$/)).toBeVisible();
    await expectAccessible(page);

    await openStore(page, '/supplies-catagory');
    await expect(page.getByRole('main').getByRole('link', { name: 'Coin Tubes' })).toBeVisible();
    await expect(page.getByRole('main').getByText(/^\d+ products?$/)).toHaveCount(6);
    await expectAccessible(page);

    await openStore(page, '/invest-in-silver-gold-bullion');
    // The reduced header: no main menu, the phone number to call.
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: /Call/ })).toBeVisible();
    await expect(page.getByRole('row', { name: /Card, PayPal or Apple Pay/ })).toContainText('$1,042.00');
    await expect(page.getByRole('region', { name: 'Silver closest to spot' }).getByRole('article')).toHaveCount(4);
    await expect(page.getByText(/^Right now gold is \$[\d,]+\.\d\d and silver \$[\d,]+\.\d\d an ounce at the ask\.$/)).toBeVisible();
    await expectAccessible(page);
    await tabTo(page, page.getByRole('link', { name: 'Shop silver bullion' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/silver-bullion$/);
  });

  test(
    'a guest sets price alerts by keyboard, and one goes off on another page when the spot price crosses it',
    { tag: SAME_AT_EVERY_WIDTH },
    async ({ page }) => {
      test.setTimeout(180_000);
      // A weekday: at the weekend the feed repeats Friday's close and nothing crosses anything. The clock
      // stands still (its timers run) while the alerts are set, so however long that takes on a busy machine
      // the spot cannot move and set one off on this page, its toast gone before the home page opens.
      const start = new Date('2026-11-18T15:00:00Z');
      await page.clock.install({ time: start });
      await page.clock.setFixedTime(start);
      await openStore(page, '/price-alerts');
      await expect(page.getByText('You have no price alerts.')).toBeVisible();
      const hint = page.getByText(/^Now \$[\d,]+\.\d\d$/);
      await expect(hint).toBeVisible();
      const now = Number((await hint.textContent())?.replace(/[^\d.]/g, ''));
      const amount = page.getByRole('textbox', { name: /^Price in dollars/ });
      // A rise a cent above the ask, and a fall a cent below it: whichever way gold moves, one goes off.
      await tabTo(page, amount);
      await page.keyboard.type((now + 0.01).toFixed(2));
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: 'Alert set' })).toHaveText(
        `Alert set: Gold, spot ask rises to $${(now + 0.01).toLocaleString('en-US', { minimumFractionDigits: 2 })}.`,
      );
      await tabTo(page, page.getByRole('combobox', { name: 'When' }));
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('combobox', { name: 'When' })).toHaveValue('Spot ask falls to');
      await tabTo(page, amount);
      await page.keyboard.type((now - 0.01).toFixed(2));
      await page.keyboard.press('Enter');
      await expect(page.getByRole('region', { name: 'Your alerts' }).getByRole('listitem')).toHaveCount(2);
      await expectAccessible(page);

      await homeByLogo(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bullion priced live off the spot market');
      // Past the feed's next tick: the spot moves, and one alert goes off here, at the next refresh of the
      // prices (the header's countdown, or sooner: the jump leaves the cached prices stale). The clock's
      // timers run in real time from here; run forward instead, they would also run out the toast's 15 s.
      await page.clock.setFixedTime(new Date(start.getTime() + 46_000));
      const toast = page
        .getByRole('region', { name: /Notification/ })
        .getByText(/^Price alert: Gold’s spot ask (rose|fell) to \$[\d,]+\.\d\d \(your alert: \$[\d,]+\.\d\d\)\.$/);
      await expect(toast).toBeVisible({ timeout: 60_000 });
      await page.goto('/price-alerts');
      await expect(
        page.getByRole('region', { name: 'Your alerts' }).getByText(/Went off Wed 10:0\d AM ET at \$[\d,]+\.\d\d\./),
      ).toHaveCount(1);
      await expect(page.getByRole('region', { name: 'Your alerts' }).getByText(/Waiting\./)).toHaveCount(1);
    },
  );
});
