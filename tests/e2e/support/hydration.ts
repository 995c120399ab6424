import { expect, type Page } from '@playwright/test';

/** A hydration mismatch (React's development text, or its minified codes), or anything the CSP refused. */
const PAGE_PROBLEM = /hydrat|Minified React error #(418|419|423|425)|Content Security Policy/i;

/**
 * Opens `url` and waits until React has taken the server's page over (the toast region mounts only then);
 * returns the problems the page logged meanwhile: each is a page that did not hydrate as it was sent.
 */
export async function openHydrated(page: Page, url: string, title: RegExp): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && PAGE_PROBLEM.test(m.text())) problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  await page.addInitScript(() => localStorage.setItem('bold.notice.seen', '1'));
  await page.goto(url);
  await expect(page).toHaveTitle(title);
  await expect(page.getByRole('region', { name: /^Notifications/ })).toBeAttached();
  return problems;
}

/**
 * Holds back the script that starts a server-rendered page's others (/boot.js) until the returned
 * function is called: what a shopper does meanwhile is done to the server's page, before React has it,
 * however fast the machine.
 */
export async function holdScript(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/boot\.js$/, async (route) => {
    await released;
    // The page that asked may have been left meanwhile (a form sent without the script): nothing to answer.
    await route.continue().catch(() => {});
  });
  return release;
}
