import { get } from 'node:http';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { openHydrated } from './support/hydration';
import { signInWithKeyboard } from './support/keyboard';
import { freePort, run, type Running } from './support/processes';
import { SAME_AT_EVERY_WIDTH } from './support/store';

// `npm start` as a developer runs it: the store's own server with Vite in middleware mode, the pages rendered
// from the source, the mock API behind the store's /api. What they open must behave as the served build
// does: rendered by the server, taken over by React, under the same strict policy, signed in by cookie.

let store: Running | undefined;
let origin: string;

// One project runs these (two stores at once in one folder share, and rebuild under each other, Vite's
// bundle of dependencies).
test.describe('npm start', { tag: SAME_AT_EVERY_WIDTH }, () => {
  // One development server for these tests: it compiles the source as pages ask for it.
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(180_000);
    const port = await freePort();
    store = await run(
      process.execPath,
      ['scripts/start.mjs'],
      { PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
      /Press Ctrl\+C/,
    );
    origin = `http://127.0.0.1:${port}`;
    // The first page compiles the browser's source as it asks for it (the store settles its dependencies
    // before it listens): it is opened once here, until React has taken it over, so the tests below time
    // what a developer meets on every page after it. Should it not be taken over, the page's console and the
    // store's output say why.
    const first = await browser.newPage();
    const logged: string[] = [];
    first.on('console', (m) => logged.push(`${m.type()}: ${m.text()}`));
    await first.goto(origin);
    try {
      await expect(first.getByRole('region', { name: /^Notifications/ })).toBeAttached({ timeout: 60_000 });
    } catch (error) {
      throw new Error(`The first page was not taken over by React.\nIts console:\n${logged.join('\n')}\nnpm start said:\n${store.said()}`, {
        cause: error,
      });
    }
    await first.close();
  });

  test.afterAll(async () => {
    if (!store) return;
    store.child.kill('SIGINT');
    expect(await store.exited, `npm start stopped at Ctrl+C:\n${store.said()}`).toBe(0);
  });

  test('serves the home page rendered on the server, with a nonce for its inline scripts alone, and React takes it over', async ({
    page,
    request,
  }) => {
    const response = await request.get(`${origin}/`, { headers: { accept: 'text/html' } });
    expect(response.status()).toBe(200);
    const policy = response.headers()['content-security-policy'] ?? '';
    const nonce = /script-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1];
    expect(nonce, policy).toBeTruthy();
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
    const html = await response.text();
    // Rendered on the server: the page's heading and its products are in the HTML itself.
    expect(html.slice(html.indexOf('<div id="root">'))).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    // Each inline script (React's hot-update preamble) carries this response's nonce, and no other.
    const inline = [...html.matchAll(/<script type="module"( nonce="[^"]*")?>[^<]/g)];
    expect(inline.length).toBeGreaterThan(0);
    for (const [, attribute] of inline) expect(attribute).toBe(` nonce="${nonce}"`);
    const again = await request.get(`${origin}/`, { headers: { accept: 'text/html' } });
    expect(again.headers()['content-security-policy']).not.toContain(nonce);

    // Vite's hot updates reach the page on the store's own port.
    const socket = page.waitForEvent('websocket', (ws) => new URL(ws.url()).host === new URL(origin).host);
    const problems = await openHydrated(page, origin + '/', /Bullion priced live/);
    await socket;
    expect(problems).toEqual([]);
    await expectAccessible(page);
  });

  test('starts when its early ask for the mock API’s code fails: the start asks again, and nothing is left uncaught', async ({ page }) => {
    // Vite reloading the page while that ask is on its way fails it the same way.
    let asked = 0;
    await page.route(/\/mocks\/browser\.ts$/, (route) => (asked++ === 0 ? route.abort() : route.continue()));
    const problems = await openHydrated(page, origin + '/', /Bullion priced live/);
    expect(asked).toBe(2);
    expect(problems).toEqual([]);
  });

  test('answers for the store’s own host only, its source files included, and serves no environment file or file outside the project', async ({
    request,
  }) => {
    const { port } = new URL(origin);
    /** The status of a GET that names `host` in its Host header (a browser on a rebinding DNS name sends its own). */
    const statusFor = (path: string, host: string) =>
      new Promise<number>((resolve, reject) => {
        get({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        }).on('error', reject);
      });
    expect(await statusFor('/src/main.tsx', `127.0.0.1:${port}`)).toBe(200);
    expect(await statusFor('/src/main.tsx', 'attacker.example')).toBe(421);
    expect(await statusFor('/', `attacker.example:${port}`)).toBe(421);
    // The source is the developer's own; the environment's secrets and the machine's other files are not served.
    for (const path of ['/.env', '/.env.local', '/@fs/etc/passwd', '/@fs/etc/hostname?raw'])
      expect((await request.get(origin + path)).status(), path).not.toBe(200);
  });

  test('signs the demo customer in with the session cookie, and their order history comes from the server with their orders', async ({
    page,
  }) => {
    await openHydrated(page, origin + '/signin', /Sign in/);
    await signInWithKeyboard(page, 'demo@boldbullion.test', 'Bullion#2026');
    await expect(page).not.toHaveURL(/\/signin/);
    const session = (await page.context().cookies()).find((c) => c.httpOnly && c.sameSite === 'Lax' && c.name !== 'bold_mock');
    expect(session, 'an HttpOnly session cookie').toBeTruthy();
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }) + document.cookie);
    expect(stored).not.toMatch(/token/i);
    const html = await page.request.get(`${origin}/orders/order-history`, { headers: { accept: 'text/html' } });
    expect(html.headers()['cache-control']).toBe('private, no-store');
    expect(await html.text()).toMatch(/<p role="status" aria-live="polite">\d+ orders?\.<\/p>/);
  });
});
