import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { tabTo } from './support/keyboard';
import { openStore, SAME_AT_EVERY_WIDTH } from './support/store';

/** Layout shifts once the page has its heading (the first render itself is not a shift of anything shown). */
async function watchShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number; __shown: number | null };
    w.__shift = 0;
    w.__shown = null;
    // From the frame after the one that first painted the heading.
    const seen = new MutationObserver(() => {
      if (!document.querySelector('h1')) return;
      seen.disconnect();
      requestAnimationFrame(() => requestAnimationFrame(() => (w.__shown = performance.now())));
    });
    seen.observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (w.__shown !== null && e.startTime > w.__shown && !e.hadRecentInput) w.__shift += e.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const shifted = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __shift: number; __shown: number | null };
    return { shift: w.__shift, shown: w.__shown };
  });

test.describe('the home page', () => {
  test('shows the market and the deals as they load, with nothing moving, and its charts are reached by keyboard', async ({ page }) => {
    await watchShifts(page);
    await openStore(page, '/');
    const main = page.getByRole('main');
    await expect(main.getByRole('region', { name: 'Offers' }).getByRole('link')).toHaveCount(3);
    for (const metal of ['Silver', 'Gold', 'Platinum', 'Palladium']) {
      const card = main.getByRole('article', { name: metal });
      await expect(card.getByText('Bid').locator('xpath=following-sibling::dd')).toHaveText(/^\$[\d,]+\.\d\d$/);
      await expect(card.getByText('Ask').locator('xpath=following-sibling::dd')).toHaveText(/^\$[\d,]+\.\d\d$/);
      await expect(card.getByText(/^Past month: (up|down|unchanged) [\d.]+%, \$[\d,]+\.\d\d to \$[\d,]+\.\d\d$/)).toBeVisible();
    }
    const ratio = main.getByRole('region', { name: 'Gold/silver ratio' });
    await expect(ratio.getByText(/^An ounce of gold buys \d+\.\d\d ounces of silver at today’s asks\.$/)).toBeVisible();
    await expect(ratio.getByText(/^One-year average \d+\.\d\d \(low \d+\.\d\d, high \d+\.\d\d\)\. /)).toBeVisible();
    const near = main.getByRole('region', { name: 'Closest to spot' });
    await expect(near.getByRole('list', { name: 'Silver closest to spot' }).getByRole('article')).toHaveCount(4);
    await expect(near.getByRole('list', { name: 'Gold closest to spot' }).getByRole('article')).toHaveCount(4);
    for (const rail of ['Best sellers', 'New arrivals', 'Deals'])
      await expect(main.getByRole('list', { name: rail }).getByRole('article')).toHaveCount(8);
    await expect(main.getByRole('region', { name: 'News' }).getByRole('listitem')).toHaveCount(3);
    await expect(main.getByRole('region', { name: 'Blog posts' }).getByRole('listitem')).toHaveCount(3);
    await expect(main).not.toContainText(/NaN|undefined|null/);
    // Everything above arrived after the first paint; none of it moved what was already shown.
    const layout = await shifted(page);
    expect(layout.shown).not.toBeNull();
    expect(layout.shift).toBeLessThan(0.02);
    await expectAccessible(page);

    await tabTo(page, main.getByRole('link', { name: 'Gold price chart' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/chart\/gold-price$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });

  test('its banners and rails lead, by keyboard, to what they show', async ({ page }) => {
    await openStore(page, '/');
    const main = page.getByRole('main');
    const banner = main.getByRole('region', { name: 'Offers' }).getByRole('link').first();
    const href = (await banner.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\//);
    await tabTo(page, banner);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[?]/g, '\\?')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

    await page.goBack();
    const first = main.getByRole('list', { name: 'Best sellers' }).getByRole('article').first().getByRole('link');
    const name = (await first.textContent()) ?? '';
    expect(name).not.toBe('');
    await tabTo(page, first, 160);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page).toHaveURL(/\/product\/\d+\//);
  });

  test(
    'with the API down it still shows our offers and says what is unavailable, never a blank',
    { tag: SAME_AT_EVERY_WIDTH },
    async ({ page }) => {
      await openStore(page, '/?scenario=down');
      const main = page.getByRole('main');
      await expect(
        main.getByRole('region', { name: 'Offers' }).getByRole('link', { name: 'Free shipping on orders of $199 or more' }),
      ).toBeVisible();
      await expect(main.getByText('Spot prices are unavailable right now. We will try again shortly.')).toBeVisible();
      await expect(main.getByRole('article', { name: 'Gold' }).getByText('The past month is unavailable right now.')).toBeVisible();
      await expect(main.getByText('Best sellers could not be loaded right now.')).toBeVisible();
      await expect(main.getByText('News could not be loaded right now.')).toBeVisible();
      await expect(main).not.toContainText(/NaN|undefined|null/);
      await expectAccessible(page);
    },
  );
});
