import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { unsealData } from 'iron-session';
import { expectAccessible } from './support/accessibility';
import { changePasswordWithKeyboard, signInWithKeyboard, tabTo } from './support/keyboard';
import { finish, freePort, run, type Running } from './support/processes';
import { expectToast, openStore, SAME_AT_EVERY_WIDTH } from './support/store';

// The store built for a real API (`npm run build:real-api`) and served by its production server, in front of
// the mock API run as a server of its own: the browser calls the store's /api alone, and the session is a
// cookie the store's server sealed, which no script in the page can read.

const root = process.cwd();
const work = join(root, '.tmp', 'e2e-session-cookie');
const vite = join(root, 'node_modules', '.bin', 'vite');
const started: Running[] = [];
/** The API host the build names (the mock), and where the store is served. */
let api = '';
let store = '';
/** The store server's secret, so the test can open the cookie and learn the token the API issued. */
const secret = 's'.repeat(40);

/** The spec's words when the API no longer takes the session. */
const EXPIRED = 'Your login session has been expired. Please login again using your credentials';

const ordersCount = (page: Page) => page.getByRole('status').filter({ hasText: /^\d+ orders\.$/ });

async function signInToOrders(page: Page) {
  await openStore(page, `${store}/signin?redirect=/orders/order-history`);
  await signInWithKeyboard(page, 'demo@boldbullion.test', 'Bullion#2026');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order history');
  await expect(ordersCount(page)).toBeVisible();
}

