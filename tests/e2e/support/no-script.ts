import { expect, type Browser, type Page } from '@playwright/test';
import { expectAccessible } from './accessibility';

/** The page the copies are opened in, one per browser (a worker's), and the copy it serves next. */
interface CopyPage {
  page: Page;
  next: { url: string; html: string };
}
const copyPages = new WeakMap<Browser, Promise<CopyPage>>();

/**
 * A page with JavaScript on for axe, in a context of its own, that serves as its document the HTML it is
 * given next and refuses every script of the store. It is made once per browser and kept: a context and a
 * page made for each check took about 450 ms of the 2 s a check takes.
 */
function copyPageOf(browser: Browser): Promise<CopyPage> {
  let made = copyPages.get(browser);
  if (!made) {
    made = (async () => {
      // JavaScript on, said outright: a context made in a test starts from the project's options (off here).
      const context = await browser.newContext({ javaScriptEnabled: true });
      const copy: CopyPage = { page: await context.newPage(), next: { url: '', html: '' } };
      await copy.page.route('**/*', (route) => {
        const request = route.request();
        // A request's address has no #hash; the page's may have one (an error summary's link followed).
        if (request.resourceType() === 'document' && request.url() === copy.next.url.split('#')[0])
          return route.fulfill({ status: 200, contentType: 'text/html', body: copy.next.html });
        if (request.resourceType() === 'script') return route.abort();
        return route.continue();
      });
      return copy;
    })();
    copyPages.set(browser, made);
  }
  return made;
}

/**
 * Runs axe (and the heading check) on the page a shopper without JavaScript has in front of them. axe is a
 * script: in a page whose JavaScript is off it never finishes. So the page's HTML as it stands is opened
 * again in a page of its own, at its own address, with JavaScript on for axe and every script of the
 * store's refused: what is checked is what the shopper got, styles and all, with nothing run over it.
 */
export async function expectAccessibleWithoutScript(page: Page): Promise<void> {
  const browser = page.context().browser();
  expect(browser, 'a browser to open the copy in').not.toBeNull();
  const copy = await copyPageOf(browser!);
  copy.next = { url: page.url(), html: await page.content() };
  const viewport = page.viewportSize();
  if (viewport) await copy.page.setViewportSize(viewport);
  try {
    // From a blank page: a copy at the address the copy page shows already, or at it with another #hash,
    // is a new document all the same, never the last one kept or scrolled.
    await copy.page.goto('about:blank');
    await copy.page.goto(copy.next.url);
    await expectAccessible(copy.page);
  } catch (error) {
    // A copy page left in a state of its own (a failed load, a check cut off) is not the next check's.
    copyPages.delete(browser!);
    await copy.page.context().close();
    throw error;
  }
}
