import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/accessibility';
import { openStore } from './support/store';

// Six parts of about 26 links: each page is reached by its link, waited for and checked with axe (about 2 s a page).
const SHARDS = 6;

/** Every site-relative link of the header (mega-menus included, open or not) and the footer. */
async function chromeLinks(page: Page): Promise<string[]> {
  await openStore(page, '/');
  // The spot tiles (links to the price charts) arrive with the first spot price call.
  await expect(page.getByRole('link', { name: /^Gold \$/ }).first()).toBeVisible();
  const hrefs = await page
    .locator('header a[href^="/"], footer a[href^="/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs)].sort();
}

test.describe('every menu link leads somewhere real', () => {
  test.skip(
    ({ viewport }) => (viewport?.width ?? 0) < 1024,
    'the desktop chrome holds every menu link; the mobile menu is built from the same tree',
  );

  test('the chrome links to the whole catalogue', async ({ page }) => {
    const hrefs = await chromeLinks(page);
    expect(hrefs.length).toBeGreaterThan(120);
    for (const h of [
      '/silver-bullion',
      '/gold/canadian-gold-coins',
      '/jewelry/rings/mens',
      '/supplies-catagory/capsules',
      '/sell-to-us',
      '/investing-guide/taxes-ira',
      '/orders/track-order',
      '/chart/gold-price',
    ]) {
      expect(hrefs, h).toContain(h);
    }
  });

  for (let shard = 0; shard < SHARDS; shard++) {
    test(`links, part ${shard + 1} of ${SHARDS}: products or real content, never a not-found page`, async ({ page }) => {
      test.setTimeout(480_000);
      const hrefs = (await chromeLinks(page)).filter((_, i) => i % SHARDS === shard);
      const problems: string[] = [];
      for (const href of hrefs) {
        // Followed as a shopper follows a link: the store is loaded once, then each page is a client-side
        // navigation, after which focus must be on the new page's h1 (so a screen reader announces it).
        const here = () => {
          const url = new URL(page.url());
          return url.pathname + url.search;
        };
        if (here() !== href) {
          await page
            .locator(`header a[href="${href}"], footer a[href="${href}"]`)
            .first()
            .evaluate((a: HTMLAnchorElement) => a.click());
          await expect.poll(here).toBe(href);
          await expect
            .poll(() => page.evaluate(() => document.activeElement?.tagName), { message: `${href}: focus on the new page's h1` })
            .toBe('H1');
        }
        const h1 = page.getByRole('heading', { level: 1 });
        await expect(h1).toBeVisible();
        await expect(h1).not.toHaveText(/^Loading/);
        const title = (await h1.textContent()) ?? '';
        const main = page.getByRole('main');
        // A category page (it has the filter form) must list products or say in the spec's words that none
        // match; a form page (tracking an order) has a form of its own; any other page, real text. Judged
        // afresh at each look, as the page may still be loading; waited for up to 10 s.
        const isCategory = async () => (await main.getByRole('form', { name: 'Filter products' }).count()) > 0;
        const shows = async () => {
          if (await isCategory())
            return (await main.getByRole('article').count()) > 0 || (await main.getByText('No products match these filters.').count()) > 0;
          if ((await main.getByRole('form').count()) > 0) return true;
          return ((await main.innerText()).match(/\w+/g) ?? []).length >= 40;
        };
        const seen = await expect
          .poll(shows, { timeout: 10_000 })
          .toBe(true)
          .then(
            () => true,
            () => false,
          );
        if (/not found/i.test(title)) problems.push(`${href}: not found`);
        else if (!seen)
          problems.push(
            `${href}: "${title}" shows ${(await isCategory()) ? 'no products and no empty message' : 'no form and fewer than 40 words'}`,
          );
        else {
          // The chrome is the same on every page and checked by the shell tests; here, each page's content.
          const violations = await axeViolations(page, { include: 'main' });
          if (violations.length) problems.push(`${href}: axe ${violations.join('; ')}`);
        }
      }
      expect(problems, `${problems.length} of ${hrefs.length} links`).toEqual([]);
    });
  }
});
