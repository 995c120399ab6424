import { expect, type Page } from '@playwright/test';

/** Opens a store page and waits until the mock API is up and the route has rendered its heading. */
export async function openStore(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}
