import { expect, type Locator, type Page } from '@playwright/test';

export interface OpenOptions {
  /** Let the site notice pop up on first scroll (off by default so it does not cover what a test is doing). */
  notice?: boolean;
}

/** A phone-sized project (the mobile one is 375 wide). */
export const narrow = (page: Page): boolean => (page.viewportSize()?.width ?? 1280) < 1024;

/**
 * The tag of a test (or a group) the desktop project alone runs: what it checks (an API failure, an expired
 * session, a timer, response headers, the dev panel) does not depend on the width, and every page and
 * overlay it shows is checked with axe at 375 wide by the tests of that page. The phone project leaves it
 * out (playwright.config.ts) rather than skipping it: a skip inside a test runs after its fixtures, so each
 * skipped test still made its page, or started its own server, first.
 */
export const SAME_AT_EVERY_WIDTH = '@same-at-every-width';

/** Opens a store page and waits until the mock API is up and the route has rendered its heading. */
export async function openStore(page: Page, path = '/', options: OpenOptions = {}): Promise<void> {
  if (!options.notice) {
    await page.addInitScript(() => {
      localStorage.setItem('bold.notice.seen', '1');
    });
  }
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** A toast with this exact text is showing (Radix also keeps a hidden live copy, which this ignores). */
export async function expectToast(page: Page, text: string): Promise<void> {
  await expect(page.getByRole('region', { name: /Notification/ }).getByText(text, { exact: true })).toBeVisible();
}

/**
 * What a sighted shopper reads in each element: its text without the words kept for screen readers (a
 * price's method, said after the figure, is out of sight where the column header shows it).
 */
export function shownTexts(elements: Locator): Promise<string[]> {
  return elements.evaluateAll((all) =>
    all.map((el) => {
      const copy = el.cloneNode(true) as Element;
      copy.querySelectorAll('.visually-hidden').forEach((hidden) => hidden.remove());
      return copy.textContent ?? '';
    }),
  );
}
