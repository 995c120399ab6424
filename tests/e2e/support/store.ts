import { expect, type Page } from '@playwright/test';

export interface OpenOptions {
  /** Let the site notice pop up on first scroll (off by default so it does not cover what a test is doing). */
  notice?: boolean;
}

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
