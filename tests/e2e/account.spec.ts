import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { signInWithKeyboard, tabTo } from './support/keyboard';
import { openStore } from './support/store';

test.describe('the account overview', () => {
  test('a guest is sent to sign in and brought back; the customer sees their details, the dashboard and every account screen', async ({ page }) => {
    await openStore(page, '/myaccounts');
    await expect(page).toHaveURL(/\/signin\?redirect=%2Fmyaccounts$/);
    await signInWithKeyboard(page, 'demo@boldbullion.test', 'Bullion#2026');
    await expect(page).toHaveURL(/\/myaccounts$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My account');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: /^Alexandra / })).toBeVisible();
    await expect(main.getByText('demo@boldbullion.test', { exact: false })).toBeVisible();
    await expect(main.getByText(/^\(\d{3}\) \d{3}-\d{4}$/)).toBeVisible();
    const screens = main.getByRole('navigation', { name: 'Your account' }).getByRole('link');
    await expect(screens).toHaveCount(6);
    await expect(main.getByRole('region', { name: /^For / }).getByRole('img')).not.toHaveCount(0);
    await expect(main.getByRole('region', { name: 'Offers' }).getByRole('link')).toHaveCount(3);
    await expect(main).not.toContainText(/NaN|undefined|null/);
    await expectAccessible(page);

    await tabTo(page, main.getByRole('link', { name: 'Order history' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(page).toHaveURL(/\/orders\/order-history$/);
  });
});