test.describe('the session the store’s server keeps, in front of a real API', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    if (test.info().project.name !== 'desktop') return;
    test.setTimeout(300_000);
    rmSync(work, { recursive: true, force: true });
    const apiPort = await freePort();
    api = `http://127.0.0.1:${apiPort}`;
    started.push(await run(process.execPath, ['scripts/mock-api.mjs'], { PORT: String(apiPort) }, /Mock API listening on/));
    const env = { VITE_API_BASE_URL: api, VITE_MOCKS: 'off' };
    await finish(vite, ['build', '--outDir', join(work, 'dist'), '--emptyOutDir', '--logLevel', 'warn'], env);
    await finish(vite, ['build', '--ssr', '--outDir', join(work, 'dist-ssr'), '--emptyOutDir', '--logLevel', 'warn'], env);
    const served = await run(
      process.execPath,
      ['tests/e2e/support/serve-build.ts', work],
      { SESSION_SECRETS: `1:${secret}`, LOG_LEVEL: 'warn' },
      /served at http:\/\/127\.0\.0\.1:\d+\//,
    );
    started.push(served);
    store = /http:\/\/127\.0\.0\.1:\d+/.exec(served.said())?.[0] ?? '';
  });

  test.afterAll(() => {
    for (const p of started) if (p.child.exitCode === null) p.child.kill('SIGKILL');
  });

  test(
    'signs in into a cookie no script can read, and the page never holds the token; the customer is who that cookie says',
    { tag: SAME_AT_EVERY_WIDTH },
    async ({ page }) => {
      const toApiHost: string[] = [];
      const bodies: Promise<string>[] = [];
      page.on('request', (r) => {
        if (r.url().startsWith(`${api}/api/`)) toApiHost.push(r.url());
      });
      page.on('response', (r) => bodies.push(r.text().catch(() => '')));
      await signInToOrders(page);
      await expectAccessible(page);
      const cookies = (await page.context().cookies()).filter((c) => c.name === 'bold_session');
      expect(cookies).toEqual([expect.objectContaining({ httpOnly: true, sameSite: 'Lax', secure: false, path: '/' })]);
      expect(await page.evaluate(() => document.cookie)).not.toContain('bold_session');
      // Every call went to the store's /api, none to the API host.
      expect(toApiHost).toEqual([]);

      // The token the API issued is in the sealed cookie, and nowhere a script in the page could read it:
      // not in the page's storage or cookies, nor in any answer the browser was sent.
      const { token } = await unsealData<{ token?: string }>(decodeURIComponent(cookies[0]?.value ?? ''), { password: { 1: secret } });
      expect(token).toMatch(/^[0-9a-f]{32}$/);
      const readable = await page.evaluate(() => ({
        local: JSON.stringify({ ...localStorage }),
        session: JSON.stringify({ ...sessionStorage }),
        cookie: document.cookie,
      }));
      expect(readable.local).toContain('Alexandra');
      for (const held of Object.values(readable)) expect(held).not.toContain(token);
      const answers = await Promise.all(bodies);
      expect(answers.some((body) => body.includes('"firstName":"Alexandra"'))).toBe(true);
      expect(answers.filter((body) => body.includes(token ?? ''))).toEqual([]);

      // A token the page puts in its storage is not what the store's server goes by: the cookie is.
      await page.evaluate(() => {
        const kept = JSON.parse(localStorage.getItem('bold.session') ?? '{}') as { state: { user: { token?: string } } };
        kept.state.user.token = 'not-the-customers-token';
        localStorage.setItem('bold.session', JSON.stringify(kept));
      });
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order history');
      await expect(ordersCount(page)).toBeVisible();
      await expect(page.getByText('Your login session has been expired')).toHaveCount(0);
    },
  );

  test(
    'a script in the page can call no API host as the customer, and a write from another site is refused',
    { tag: SAME_AT_EVERY_WIDTH },
    async ({ page }) => {
      await signInToOrders(page);
      // The page's policy lets it call its own origin only.
      const direct = await page.evaluate(async (url) => {
        try {
          await fetch(url, { credentials: 'include' });
          return 'answered';
        } catch {
          return 'refused';
        }
      }, `${api}/api/Customer/GetCustomerInfo`);
      expect(direct).toBe('refused');
      // The browser sends the cookie with another site's write (SameSite=Lax aside); the store's /api refuses it.
      const crossSite = await page.request.post(`${store}/api/Customer/SubscribeNewsletter`, {
        headers: { origin: 'https://evil.example' },
        data: { emailId: 'someone@example.com' },
      });
      expect(crossSite.status()).toBe(403);
      const unknown = await page.request.get(`${store}/api/Admin/Users`);
      expect(unknown.status()).toBe(404);
    },
  );

  test('signs out: the cookie goes, and the customer’s pages ask for a sign-in again', { tag: SAME_AT_EVERY_WIDTH }, async ({ page }) => {
    await signInToOrders(page);
    await tabTo(page, page.getByRole('banner').getByRole('button', { name: /Account menu/ }));
    await page.keyboard.press('Enter');
    await page.keyboard.press('End');
    await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Logout' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/signin$/);
    await expect.poll(async () => (await page.context().cookies()).filter((c) => c.name === 'bold_session')).toEqual([]);
    const info = await page.request.get(`${store}/api/Customer/GetCustomerInfo`);
    expect(info.status()).toBe(401);
  });

  // Last: it changes the demo customer's password on the API the tests above sign in to.
  test(
    'a password changed in one session ends the other: its next page says the session expired, its cookie goes, and it asks for a sign-in',
    { tag: SAME_AT_EVERY_WIDTH },
    async ({ page, browser }) => {
      test.setTimeout(120_000);
      const elsewhere = await browser.newContext();
      const there = await elsewhere.newPage();
      await signInToOrders(there);
      await signInToOrders(page);
      await page.goto(`${store}/myaccounts/accountsettings`);
      await changePasswordWithKeyboard(page, 'Bullion#2026', 'Ingots#2027');

      // The other browser's next page is rendered with a token the API no longer takes.
      await there.goto(`${store}/orders/order-history`);
      await expectToast(there, EXPIRED);
      await expect(there).toHaveURL(/\/signin\?redirect=%2Forders%2Forder-history$/, { timeout: 8000 });
      expect((await elsewhere.cookies()).filter((c) => c.name === 'bold_session')).toEqual([]);
      await expectAccessible(there);
      // The session that changed it goes on.
      await page.goto(`${store}/orders/order-history`);
      await expect(ordersCount(page)).toBeVisible();
      await elsewhere.close();
    },
  );
});
