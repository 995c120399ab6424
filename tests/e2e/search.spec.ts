import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { tabTo } from './support/keyboard';
import { expectToast, openStore, SAME_AT_EVERY_WIDTH } from './support/store';

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search products' });

test.describe('search', () => {
  test('keyboard only: suggestions after the debounce, open one, choose stock option and quantity, add to cart', async ({ page }) => {
    await openStore(page, '/');
    const box = searchBox(page);
    await tabTo(page, box);
    await page.keyboard.type('silver eagle');
    const panel = page.getByRole('listbox', { name: 'Suggestions' });
    // The panel waits 1600 ms after the last keystroke before asking for suggestions.
    // Shown while it waits, and not said: the live status stays silent until the suggestions settle.
    await expect(page.getByRole('search').getByText('Looking for suggestions for “silver eagle”…')).toBeVisible();
    await expect(page.getByRole('search').getByRole('status').filter({ hasText: 'Looking for suggestions' })).toHaveCount(0);
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(panel.getByRole('option').first()).toBeVisible({ timeout: 5000 });
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    // Said once they settle: how many, and what to do.
    await expect(
      page
        .getByRole('search')
        .getByRole('status')
        .filter({ hasText: /^\d+ suggestions\. Use the up and down arrow keys to choose, or press Enter to search\.$/ }),
    ).toHaveCount(1);
    await expect(panel.getByRole('group', { name: 'Products' })).toBeVisible();
    // Supplies are listed as supplies, apart from the coins.
    await expect(panel.getByRole('group', { name: 'Supplies' }).getByRole('option', { name: /Silver Eagle Coin Tube/ })).toBeVisible();
    await expectAccessible(page);

    await page.keyboard.press('ArrowDown');
    const first = panel.getByRole('option').first();
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
    const name = (await first.locator('span').first().textContent()) ?? '';
    expect(name.toLowerCase()).toContain('silver eagle');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page).toHaveURL(/\/product\/\d+\//);

    const options = page.getByRole('group', { name: 'Stock option' }).getByRole('radio');
    // The first Silver Eagle is sold in stock and on preorder: the arrow keys move between them.
    expect(await options.count()).toBeGreaterThan(1);
    await tabTo(page, options.first());
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toBeChecked();
    const qty = page.getByRole('textbox', { name: 'Quantity' });
    await tabTo(page, qty);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('2');
    await tabTo(page, page.getByRole('button', { name: 'Add to cart' }));
    await page.keyboard.press('Enter');
    await expectToast(page, `Added to your cart: 2 × ${name}`);
  });

  test('Enter searches for what was typed; results are listed with supplies apart; axe passes', async ({ page }) => {
    await openStore(page, '/');
    await tabTo(page, searchBox(page));
    await page.keyboard.type('silver eagle');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\/searchresults\?searchkey=silver%20eagle$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “silver eagle”');
    await expect(page.getByRole('main').getByText(/\d+ products found\./)).toBeVisible();
    const products = page.getByRole('region', { name: 'Products' });
    await expect(products.getByRole('article').first()).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Supplies' }).getByRole('heading', { name: 'Silver Eagle Coin Tube (20 coins)' }),
    ).toBeVisible();
    for (const n of await products.getByRole('article').getByRole('heading').allTextContents())
      expect(n.toLowerCase()).toContain('silver eagle');
    await expectAccessible(page);
  });

  test('the button searches too; a blank keyword is never submitted', async ({ page }) => {
    await openStore(page, '/silver-bullion');
    await tabTo(page, searchBox(page));
    await page.keyboard.type('   ');
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('button', { name: 'Search', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/silver-bullion$/);
    await expect(page.getByRole('search').getByRole('option')).toHaveCount(0);

    await searchBox(page).fill('krugerrand');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “krugerrand”');
  });

  test('no match and a failing search use the exact texts', { tag: SAME_AT_EVERY_WIDTH }, async ({ page }) => {
    await openStore(page, '/search/searchresults?searchkey=unobtainium');
    await expect(page.getByRole('main').getByText("No results for your search query 'unobtainium'", { exact: true })).toBeVisible();
    await expectAccessible(page);
    await openStore(page, '/search/searchresults?searchkey=gold&scenario=down');
    await expect(page.getByRole('alert').getByText('Failed to fetch search results', { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await openStore(page, '/?scenario=');
  });
});

/** A scripted SpeechRecognition: says `words` 300 ms after start, or fails with `error`. */
async function fakeSpeech(page: Page, behaviour: { words?: string; error?: string } | null) {
  await page.addInitScript((b) => {
    const w = window as unknown as Record<string, unknown>;
    delete w.webkitSpeechRecognition;
    delete w.SpeechRecognition;
    if (!b) return;
    const script = b;
    class Fake {
      onresult: ((e: unknown) => void) | null = null;
      onerror: ((e: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      start() {
        setTimeout(() => {
          if (script.error) {
            w.speechErrorAt = performance.now();
            this.onerror?.({ error: script.error });
            this.onend?.();
          } else this.onresult?.({ resultIndex: 0, results: [Object.assign([{ transcript: script.words }], { isFinal: true })] });
        }, 300);
      }
      stop() {
        this.onend?.();
      }
      abort() {}
    }
    w.SpeechRecognition = Fake;
  }, behaviour);
}

test.describe('voice search', () => {
  // Not the same at every width: on a phone the results open once listening ends.
  test('what is said is normalised into the box; listening ends after 5 s of silence', async ({ page }, info) => {
    await fakeSpeech(page, { words: 'one ten ounce gold eagle' });
    await openStore(page, '/');
    const mic = page.getByRole('button', { name: 'Search by voice' });
    // When the words reach the box and when listening ends, by the page's own clock: the test's checks
    // can see either a second late on a busy machine, which is no part of the 5 seconds.
    await page.evaluate(() => {
      const times: { heard?: number; ended?: number } = {};
      (window as unknown as { voiceTimes: typeof times }).voiceTimes = times;
      const watch = () => {
        const box = document.querySelector<HTMLInputElement>('input[role="combobox"]');
        const listening = document.querySelector('button[aria-pressed="true"]') !== null;
        if (times.heard === undefined && box?.value === '1/10 oz gold eagle') times.heard = performance.now();
        if (times.heard !== undefined && !listening) times.ended = performance.now();
        else requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    });
    await tabTo(page, mic);
    await page.keyboard.press('Enter');
    await expect(mic).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('status').filter({ hasText: 'Listening… say a product name.' })).toBeVisible();
    await expect(searchBox(page)).toHaveValue('1/10 oz gold eagle');
    await expect(mic).toHaveAttribute('aria-pressed', 'false', { timeout: 7000 });
    // Five seconds of silence, not less: the words were in the box before the silence began.
    const times = await page.evaluate(() => (window as unknown as { voiceTimes: { heard?: number; ended?: number } }).voiceTimes);
    expect(times).toEqual({ heard: expect.any(Number), ended: expect.any(Number) });
    expect((times.ended ?? 0) - (times.heard ?? 0)).toBeGreaterThan(4500);
    if (info.project.name === 'mobile') {
      await expect(page).toHaveURL(/searchkey=1%2F10%20oz%20gold%20eagle/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “1/10 oz gold eagle”');
    } else {
      await expect(page).toHaveURL(/\/$/);
    }
  });

  test(
    'a blocked microphone says so for 4 seconds; no speech recognition at all says so too',
    { tag: SAME_AT_EVERY_WIDTH },
    async ({ page }) => {
      await fakeSpeech(page, { error: 'not-allowed' });
      await openStore(page, '/');
      const text = 'Microphone blocked — enable it in site settings';
      // When the page shows the message and when it takes it away, by the page's own clock: the test's
      // checks can take a second to see it on a busy machine, which is no part of the 4 seconds.
      await page.evaluate((shown) => {
        const times: { from?: number; to?: number } = {};
        (window as unknown as { messageTimes: typeof times }).messageTimes = times;
        const showing = () => Array.from(document.querySelectorAll('body *')).some((el) => el.textContent === shown);
        new MutationObserver(() => {
          const now = performance.now();
          if (showing()) times.from ??= now;
          else if (times.from !== undefined) times.to ??= now;
        }).observe(document.body, { childList: true, subtree: true, characterData: true });
      }, text);
      const mic = page.getByRole('button', { name: 'Search by voice' });
      await mic.click();
      const message = page.getByText(text, { exact: true });
      await expect(message).toBeVisible();
      await expect(message).toBeHidden({ timeout: 10_000 });
      const {
        erredAt = 0,
        from = 0,
        to = 0,
      } = await page.evaluate(() => {
        const w = window as unknown as { speechErrorAt?: number; messageTimes: { from?: number; to?: number } };
        return { erredAt: w.speechErrorAt, ...w.messageTimes };
      });
      // Shown for 4 seconds from the microphone's refusal: not gone in a blink, not left for good. Counted
      // from the refusal, not from when the message reached the screen: a busy main thread can paint it
      // later than its timer started, and a timer never fires early.
      expect(from - erredAt).toBeGreaterThanOrEqual(0);
      expect(from - erredAt).toBeLessThan(1000);
      expect(to - erredAt).toBeGreaterThanOrEqual(4000);
      expect(to - erredAt).toBeLessThan(6000);

      const other = await page.context().newPage();
      await fakeSpeech(other, null);
      await openStore(other, '/');
      await other.getByRole('button', { name: 'Search by voice' }).click();
      await expect(other.getByText("Your browser doesn't support speech recognition.", { exact: true })).toBeVisible();
    },
  );
});
