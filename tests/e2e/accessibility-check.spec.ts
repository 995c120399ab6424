import { expect, test } from '@playwright/test';
import { axeViolations } from './support/accessibility';
import { expectAccessibleWithoutScript } from './support/no-script';
import { SAME_AT_EVERY_WIDTH } from './support/store';

const PAGE = `<!doctype html><html lang="en"><head><title>A checked page</title></head>
<body><main><h1>A checked page</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></main></body></html>`;

test.describe('the axe check every page goes through', { tag: SAME_AT_EVERY_WIDTH }, () => {
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

  test('checks a page without script as each copy of it is, at the same address and the next, and after a failure', async ({ page }) => {
    // Pages of the store's origin made here: the copy is opened at the page's own address.
    let html = PAGE;
    await page.route(/\/copy-check(#.*)?$/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: html }));
    const fixed = PAGE.replace('<img ', '<img alt="A one-ounce bar" ');
    await page.goto('/copy-check');
    await expect(expectAccessibleWithoutScript(page)).rejects.toThrow(/image-alt \(critical\)/);
    html = fixed;
    await page.goto('/copy-check');
    await expectAccessibleWithoutScript(page);
    // The same address with a #hash: a new copy all the same, with the fault back.
    html = PAGE;
    await page.goto('/copy-check#again');
    await page.reload();
    await expect(expectAccessibleWithoutScript(page)).rejects.toThrow(/image-alt \(critical\)/);
  });
});
