import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { narrow, openStore, SAME_AT_EVERY_WIDTH, shownTexts } from './support/store';

const priceOf = (text: string) => Number(text.replace(/[^\d.]/g, ''));

test.describe('category pages', () => {
  test('a menu category lists products with price, stock status and labels, and passes axe', async ({ page }) => {
    await openStore(page, '/silver-bullion');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Silver Bullion');
    await expect(page.getByRole('status').filter({ hasText: /^Showing 1–24 of \d+ products$/ })).toBeVisible();
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(24);
    await expect(cards.first().getByText(/^As low as \$[\d,]+\.\d\d/)).toBeVisible();
    expect(await shownTexts(cards.first().getByText(/^As low as/))).toEqual([expect.stringMatching(/^As low as \$[\d,]+\.\d\d$/)]);
    await expect(cards.first().getByText(/^\$[\d,]+\.\d\d each by eCheck or wire$/)).toBeAttached();
    await expect(
      cards
        .first()
        .getByText(/^(In stock|Preorder: ships when it arrives|Presale: ships on release|Out of stock|Coming soon|Impaired: in stock)$/),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test('filtered and sorted with the keyboard; the URL keeps the choice and the count is announced', async ({ page }) => {
    await openStore(page, '/gold-bullion');
    const filters = page.getByRole('form', { name: 'Filter products' });
    // With the script, a change applies at once: the buttons a shopper without it sends the form with are not shown.
    await expect(filters.getByRole('button', { name: 'Apply filters' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Sort', exact: true })).toBeHidden();
    const bars = filters.getByRole('group', { name: 'Product type' }).getByRole('checkbox', { name: /^Bars/ });
    await bars.focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/productType=Bar/);
    const status = page.getByRole('status').filter({ hasText: /products$/ });
    const barCount = Number((await bars.locator('..').textContent())?.match(/\((\d+)\)/)?.[1]);
    expect(barCount).toBeGreaterThan(0);
    // The count a shopper hears once the filtered list has loaded, not the one still shown while it loads.
    await expect.poll(async () => Number((await status.textContent())?.match(/of (\d+)/)?.[1])).toBe(barCount);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-asc');
    await expect(page).toHaveURL(/sort=price-asc/);
    await expect(page).toHaveURL(/productType=Bar/);
    // Wait for the filtered products a shopper sees, not a snapshot taken while the page is still loading.
    const priceTexts = page
      .getByRole('main')
      .getByRole('article')
      .getByText(/^As low as/);
    const shown = async () => (await shownTexts(priceTexts)).map(priceOf);
    await expect.poll(async () => (await shown()).length).toBeGreaterThan(2);
    await expect
      .poll(async () => {
        const v = await shown();
        return v.every((x, i) => i === 0 || (v[i - 1] ?? 0) <= x);
      })
      .toBe(true);
    // The count stays; the status says the order once the re-sorted list is there (a screen reader hears it).
    const showing = page.getByRole('status').filter({ hasText: /^Showing/ });
    await expect(showing).toHaveText(new RegExp(`^Showing 1–\\d+ of ${barCount} products, sorted by price: low to high$`));
    await expectAccessible(page);
    await page.goBack();
    await expect(page).not.toHaveURL(/sort=price-asc/);
    await expect(showing).toHaveText(new RegExp(`^Showing 1–\\d+ of ${barCount} products$`));
  });

  test('sorted by the price per troy ounce with the keyboard: each card shows it, and it never falls down the page', async ({ page }) => {
    await openStore(page, '/gold-bullion');
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await sort.focus();
    // Down the options one at a time, as a shopper reads each: focus stays on the select while each
    // sorted list loads (the list stays, marked busy, instead of the page going back to loading).
    for (const value of ['price-asc', 'price-desc', 'premium-asc', 'price-per-oz-asc']) {
      await page.keyboard.press('ArrowDown');
      await expect(page).toHaveURL(new RegExp(`sort=${value}$`));
      await expect(sort).toBeFocused();
    }
    await expect(sort).toHaveValue('price-per-oz-asc');
    const perOunce = page
      .getByRole('main')
      .getByRole('article')
      .getByText(/ an ounce/);
    await expect(perOunce.first()).toHaveText(/^\$[\d,]+\.\d\d an ounce, \$[\d,]+\.\d\d over spot$/);
    const shown = async () => (await perOunce.allTextContents()).map((t) => priceOf(t.split(' an ounce')[0] ?? ''));
    await expect
      .poll(async () => {
        const v = await shown();
        return v.length === 24 && v.every((x, i) => i === 0 || (v[i - 1] ?? 0) <= x);
      })
      .toBe(true);
    await expectAccessible(page);
  });

  test('pages are links with the current one marked', async ({ page }) => {
    await openStore(page, '/silver-bullion');
    const pages = page.getByRole('navigation', { name: 'Pages' });
    await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await pages.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole('status').filter({ hasText: /^Showing 25–48 of/ })).toBeVisible();
    // The next page of a list is a new page to read: it opens at its top (the links are at the bottom).
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a filter ticked down the page keeps the shopper where they were, with the focus on the box', async ({ page }) => {
    test.skip(narrow(page), 'the filters are a drawer on a phone, which closes over the page');
    await openStore(page, '/silver-bullion');
    const filters = page.getByRole('form', { name: 'Filter products' });
    const box = filters.getByRole('group', { name: 'Product type' }).getByRole('checkbox', { name: /^Rounds/ });
    await box.focus();
    // Down the page, with the box still in sight.
    await page.evaluate(() => window.scrollBy(0, 200));
    await expect(box).toBeInViewport();
    const y = await page.evaluate(() => window.scrollY);
    expect(y).toBeGreaterThan(0);
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/productType=Round/);
    const count = Number((await box.locator('..').textContent())?.match(/\((\d+)\)/)?.[1]);
    await expect(page.getByRole('status').filter({ hasText: /^Showing/ })).toHaveText(new RegExp(`of ${count} products?$`));
    // It scrolled to the top before: a shopper ticking a second box had to find the filters again.
    expect(await page.evaluate(() => window.scrollY)).toBe(y);
    await expect(box).toBeFocused();
  });

  test('a mint page from the mega-menu shows that mint’s coins', async ({ page }) => {
    await openStore(page, '/silver/us-silver-coins');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('US Mint Silver');
    const names = await page.getByRole('main').getByRole('article').getByRole('heading').allTextContents();
    expect(names.length).toBeGreaterThan(3);
    for (const name of names) expect(name).toMatch(/American Silver Eagle|America the Beautiful/);
  });

  test(
    'when the API is down the page says so and offers a retry instead of going blank',
    { tag: SAME_AT_EVERY_WIDTH },
    async ({ page }) => {
      await openStore(page, '/deals?scenario=down');
      await expect(page.getByRole('alert').filter({ hasText: 'We could not load these products.' })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await openStore(page, '/?scenario=');
    },
  );
});
