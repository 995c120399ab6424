import { expect, test, type Page } from '@playwright/test';
import { openStore } from './support/store';

const SHARDS = 4;

/** Every site-relative link of the header (mega-menus included, open or not) and the footer. */
async function chromeLinks(page: Page): Promise<string[]> {
  await openStore(page, '/');
  // The spot tiles (links to the price charts) arrive with the first spot price call.
  await expect(page.getByRole('link', { name: /^Gold \$/ }).first()).toBeVisible();
  const hrefs = await page.locator('header a[href^="/"], footer a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs)].sort();
}

test.describe('every menu link leads somewhere real', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1024, 'the desktop chrome holds every menu link; the mobile menu is built from the same tree');

  test('the chrome links to the whole catalogue', async ({ page }) => {
    const hrefs = await chromeLinks(page);
    expect(hrefs.length).toBeGreaterThan(120);
    for (const h of ['/silver-bullion', '/gold/canadian-gold-coins', '/jewelry/rings/mens', '/supplies-catagory/capsules', '/sell-to-us', '/investing-guide/taxes-ira', '/orders/track-order', '/chart/gold-price']) {
      expect(hrefs, h).toContain(h);
    }
  });

  for (let shard = 0; shard < SHARDS; shard++) {
    test(`links, part ${shard + 1} of ${SHARDS}: products or real content, never a not-found page`, async ({ page }) => {
      test.setTimeout(180_000);
      const hrefs = (await chromeLinks(page)).filter((_, i) => i % SHARDS === shard);
      const problems: string[] = [];
      for (const href of hrefs) {
        await page.goto(href);
        const h1 = page.getByRole('heading', { level: 1 });
        await expect(h1).toBeVisible();
        await expect(h1).not.toHaveText(/^Loading/);
        const title = (await h1.textContent()) ?? '';
        const main = page.getByRole('main');
        // Products, a form or real text; a page may still be loading its data, so look for up to 10 s.
        const look = async () => ({
          products: await main.getByRole('article').count(),
          forms: await main.getByRole('form').count(),
          words: ((await main.innerText()).match(/\w+/g) ?? []).length,
        });
        let seen = await look();
        const until = Date.now() + 10_000;
        while (seen.products === 0 && seen.forms === 0 && seen.words < 40 && Date.now() < until) {
          await page.waitForTimeout(250);
          seen = await look();
        }
        if (/not found/i.test(title)) problems.push(`${href}: not found`);
        else if (seen.products === 0 && seen.forms === 0 && seen.words < 40) problems.push(`${href}: "${title}" has neither products, a form nor content (${seen.words} words)`);
      }
      expect(problems, `${problems.length} of ${hrefs.length} links`).toEqual([]);
    });
  }
});
