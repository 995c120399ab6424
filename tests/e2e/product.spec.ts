import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { expectToast, openStore } from './support/store';

test.describe('product page', () => {
  test('from a category to a product: tiers with both payment columns, stock option, quantity, add to cart', async ({ page }) => {
    await openStore(page, '/silver/1-oz-silver-coins');
    const first = page.getByRole('main').getByRole('article').first();
    const name = (await first.getByRole('heading').textContent()) ?? '';
    const answer = page.waitForResponse((r) => r.url().includes('/api/Product/GetProductDetails'));
    await first.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    const table = page.getByRole('table', { name: 'Price per unit by quantity' });
    await expect(table.getByRole('columnheader')).toHaveText(['Quantity', 'eCheck / Wire', 'Card / PayPal']);
    // The first tier as the API priced it: eCheck is its sale price, card and PayPal 4.2 percent more, to the cent.
    const product = (await (await answer).json()) as {
      data: { stocks: { floorWithPrices: { floorMin: number; discountPrice: number }[] }[] };
    };
    const tier = product.data.stocks[0]!.floorWithPrices[0]!;
    const row = table.getByRole('row').nth(1);
    // Each price is said with its method, since a screen reader moving cell by cell may not repeat the header.
    const usd = (cents: number) => (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
    const eCheck = Math.round(tier.discountPrice * 100);
    await expect(row.getByRole('cell').nth(0)).toHaveAccessibleName(`${usd(eCheck)} each by eCheck or wire`);
    await expect(row.getByRole('cell').nth(1)).toHaveAccessibleName(`${usd(Math.round(eCheck * 1.042))} each by card or PayPal`);
    await expect(row.getByRole('cell').nth(0)).toHaveText(new RegExp(`^${usd(eCheck).replace(/[$.]/g, '\\$&')}`));
    await expect(page.getByRole('group', { name: 'Stock option' }).getByRole('radio').first()).toBeChecked();
    await expectAccessible(page);

    const qty = page.getByRole('textbox', { name: 'Quantity' });
    await qty.fill('05');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText('Enter the quantity without a leading zero.')).toBeVisible();
    await expect(qty).toBeFocused();
    await expect(qty).toHaveValue('05');
    await qty.fill('3');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expectToast(page, `Added to your cart: 3 × ${name}`);
    await expect(page.getByRole('button', { name: 'Cart, 3 items' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Cart, 3 items' })).toBeVisible();
  });

  test('a guest who asks to watch a product is sent to sign in and back', async ({ page }) => {
    await openStore(page, '/product/2001/any');
    const here = new URL(page.url()).pathname;
    await page.getByRole('button', { name: 'Add to watchlist' }).click();
    await expect(page).toHaveURL(new RegExp(`/signin\\?redirect=${encodeURIComponent(here).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  });

  test('reviews are listed 16 a page and can be sorted by rating', async ({ page }) => {
    await openStore(page, '/product/2001/any');
    const reviews = page.getByRole('region', { name: 'Customer reviews' });
    await expect(reviews.getByRole('listitem')).toHaveCount(16);
    await reviews.getByRole('combobox', { name: 'Sort reviews' }).selectOption('asc');
    await expect(reviews.getByRole('listitem').first()).not.toContainText('5 out of 5 stars');
    const ratings = (await reviews.getByText(/^\d out of 5 stars$/).allTextContents()).map((t) => Number(t[0]));
    expect(ratings).toHaveLength(16);
    expect(ratings).toEqual([...ratings].sort((a, b) => a - b));
    await expectAccessible(page);
  });

  test('signed in: write a review, and see recently viewed and recommended products', async ({ page }) => {
    await openStore(page, '/product/2001/any?scenario=signed-in');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/^Loading/);
    const first = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    await openStore(page, '/product/2002/any');
    await expect(page.getByRole('region', { name: 'Recently viewed' }).getByRole('heading', { name: first, exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Recommended for you' }).getByRole('article').first()).toBeVisible();

    const form = page.getByRole('form', { name: 'Write a review' });
    await form.getByRole('button', { name: 'Post review' }).click();
    await expect(form.getByText('Choose a rating from 1 to 5 stars.')).toBeVisible();
    await form.getByRole('textbox', { name: 'Your review' }).fill('Crisp strike, arrived in a sealed tube.');
    await form.getByRole('radio', { name: '4 stars' }).check();
    await form.getByRole('button', { name: 'Post review' }).click();
    await expectToast(page, 'Thanks for your review.');
    const reviews = page.getByRole('region', { name: 'Customer reviews' });
    await expect(reviews.getByRole('listitem').first()).toContainText('Crisp strike, arrived in a sealed tube.');
    await expect(reviews.getByRole('listitem').first()).toContainText('4 out of 5 stars');
    await expect(form.getByRole('textbox', { name: 'Your review' })).toHaveValue('');
    await expectAccessible(page);
    await openStore(page, '/?scenario=');
  });

  test('a guest is offered sign in to write a review', async ({ page }) => {
    await openStore(page, '/product/2001/any');
    await expect(page.getByRole('link', { name: 'Sign in to write a review' })).toHaveAttribute(
      'href',
      '/signin?redirect=%2Fproduct%2F2001%2Fany',
    );
  });

  test('an unknown product is a not-found page; /product/movietheme is the category of the menus', async ({ page }) => {
    await openStore(page, '/product/999999/nothing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await openStore(page, '/product/movietheme');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Movie-Theme Collectibles');
  });
});
