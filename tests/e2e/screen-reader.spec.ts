import { expect, test } from '@playwright/test';
import { expectTranscript, screenReader } from './support/screen-reader';
import { narrow, openStore, SAME_AT_EVERY_WIDTH } from './support/store';

// What a screen-reader user hears on a journey, kept as a transcript in tests/e2e/transcripts/ and read by
// a person when it changes (README: "What a screen reader says"). The virtual screen reader moves as its
// user does: by landmark and heading, item by item, typing, pressing keys. The clock is fixed on a weekday
// so prices, which follow spot, are the same on every run.
test.use({ bypassCSP: true });

const WEEKDAY = new Date('2026-11-18T15:00:00Z');

/** Utterances that say nothing: a live region emptied, which a screen reader does not speak. */
const spoken = (lines: string[]) => lines.filter((l) => !/^(polite|assertive): $/.test(l));

test.describe('what a screen reader says', () => {
  test('1. home, the Silver menu, a category, a product read and added to the cart', async ({ page }) => {
    test.skip(narrow(page), SAME_AT_EVERY_WIDTH);
    test.setTimeout(120_000);
    await page.clock.install({ time: WEEKDAY });
    await openStore(page, '/');
    const sr = screenReader(page);
    await sr.start();
    // The main navigation, its Silver menu opened, read to "1 oz Coins".
    await sr.until('moveToNextNavigation', /^navigation, Main$/);
    await sr.until('next', /^button, Silver, 1 control, not expanded$/);
    await sr.step('act');
    await sr.until('next', /^link, 1 oz Coins$/, 60);
    await sr.step('act');
    // The category: focus lands on its heading once its products are there.
    await sr.heard(/^heading, 1 oz Silver Coins, level 1$/);
    await sr.until('moveToNextHeading', /level 3$/);
    const product = (await sr.until('next', /^link, /)).slice('link, '.length);
    await sr.step('act');
    // The product: its form read through (stock option, price table, quantity), then Add to cart. Its own
    // heading, not the category's, says the page has arrived.
    await sr.heard(new RegExp(`^heading, ${product.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, level 1$`));
    await sr.until('moveToNextForm', /^form, Buy this product$/);
    await sr.until('next', /^button, Add to cart$/, 120);
    await sr.step('act');
    await sr.heard(/^polite: Added to your cart: 1 × /);
    // The rest of the form after the announcement.
    await sr.until('next', /^end of form, Buy this product$/, 10);

    const lines = spoken(await sr.log());
    const live = lines.filter((l) => /^(polite|assertive): /.test(l));
    expect(live.filter((l, i) => l === live[i - 1])).toEqual([]);
    expectTranscript('1-home-to-product-added', lines);
  });

  test('7. search: typing with suggestions, then the results page with its count', async ({ page }) => {
    test.skip(narrow(page), SAME_AT_EVERY_WIDTH);
    await page.clock.install({ time: WEEKDAY });
    await openStore(page, '/');
    const sr = screenReader(page);
    await sr.start();
    // To the search landmark, then its field.
    await sr.until('moveToNextLandmark', /^search, Products$/);
    await sr.until('next', /^combobox, Search products/);
    await sr.step('act');
    await sr.type('silver eagle');
    // Said once the suggestions settle, not for each letter typed.
    await sr.heard(/^polite: \d+ suggestions\. Use the up and down arrow keys to choose, or press Enter to search\.$/);
    await sr.press('ArrowDown');
    await sr.heard(/active descendant .+, from \$[\d,]+\.\d\d/);
    // Escape closes the list and leaves what was typed; Enter searches for it.
    await sr.press('Escape');
    await sr.press('Enter');
    await expect(page).toHaveURL(/\/search\/searchresults\?searchkey=silver%20eagle$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The results page: focus moves to its heading, so that is heard first; then the count, the first result.
    await sr.heard(/^heading, Search results for “silver eagle”, level 1$/);
    await sr.until('next', /^\d+ products? found\.$/, 20);
    await sr.until('moveToNextHeading', /level 3$/);
    await sr.until('next', /^end of article/, 40);

    const lines = spoken(await sr.log());
    // Each announcement once: no live utterance repeated back to back.
    const live = lines.filter((l) => /^(polite|assertive): /.test(l));
    expect(live.filter((l, i) => l === live[i - 1])).toEqual([]);
    expectTranscript('7-search', lines);
  });
});
