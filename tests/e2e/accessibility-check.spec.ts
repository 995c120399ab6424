import { expect, test } from '@playwright/test';
import { axeViolations } from './support/accessibility';
import { narrow, SAME_AT_EVERY_WIDTH } from './support/store';

const PAGE = `<!doctype html><html lang="en"><head><title>A checked page</title></head>
<body><main><h1>A checked page</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></main></body></html>`;

test.describe('the axe check every page goes through', () => {
  test.beforeEach(({ page }) => {
    test.skip(narrow(page), SAME_AT_EVERY_WIDTH);
  });

  test('checks the page as it is at each run, with axe put in once: a fault found, then gone once fixed, then found again', async ({
    page,
  }) => {
    await page.setContent(PAGE);
    expect(await axeViolations(page)).toEqual([expect.stringMatching(/^image-alt \(critical\): /)]);
    // Marked: were axe's source evaluated again, the page's axe would be a new one, without the mark.
    await page.evaluate(() => Object.assign((window as unknown as { axe: object }).axe, { checkedBefore: true }));
    await page.locator('img').evaluate((img) => img.setAttribute('alt', 'A one-ounce bar'));
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('img').evaluate((img) => img.removeAttribute('alt'));
    expect(await axeViolations(page)).toEqual([expect.stringMatching(/^image-alt \(critical\): /)]);
    expect(await page.evaluate(() => (window as unknown as { axe: { checkedBefore?: boolean } }).axe.checkedBefore)).toBe(true);
  });
});
