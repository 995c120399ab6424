import { expect, type Page } from '@playwright/test';
import { expectAccessible } from './accessibility';

/**
 * Runs axe (and the heading check) on the page a shopper without JavaScript has in front of them. axe is a
 * script: in a page whose JavaScript is off it never finishes. So the page's HTML as it stands is opened
 * again in a page of its own, at its own address, with JavaScript on for axe and every script of the
 * store's refused: what is checked is what the shopper got, styles and all, with nothing run over it.
 */
export async function expectAccessibleWithoutScript(page: Page): Promise<void> {
  const browser = page.context().browser();
  expect(browser, 'a browser to open the copy in').not.toBeNull();
  const html = await page.content();
  const url = page.url();
  // JavaScript on, said outright: a context made in a test starts from the project's options (off here).
  const context = await browser!.newContext({ viewport: page.viewportSize(), javaScriptEnabled: true });
  try {
    const copy = await context.newPage();
    await copy.route('**/*', (route) => {
      const request = route.request();
      if (request.resourceType() === 'document' && request.url() === url)
        return route.fulfill({ status: 200, contentType: 'text/html', body: html });
      if (request.resourceType() === 'script') return route.abort();
      return route.continue();
    });
    await copy.goto(url);
    await expectAccessible(copy);
  } finally {
    await context.close();
  }
}
