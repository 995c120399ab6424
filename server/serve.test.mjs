// @vitest-environment node
// The production server's handling (server/serve.ts) with the store's own renderer, against loopback
// APIs this file starts: the seeded mock, one that is down (nothing listens), and a black hole that
// accepts every connection and never answers.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, zstdDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { COLLECTOR_EMAIL, COLLECTOR_PASSWORD, DEMO_EMAIL, DEMO_PASSWORD } from '../mocks/db/state';
import { startMockServer } from '../mocks/server';
import { SHARED_FOR_MS } from '../src/api/shared-answers';
import express from 'express';
import { allMenuHrefs } from '../src/domain/catalog/menu-tree';
import { render, sitemap } from '../src/entry-server';
import { createStoreApp, PAGE_BUDGET_MS } from './serve.ts';
import { createLogger } from './request-log.ts';
import { seoRoutes } from './seo.ts';
import { listenGracefully, stopInOrder } from './shutdown.ts';

// The built index.html's head, as far as the server writes into it.
const TEMPLATE =
  '<!doctype html><html><head><meta name="description" content="Buy silver, gold, platinum, palladium and copper bullion coins, bars and rounds priced live off the spot market." /><title>Bold</title></head><body><div id="root"></div></body></html>';
const dist = mkdtempSync(join(tmpdir(), 'store-dist-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** Listens on a free loopback port; resolves with its origin and a closer. */
async function listen(server) {
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => {
      server.closeAllConnections?.();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A logger that keeps its JSON lines in `lines`. */
function memoryLogger() {
  const lines = [];
  const logger = createLogger({ destination: { write: (line) => lines.push(JSON.parse(line)) } });
  return { logger, lines };
}

/** The store against `apiBaseUrl`, listening on loopback; its log lines are kept in `log`. */
async function store(apiBaseUrl, options = {}) {
  const failures = [];
  const { logger, lines } = memoryLogger();
  const app = createStoreApp({
    logger,
    render,
    template: TEMPLATE,
    manifest: {},
    dist,
    apiBaseUrl,
    headerOptions: {},
    onRenderFailure: (m) => failures.push(m),
    ...options,
  });
  const listening = await listen(createServer(app));
  return { ...listening, failures, log: lines };
}

/** The store against `apiBaseUrl` behind the graceful listener `npm run serve` uses, with a page budget and a drain bound. */
async function gracefulStore(apiBaseUrl, { budgetMs, drainMs }) {
  const { logger } = memoryLogger();
  const app = createStoreApp({ render, template: TEMPLATE, manifest: {}, dist, apiBaseUrl, headerOptions: {}, logger, budgetMs });
  const running = await listenGracefully(app, { port: 0, host: '127.0.0.1', drainMs });
  return { app, running, origin: `http://127.0.0.1:${running.port}` };
}

/** The store on the seeded mock for a describe block: `env.mock` and `env.shop` once its beforeAll has run. */
function onTheMock(options = {}) {
  const env = {};
  beforeAll(async () => {
    env.mock = await startMockServer({ port: 0 });
    env.shop = await store(env.mock.url, options);
  });
  afterAll(async () => {
    await env.shop.close();
    await env.mock.close();
  });
  return env;
}

/** An API that takes every connection and never answers; it counts the sockets still open to it. */
async function blackHole() {
  const open = new Set();
  let requests = 0;
  const server = createServer(() => {
    requests++;
  });
  server.on('connection', (socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
  });
  const listening = await listen(server);
  return { ...listening, open, requests: () => requests };
}

/** A customer's session cookie, from their sign-in through the store's /api. */
async function signedIn(origin, emailId = DEMO_EMAIL, password = DEMO_PASSWORD) {
  const answer = await fetch(`${origin}/api/Authentication/SignIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailId, password }),
  });
  expect(answer.status).toBe(200);
  return { cookie: answer.headers.get('set-cookie').split(';')[0] };
}

const get = async (origin, path, headers = {}) => {
  const started = performance.now();
  const response = await fetch(origin + path, { headers: { accept: 'text/html', ...headers } });
  const body = await response.text();
  return { status: response.status, headers: response.headers, body, ms: performance.now() - started };
};

describe('the production server against an API that never answers', { timeout: 30_000 }, () => {
  let hole;
  let shop;
  beforeAll(async () => {
    hole = await blackHole();
    shop = await store(hole.origin);
    // The routes' code is loaded once, as a running server has it: the timings below are a page's, not a cold start's.
    for (const path of ['/', '/silver-bullion', '/product/2011/x'])
      await render(new Request(`http://warm.test${path}`), { apiBaseUrl: hole.origin, budgetMs: 1 });
  });
  afterAll(async () => {
    await shop.close();
    await hole.close();
  });

  it('sends the home page, 200 with the store’s shell, within 3 s', async () => {
    const page = await get(shop.origin, '/');
    expect(page.status).toBe(200);
    expect(page.ms).toBeLessThan(3000);
    expect(page.body).toContain('<header');
    expect(page.body).toContain('Loading the past month…');
    expect(shop.failures).toEqual([]);
  });

  it('answers an image 504 within the page budget, and lets go of its socket', async () => {
    const image = await get(shop.origin, '/images/products/2011.svg', { accept: 'image/*' });
    expect(image.status).toBe(504);
    expect(image.ms).toBeGreaterThanOrEqual(PAGE_BUDGET_MS - 50);
    expect(image.ms).toBeLessThan(PAGE_BUDGET_MS + 500);
    expect(JSON.parse(image.body)).toEqual({ status: 504, message: `The API did not answer within ${PAGE_BUDGET_MS} ms` });
  });

  it('leaves no socket open to the API a second after the budget of 50 pages asked at once', async () => {
    const before = hole.requests();
    const paths = ['/', '/silver-bullion', '/product/2011/2024-silver-maple-leaf-1-oz', '/gold-bullion', '/cart/cart'];
    const pages = await Promise.all(Array.from({ length: 50 }, (_, i) => get(shop.origin, paths[i % paths.length])));
    // Each page asked the API for its data: the calls were made (shared between pages that ask the same).
    expect(hole.requests() - before).toBeGreaterThan(10);
    expect(pages.map((p) => p.status)).toEqual(pages.map((_, i) => ([1, 2, 3].includes(i % paths.length) ? 503 : 200)));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(hole.open.size).toBe(0);
  });

  it('a shopper who leaves before their page is sent takes its calls with them, and no render is said to have failed', async () => {
    const rendering = [];
    const own = await store(hole.origin, {
      pageCache: false,
      render: (request, options) => {
        const page = render(request, options);
        rendering.push(page.catch(() => undefined));
        return page;
      },
    });
    try {
      const before = hole.requests();
      const leaving = new AbortController();
      const asked = fetch(`${own.origin}/silver-bullion`, { headers: { accept: 'text/html' }, signal: leaving.signal }).catch((e) => e);
      await vi.waitFor(() => expect(hole.requests()).toBeGreaterThan(before));
      leaving.abort();
      expect(await asked).toBeInstanceOf(Error);
      await vi.waitFor(() => expect(rendering).toHaveLength(1));
      await Promise.all(rendering);
      expect(own.failures).toEqual([]);
      await vi.waitFor(() => expect(hole.open.size).toBe(0));
    } finally {
      await own.close();
    }
  });

  it('says it is alive on /healthz, and ready on /readyz with the API down as a field of it, within a second, never rendering a page', async () => {
    const health = await get(shop.origin, '/healthz');
    expect(health.status).toBe(200);
    expect(health.headers.get('cache-control')).toBe('no-store');
    expect(JSON.parse(health.body)).toMatchObject({ status: 'ok' });
    const ready = await get(shop.origin, '/readyz');
    expect(ready.status).toBe(200);
    expect(ready.ms).toBeLessThan(1500);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(JSON.parse(ready.body)).toEqual({ status: 'ready', api: { status: 'down', reason: 'the API did not answer within 1000 ms' } });
  });

  it('answers 404 at once for a path that can be no page, whatever the API does', async () => {
    const paths = ['/a/b/c/d/e', '/no%20such%20page', '/%E0%A4%A', '/products.php', '/blogs/Not_A_Slug', '/news/trailing-'];
    // Asked together, as shoppers would (each waits out the budget for the header's own data, not in turn).
    const pages = await Promise.all(paths.map((path) => get(shop.origin, path)));
    pages.forEach((page, i) => {
      // The page's status does not depend on the API.
      expect(page.status, paths[i]).toBe(404);
      expect(page.ms, paths[i]).toBeLessThan(PAGE_BUDGET_MS + 500);
    });
  });
});

describe('the production server against an API that is down', { timeout: 30_000 }, () => {
  let shop;
  let downOrigin;
  beforeAll(async () => {
    // A port that was just free: nothing listens there, so every call is refused at once.
    const probe = await listen(createServer());
    downOrigin = probe.origin;
    await probe.close();
    shop = await store(downOrigin);
  });
  afterAll(() => shop.close());

  it('sends the home page 200 at once, and a category and a product 503 with Retry-After, each with its error state and Try again', async () => {
    const home = await get(shop.origin, '/');
    expect(home.status).toBe(200);
    expect(home.ms).toBeLessThan(PAGE_BUDGET_MS);
    for (const [path, title, problem] of [
      ['/silver-bullion', 'Silver Bullion', 'We could not load these products. Your cart is safe.'],
      [
        '/product/2011/2024-silver-maple-leaf-1-oz',
        'This product could not be loaded',
        'We could not load this product. Your cart is safe.',
      ],
    ]) {
      const page = await get(shop.origin, path);
      expect(page.status, path).toBe(503);
      expect(page.headers.get('retry-after'), path).toBe('5');
      expect(page.headers.get('cache-control'), path).toBe('no-store');
      // What a shopper whose script failed reads: what went wrong and a way to try again, never a wait for ever.
      expect(page.body, path).toContain(`<h1`);
      expect(page.body, path).toContain(`>${title}</h1>`);
      expect(page.body, path).toMatch(new RegExp(`<div role="alert"[^>]*><p>${problem}</p><button[^>]*>Try again</button>`));
      expect(page.body, path).not.toContain('Loading product');
      expect(page.ms, path).toBeLessThan(PAGE_BUDGET_MS);
    }
  });

  it('answers an image 502, and /readyz 200 with the API down: an outage takes no instance out of the load balancer', async () => {
    const image = await get(shop.origin, '/images/products/2011.svg');
    expect(image.status).toBe(502);
    expect(JSON.parse(image.body)).toEqual({ status: 502, message: 'The API could not be reached (ECONNREFUSED)' });
    expect((await get(shop.origin, '/readyz')).status).toBe(200);
    expect(JSON.parse((await get(shop.origin, '/readyz')).body)).toEqual({
      status: 'ready',
      api: { status: 'down', reason: 'the API could not be reached' },
    });
    expect((await get(shop.origin, '/healthz')).status).toBe(200);
  });
});

describe('the production server with the API answering', { timeout: 30_000 }, () => {
  let mock;
  let shop;
  beforeAll(async () => {
    mock = await startMockServer({ port: 0 });
    shop = await store(mock.url);
  });
  afterAll(async () => {
    await shop.close();
    await mock.close();
  });

  it('is ready, and says how long the API took', async () => {
    const ready = await get(shop.origin, '/readyz');
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.body)).toEqual({ status: 'ready', api: { status: 'up', answered: 200, ms: expect.any(Number) } });
  });

  it('passes an image through with its type, and a write to the API with its body', async () => {
    const image = await get(shop.origin, '/images/products/2011.svg', { accept: 'image/*' });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(image.body).toContain('<svg');
    // Logged with its whole path, not the part after where the pass-through is mounted.
    await vi.waitFor(() => expect(shop.log.filter((l) => l.msg === 'request').map((l) => l.path)).toContain('/images/products/2011.svg'));
    const refused = await fetch(`${shop.origin}/api/Authentication/SignIn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ emailId: 'nobody@example.com', password: 'wrong-password-1' }),
    });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('set-cookie')).toBeNull();
  });

  const signIn = (headers = {}) =>
    fetch(`${shop.origin}/api/Authentication/SignIn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ emailId: DEMO_EMAIL, password: DEMO_PASSWORD }),
    });
  const customerInfo = (cookie) => fetch(`${shop.origin}/api/Customer/GetCustomerInfo`, { headers: cookie ? { cookie } : {} });

  it('signs the demo customer in through its /api into a sealed HttpOnly cookie that is the customer from then on', async () => {
    const answer = await signIn();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const setCookie = answer.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^bold_session=Fe26\.2\*[^;]+; Max-Age=43140; Path=\/; HttpOnly; SameSite=Lax$/);
    const cookie = setCookie.split(';')[0];
    const { data } = await answer.json();
    expect(cookie).not.toContain(data.token);
    const info = await customerInfo(cookie);
    expect(info.status).toBe(200);
    expect((await info.json()).data.emailId).toBe(DEMO_EMAIL);
    // No cookie, or one with a character changed, is a guest: the API refuses the secured call.
    expect((await customerInfo()).status).toBe(401);
    const at = Math.floor(cookie.length / 2);
    const tampered = cookie.slice(0, at) + (cookie[at] === 'A' ? 'B' : 'A') + cookie.slice(at + 1);
    expect((await customerInfo(tampered)).status).toBe(401);
    await vi.waitFor(() => expect(shop.log.map((l) => l.msg)).toContainEqual(expect.stringMatching(/^A session cookie was refused/)));
  });

  /** A form sent without script from the store's own page, as a browser posts it: its answer, not followed. */
  const postForm = (path, fields, cookie) =>
    fetch(shop.origin + path, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        accept: 'text/html',
        'content-type': 'application/x-www-form-urlencoded',
        origin: shop.origin,
        ...(cookie ? { cookie } : {}),
      },
      body: new URLSearchParams(fields),
    });
  const signInForm = (password, query = '') => postForm(`/signin${query}`, { emailId: DEMO_EMAIL, password, form: 'sign-in' });

  it('a sign-in form sent without script: refused, the page again with the email and never the password; taken, a sealed cookie and the way back', async () => {
    const refused = await signInForm('not-the-password-9');
    expect(refused.status).toBe(401);
    expect(refused.headers.get('set-cookie')).toBeNull();
    const page = await refused.text();
    expect(page).toContain('The email or password is incorrect.');
    expect(page).toContain(`value="${DEMO_EMAIL}"`);
    expect(page).not.toContain('not-the-password-9');

    const taken = await signInForm(DEMO_PASSWORD);
    expect(taken.status).toBe(303);
    // With nowhere to go back to, the account's page: the first that greets the customer.
    expect(taken.headers.get('location')).toBe('/myaccounts');
    expect(taken.headers.get('set-cookie')).toMatch(/^bold_session=Fe26\.2\*[^;]+; Max-Age=43140; Path=\/; HttpOnly; SameSite=Lax$/);
    const cookie = taken.headers.get('set-cookie').split(';')[0];
    expect((await (await customerInfo(cookie)).json()).data.emailId).toBe(DEMO_EMAIL);
    const account = await get(shop.origin, '/myaccounts', { cookie });
    expect(account.status).toBe(200);
    // The header greets them (the name cut to fit) and, with no script to open its menu, offers Logout as a form.
    expect(account.body).toMatch(
      /<a class="[^"]*" href="\/myaccounts"[^>]*>Hello, Alexandr…!<\/a><form[^>]* action="\/signout" method="post"><button type="submit"[^>]*>Logout</,
    );

    // Back where the shopper was sent to sign in from; never to another site.
    expect((await signInForm(DEMO_PASSWORD, '?redirect=%2Forders%2Forder-history')).headers.get('location')).toBe('/orders/order-history');
    expect((await signInForm(DEMO_PASSWORD, '?redirect=%2F%2Fevil.example')).headers.get('location')).toBe('/myaccounts');
  });

  it('the purchase form sent without script puts the item in a guest’s cart cookie and goes to the cart; refused, the page says why and keeps what was chosen', async () => {
    const buy = (quantity, cookie, productId = 2011) =>
      postForm(`/product/${productId}/any`, { form: 'add-to-cart', stockCode: 'IS', quantity }, cookie);
    const first = await buy('3');
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe('/cart/cart');
    expect(first.headers.get('set-cookie')).toBe('bold.cart=2011~I~~~3~s; Max-Age=2592000; Path=/; SameSite=Lax');
    // The same line again adds to it, by the cart's rules.
    const again = await buy('2', 'bold.cart=2011~I~~~3~s');
    expect(again.headers.get('set-cookie')).toMatch(/^bold\.cart=2011~I~~~5~s;/);
    const cart = await get(shop.origin, '/cart/cart', { cookie: 'bold.cart=2011~I~~~5~s' });
    expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(cart.body)?.[1]).toBe('Your cart (5 items)');

    // 0 is refused on its field, with the 0 kept; nothing is set.
    const refused = await buy('0', 'bold.cart=2011~I~~~3~s');
    expect(refused.status).toBe(400);
    expect(refused.headers.get('set-cookie')).toBeNull();
    const page = await refused.text();
    expect(page).toContain('Enter a whole number of 1 or more.');
    expect(page).toMatch(/<input[^>]*name="quantity"[^>]*value="0"/);
    // A full cart takes no new line, and says so; 1 is taken (the boundary).
    const full = Array.from({ length: 100 }, (_, i) => `${3000 + i}~I~~~1~s`).join('!');
    const over = await buy('1', `bold.cart=${full}`);
    expect(over.status).toBe(409);
    expect(await over.text()).toContain('Your cart holds up to 100 different items. Sign in to add more, or remove one first.');
    const nearlyFull = Array.from({ length: 99 }, (_, i) => `${3000 + i}~I~~~1~s`).join('!');
    expect((await buy('1', `bold.cart=${nearlyFull}`)).status).toBe(303);
  });

  it('a cart line’s quantity and Delete sent without script change a guest’s cart cookie by the cart’s rules; refused, the line says why with what was typed', async () => {
    const line = { productId: '2011', source: 'Instock', size: '', salesEventId: '' };
    const cart = 'bold.cart=2011~I~~~2~s!2001~I~~~1~s';
    const quantity = (value) => postForm('/cart/cart', { form: 'cart-quantity', ...line, quantity: value }, cart);
    const four = await quantity('4');
    expect(four.status).toBe(303);
    expect(four.headers.get('location')).toBe('/cart/cart');
    expect(four.headers.get('set-cookie')).toMatch(/^bold\.cart=2011~I~~~4~s!2001~I~~~1~s;/);

    const none = await quantity('0');
    expect(none.status).toBe(400);
    expect(none.headers.get('set-cookie')).toBeNull();
    const page = await none.text();
    expect(page).toContain('Enter a whole number of 1 or more.');
    expect(page).toMatch(/<input[^>]*name="quantity"[^>]*value="0"/);
    // Held to what is in stock, as the page's own control holds it: the API's stock for 2011 and one more.
    const stock = (await (await fetch(`${shop.origin}/api/Product/GetProductDetails?productId=2011`)).json()).data.stocks.find(
      (s) => s.stockName === 'in stock',
    ).stockQty;
    expect((await quantity(String(stock))).status).toBe(303);
    const over = await quantity(String(stock + 1));
    expect(over.status).toBe(400);
    expect(await over.text()).toContain(`Only ${stock} in stock.`);

    const deleted = await postForm('/cart/cart', { form: 'cart-delete', ...line }, cart);
    expect(deleted.status).toBe(303);
    expect(deleted.headers.get('set-cookie')).toMatch(/^bold\.cart=2001~I~~~1~s;/);
    const last = await postForm('/cart/cart', { form: 'cart-delete', ...line }, 'bold.cart=2011~I~~~2~s');
    expect(last.headers.get('set-cookie')).toBe('bold.cart=; Max-Age=0; Path=/; SameSite=Lax');
  });

  it('the purchase form and a cart line’s forms sent by a signed-in customer without script change their cart with the API, and set no guest cart', async () => {
    const cookie = (await signIn()).headers.get('set-cookie').split(';')[0];
    const cartOf = async () =>
      (await (await fetch(`${shop.origin}/api/ShoppingCart/GetProductFromShoppingCart`, { headers: { cookie } })).json()).data;
    const before = (await cartOf()).filter((l) => l.productId === 2011 && l.productInventorySource === 'Instock')[0]?.quantity ?? 0;
    const answer = await postForm('/product/2011/any', { form: 'add-to-cart', stockCode: 'IS', quantity: '2' }, cookie);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/cart/cart');
    expect(answer.headers.get('set-cookie') ?? '').not.toContain('bold.cart');
    const after = (await cartOf()).filter((l) => l.productId === 2011 && l.productInventorySource === 'Instock')[0]?.quantity;
    expect(after).toBe(before + 2);
    // The cart page's line forms change the customer's cart with the API.
    const line = { productId: '2011', source: 'Instock', size: '', salesEventId: '' };
    const changed = await postForm('/cart/cart', { form: 'cart-quantity', ...line, quantity: '1' }, cookie);
    expect(changed.status).toBe(303);
    expect((await cartOf()).find((l) => l.productId === 2011 && l.productInventorySource === 'Instock')?.quantity).toBe(1);
    expect((await postForm('/cart/cart', { form: 'cart-delete', ...line }, cookie)).status).toBe(303);
    expect((await cartOf()).find((l) => l.productId === 2011 && l.productInventorySource === 'Instock')).toBeUndefined();
  });

  it('the cart’s ticks sent without script: the lines ticked are the ones to buy, or are removed; a customer’s through the API', async () => {
    const added = await postForm('/product/2011/any', { form: 'add-to-cart', stockCode: 'IS', quantity: '1' });
    const guestCart = added.headers.get('set-cookie').split(';')[0];
    const tick = (fields, cookie) => postForm('/cart/cart', { form: 'cart-selection', ...fields }, cookie);
    // Nothing ticked: the line stays, not to be bought.
    const none = await tick({ do: 'select' }, guestCart);
    expect(none.status).toBe(303);
    expect(none.headers.get('location')).toBe('/cart/cart');
    expect(none.headers.get('set-cookie')).toMatch(/^bold\.cart=2011~I~~~1~;/);
    const again = await tick({ do: 'select', line: '2011|Instock||' }, guestCart);
    expect(again.headers.get('set-cookie')).toMatch(/^bold\.cart=2011~I~~~1~s;/);
    // A tick naming no line of the cart changes nothing else.
    const removed = await tick({ do: 'remove', line: '9999|Instock||' }, guestCart);
    expect(removed.headers.get('set-cookie')).toMatch(/^bold\.cart=2011~I~~~1~s;/);
    const gone = await tick({ do: 'remove', line: '2011|Instock||' }, guestCart);
    expect(gone.headers.get('set-cookie')).toMatch(/^bold\.cart=; Max-Age=0;/);

    const session = (await signIn()).headers.get('set-cookie').split(';')[0];
    expect((await postForm('/product/2011/any', { form: 'add-to-cart', stockCode: 'IS', quantity: '1' }, session)).status).toBe(303);
    const cartOf = async () =>
      (
        await (
          await fetch(`${shop.origin}/api/ShoppingCart/GetProductFromShoppingCart`, { headers: { cookie: session, origin: shop.origin } })
        ).json()
      ).data;
    const before = await cartOf();
    expect(before.find((l) => l.productId === 2011).selected).toBe(true);
    expect((await tick({ do: 'select' }, session)).status).toBe(303);
    expect((await cartOf()).every((l) => !l.selected)).toBe(true);
    expect((await tick({ do: 'remove', line: '2011|Instock||' }, session)).status).toBe(303);
    expect((await cartOf()).some((l) => l.productId === 2011)).toBe(false);
    // The customer's other lines ticked again, as they were, for the tests after this one.
    const key = (l) => `${l.productId}|${l.productInventorySource}|${l.size ?? ''}|${l.activeSalesEventId ?? ''}`;
    const body = new URLSearchParams({ form: 'cart-selection', do: 'select' });
    for (const l of before.filter((l) => l.selected && l.productId !== 2011)) body.append('line', key(l));
    const restored = await fetch(`${shop.origin}/cart/cart`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: shop.origin, cookie: session },
      body,
    });
    expect(restored.status).toBe(303);
    expect((await cartOf()).filter((l) => l.selected).length).toBe(before.filter((l) => l.selected && l.productId !== 2011).length);
  });

  it('a coupon sent without script: a customer’s code checked with the API and kept in its cookie, shown in the cart’s totals; refused with why; a guest told to sign in', async () => {
    const session = (await signIn()).headers.get('set-cookie').split(';')[0];
    const apply = (couponCode, cookie) => postForm('/cart/cart', { form: 'coupon-apply', couponCode }, cookie);
    expect((await postForm('/product/2011/any', { form: 'add-to-cart', stockCode: 'IS', quantity: '1' }, session)).status).toBe(303);
    const taken = await apply(' SILVER10 ', session);
    expect(taken.status).toBe(303);
    expect(taken.headers.get('location')).toBe('/cart/cart');
    const kept = taken.headers.get('set-cookie');
    expect(kept).toBe('bold.coupon=SILVER10; Max-Age=2592000; Path=/; SameSite=Lax');
    // The cart page, rendered for the customer, reads the coupon's cookie and takes it off the totals.
    const page = await (await fetch(`${shop.origin}/cart/cart`, { headers: { cookie: `${session}; ${kept.split(';')[0]}` } })).text();
    expect(page).toMatch(/<strong>SILVER10<\/strong>: \$10\.00 off your order\./);
    expect(page).toMatch(/>Coupon (<!-- -->)?SILVER10<\/th>/);

    const unknown = await apply('NOSUCHCODE', session);
    expect(unknown.status).toBe(400);
    expect(unknown.headers.get('set-cookie')).toBeNull();
    const refusedPage = await unknown.text();
    expect(refusedPage).toContain('The coupon code NOSUCHCODE is not valid.');
    expect(refusedPage).toMatch(/<input[^>]*name="couponCode"[^>]*value="NOSUCHCODE"/);
    expect(await (await apply('SUMMER25', session)).text()).toMatch(/This coupon expired on \d{4}-08-31\./);
    // At the longest code the API takes, the API is asked; one past it, the form says so itself.
    expect(await (await apply('A'.repeat(50), session)).text()).toContain(`The coupon code ${'A'.repeat(50)} is not valid.`);
    expect(await (await apply('A'.repeat(51), session)).text()).toContain('A coupon code is at most 50 characters.');
    expect(await (await apply('   ', session)).text()).toContain('Enter a coupon code.');

    const guest = await apply('SILVER10');
    expect(guest.status).toBe(401);
    expect(guest.headers.get('set-cookie')).toBeNull();
    expect(await guest.text()).toContain('Sign in to use a coupon. Your cart comes with you.');

    const removed = await postForm('/cart/cart', { form: 'coupon-remove' }, `${session}; ${kept.split(';')[0]}`);
    expect(removed.status).toBe(303);
    expect(removed.headers.get('set-cookie')).toBe('bold.coupon=; Max-Age=0; Path=/; SameSite=Lax');
  });

  it('checkout without script: a guest’s email seals a guest session; the address, refused with why, then kept in the checkout’s cookie; a forged cookie is no progress', async () => {
    const cart = (await postForm('/product/2011/any', { form: 'add-to-cart', stockCode: 'IS', quantity: '1' })).headers
      .get('set-cookie')
      .split(';')[0];
    const refused = await postForm('/checkout', { form: 'checkout-guest', emailId: 'x'.repeat(250) + '@ex.com' }, cart);
    expect(refused.status).toBe(400);
    expect(refused.headers.get('set-cookie')).toBeNull();
    const guest = await postForm('/checkout', { form: 'checkout-guest', emailId: 'no.script@example.com' }, cart);
    expect(guest.status).toBe(303);
    expect(guest.headers.get('location')).toBe('/checkout?step=shipping');
    const session = guest.headers.get('set-cookie').split(';')[0];
    expect(session).toMatch(/^bold_session=/);
    const cookies = `${cart}; ${session}`;

    const address = {
      form: 'checkout-shipping',
      'shipping.addressName': 'Home',
      'shipping.firstName': 'Ada',
      'shipping.lastName': 'Lovelace',
      'shipping.company': '',
      'shipping.line1': '20 W 34th St',
      'shipping.line2': '',
      'shipping.city': 'New York',
      'shipping.state': 'NY',
      'shipping.zip': '10001',
      'shipping.phone': '2125550199',
      billingSame: 'on',
    };
    // Billing its own, but left empty: each of its fields says why; nothing is kept.
    const noBilling = await postForm('/checkout?step=shipping', { ...address, billingSame: '' }, cookies);
    expect(noBilling.status).toBe(400);
    expect(noBilling.headers.get('set-cookie')).toBeNull();
    const noBillingPage = await noBilling.text();
    expect(noBillingPage).toMatch(/<a href="#billing-line1">/);
    expect(noBillingPage).toMatch(/<input[^>]*name="shipping\.line1"[^>]*value="20 W 34th St"/);
    const taken = await postForm('/checkout?step=shipping', address, cookies);
    expect(taken.status).toBe(303);
    expect(taken.headers.get('location')).toBe('/checkout?step=delivery');
    const progress = taken.headers.get('set-cookie');
    expect(progress).toMatch(/^bold\.checkout=[\w-]+; Max-Age=43200; Path=\/; SameSite=Lax$/);
    const kept = JSON.parse(Buffer.from(progress.split(';')[0].slice('bold.checkout='.length), 'base64url').toString());
    expect(kept).toMatchObject({ shippingInfo: { firstName: 'Ada', zip: '10001', phone: '2125550199' }, billingSameAsShipping: true });

    // The delivery step, rendered for the guest with their cart, address and the carriers for it.
    const delivery = await (
      await fetch(`${shop.origin}/checkout?step=delivery`, { headers: { cookie: `${cookies}; ${progress.split(';')[0]}` } })
    ).text();
    expect(delivery).toMatch(/<h2 id="step-title"[^>]*>Delivery<\/h2>/);
    expect(delivery).toMatch(/<input[^>]*type="radio"[^>]*name="shippingMethod"/);
    const withAddress = `${cookies}; ${progress.split(';')[0]}`;
    const choose = (fields) =>
      postForm('/checkout?step=delivery', { form: 'checkout-delivery', shippingMethod: 'standard', ...fields }, withAddress);
    // At the longest note the page takes, it is kept; one past it, refused with the note typed.
    const long = await choose({ orderNote: 'n'.repeat(501), isGiftWrap: 'on' });
    expect(long.status).toBe(400);
    expect(long.headers.get('set-cookie')).toBeNull();
    expect(await long.text()).toContain('Keep the note under 500 characters.');
    const chosen = await choose({ orderNote: 'n'.repeat(500), isGiftWrap: 'on' });
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get('location')).toBe('/checkout?step=payment');
    const delivered = JSON.parse(
      Buffer.from(chosen.headers.get('set-cookie').split(';')[0].slice('bold.checkout='.length), 'base64url').toString(),
    );
    expect(delivered).toMatchObject({
      shippingInfo: { firstName: 'Ada' },
      shippingMethod: 'standard',
      shippingConfirmed: true,
      isGiftWrap: true,
    });
    expect(delivered.orderNote).toHaveLength(500);
    // A cookie this store did not write (an address with markup, say) is no progress: the shipping step, empty.
    const forged = Buffer.from(
      JSON.stringify({ ...kept, shippingInfo: { ...kept.shippingInfo, city: '<script>alert(1)</script>'.repeat(20) } }),
    ).toString('base64url');
    const forgedPage = await (
      await fetch(`${shop.origin}/checkout?step=delivery`, { headers: { cookie: `${cookies}; bold.checkout=${forged}` } })
    ).text();
    expect(forgedPage).toMatch(/<h2 id="step-title"[^>]*>Shipping address<\/h2>/);
    expect(forgedPage).not.toContain('<script>alert(1)');
  });

  it('checkout without script to the order: the eCheck sealed in the session, never in the page or a cookie a script reads; Place order sent twice is one order; the confirmation is the guest’s', async () => {
    const cookieOf = (answer, name) =>
      answer.headers
        .getSetCookie()
        .find((c) => c.startsWith(`${name}=`))
        ?.split(';')[0];
    const cart = cookieOf(await postForm('/product/2011/any', { form: 'add-to-cart', stockCode: 'IS', quantity: '1' }), 'bold.cart');
    const session = cookieOf(await postForm('/checkout', { form: 'checkout-guest', emailId: 'sealed@example.com' }, cart), 'bold_session');
    let jar = { cart, session };
    const cookies = () => Object.values(jar).join('; ');
    const step = async (fields) => {
      const answer = await postForm('/checkout', fields, cookies());
      jar = {
        ...jar,
        checkout: cookieOf(answer, 'bold.checkout') ?? jar.checkout,
        session: cookieOf(answer, 'bold_session') ?? jar.session,
      };
      return answer;
    };
    const shipping = {
      'shipping.addressName': 'Home',
      'shipping.firstName': 'Ada',
      'shipping.lastName': 'Lovelace',
      'shipping.line1': '20 W 34th St',
    };
    await step({
      form: 'checkout-shipping',
      ...shipping,
      'shipping.city': 'New York',
      'shipping.state': 'NY',
      'shipping.zip': '10001',
      'shipping.phone': '2125550199',
      billingSame: 'on',
    });
    await step({ form: 'checkout-delivery', shippingMethod: 'standard', orderNote: '' });
    const eCheck = {
      form: 'checkout-payment',
      paymentMode: 'eCheck',
      'eCheck.accountType': 'Personal',
      'eCheck.routingNumber': '121000358',
      'eCheck.accountNumber': '000123456789',
      'eCheck.checkNumber': '1042',
      'eCheck.idNumber': 'D1234567',
      'eCheck.idState': 'NY',
    };
    const sessionBefore = jar.session;
    const paid = await step(eCheck);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe('/checkout?step=review');
    // Sealed anew with the bank details, which neither cookie shows.
    expect(jar.session).not.toBe(sessionBefore);
    expect(jar.session).toMatch(/^bold_session=Fe26\.2\*/);
    const progress = JSON.parse(Buffer.from(jar.checkout.slice('bold.checkout='.length), 'base64url').toString());
    expect(progress).toMatchObject({
      paymentMode: 'eCheck',
      paymentValidated: true,
      eCheckSealed: { accountType: 'Personal', last4: '6789' },
    });
    expect(`${jar.session}${jar.checkout}${JSON.stringify(progress)}`).not.toMatch(/121000358|000123456789|D1234567/);

    const review = await (await fetch(`${shop.origin}/checkout?step=review`, { headers: { cookie: cookies() } })).text();
    expect(review).toMatch(/<h2 id="step-title"[^>]*>Review and place your order<\/h2>/);
    expect(review).toContain('eCheck (personal), account ending 6789');
    expect(review).not.toMatch(/121000358|000123456789|D1234567/);
    const hidden = (name) => new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]+)"`).exec(review)?.[1];
    const form = { form: 'checkout-place', priceLockId: hidden('priceLockId'), attemptKey: hidden('attemptKey') };
    expect(form.attemptKey).toMatch(/^[\w-]{36}$/);
    // The terms not agreed to: refused with why, nothing placed.
    const unagreed = await postForm('/checkout?step=review', form, cookies());
    expect(unagreed.status).toBe(400);
    expect(await unagreed.text()).toContain('Tick the box to agree to the terms of sale, shipping and insurance.');
    // Sent twice (a double click, a reload of the answer): the same order both times.
    const [first, second] = await Promise.all(
      [1, 2].map(() => postForm('/checkout?step=review', { ...form, termsAccepted: 'on' }, cookies())),
    );
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toMatch(/^\/checkout\/confirmation\/BPM-\d+$/);
    expect(second.headers.get('location')).toBe(first.headers.get('location'));
    // Placed: the checkout and the sealed eCheck cleared, and the ordered line left the guest's cart.
    expect(cookieOf(first, 'bold.checkout')).toBe('bold.checkout=');
    expect(cookieOf(first, 'bold.cart')).toBe('bold.cart=');
    const invoice = first.headers.get('location').split('/').pop();
    // The page's text, less the markers React puts between the parts of a sentence.
    const confirmation = (
      await (
        await fetch(`${shop.origin}${first.headers.get('location')}`, {
          headers: { cookie: `bold.cart=; ${cookieOf(first, 'bold_session')}` },
        })
      ).text()
    ).replaceAll('<!-- -->', '');
    expect(confirmation).toContain(`Order ${invoice} is placed`);
    expect(confirmation).toContain(`THANKS-${invoice}`);
    // Another shopper (no session) is not shown the order.
    const stranger = (await (await fetch(`${shop.origin}${first.headers.get('location')}`)).text()).replaceAll('<!-- -->', '');
    expect(stranger).not.toContain(`Order ${invoice} is placed`);
  });

  it('the account settings’ contact details and password sent without script: refused with why and what was typed (never a password); taken, saved with the API', async () => {
    const session = (await signIn()).headers.get('set-cookie').split(';')[0];
    const settings = (fields) => postForm('/myaccounts/accountsettings', fields, session);
    const contact = { form: 'contact-details', firstName: 'Alexandra', lastName: 'Sterling', emailId: DEMO_EMAIL };
    const short = await settings({ ...contact, mobNo: '51255501' });
    expect(short.status).toBe(400);
    const refused = await short.text();
    expect(refused).toContain('Enter all 10 digits, area code first.');
    expect(refused).toMatch(/<input[^>]*name="mobNo"[^>]*value="51255501"/);
    const saved = await settings({ ...contact, mobNo: '(512) 555-0199' });
    expect(saved.status).toBe(200);
    const savedPage = await saved.text();
    expect(savedPage).toMatch(/Your contact details are saved\./);
    expect(savedPage).toMatch(/<input[^>]*name="mobNo"[^>]*value="\(512\) 555-0199"/);
    const info = await (await customerInfo(session)).json();
    expect(info.data).toMatchObject({ firstName: 'Alexandra', lastName: 'Sterling', mobNo: '5125550199' });
    expect((await settings({ ...contact, mobNo: '4155550134' })).status).toBe(200);

    const password = (current, next) => settings({ form: 'change-password', current, password: next, confirm: next });
    const wrong = await password('Not-the-one#1', 'Ingots#2027');
    expect(wrong.status).toBe(400);
    const wrongPage = await wrong.text();
    expect(wrongPage).toContain('The current password is not correct.');
    expect(wrongPage).not.toContain('Not-the-one#1');
    expect(wrongPage).not.toContain('Ingots#2027');
    const changed = await password(DEMO_PASSWORD, 'Ingots#2027');
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain('Your password has been changed.');
    // Back as it was, for the tests that sign in with it.
    expect((await password('Ingots#2027', DEMO_PASSWORD)).status).toBe(200);
  });

  it('the page’s sign-up form sent without script: refused, its own messages and what was typed; taken, a new customer signed in', async () => {
    const account = {
      form: 'sign-up',
      firstName: 'Ada',
      lastName: 'Lovelace',
      emailId: 'ada.nojs@example.com',
      mobNo: '212555',
      password: 'Bullion#2026',
    };
    const refused = await postForm('/signin', account);
    expect(refused.status).toBe(400);
    expect(refused.headers.get('set-cookie')).toBeNull();
    const page = await refused.text();
    // The summary names the number, in the sign-up form (never the sign-in form's message); nothing typed is lost but the password.
    expect(page).toMatch(/There is a problem[\s\S]*href="#sign-up-mobNo"/);
    for (const typed of ['Ada', 'Lovelace', 'ada.nojs@example.com', '212555']) expect(page).toContain(`value="${typed}"`);
    expect(page).not.toContain('Bullion#2026');

    const taken = await postForm('/signin', { ...account, mobNo: '(212) 555-0123' });
    expect(taken.status).toBe(303);
    expect(taken.headers.get('location')).toBe('/myaccounts');
    const cookie = taken.headers.get('set-cookie').split(';')[0];
    expect((await (await customerInfo(cookie)).json()).data).toMatchObject({ emailId: 'ada.nojs@example.com', mobNo: '2125550123' });
  });

  it('a post to the sign-in page that names neither of its forms signs no one in', async () => {
    const answer = await postForm('/signin', { emailId: DEMO_EMAIL, password: DEMO_PASSWORD });
    expect(answer.headers.get('set-cookie')).toBeNull();
    expect(answer.headers.get('location')).toBeNull();
  });

  it('the Logout form ends the session: 303 to sign-in, the cookie (and the coupon applied) cleared and the API’s token revoked; a GET or another site’s post ends nothing', async () => {
    const cookie = (await signInForm(DEMO_PASSWORD)).headers.get('set-cookie').split(';')[0];
    const asked = await fetch(`${shop.origin}/signout`, { redirect: 'manual', headers: { accept: 'text/html', cookie } });
    expect(asked.headers.get('location')).toBe('/');
    const elsewhere = await fetch(`${shop.origin}/signout`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example', cookie },
    });
    expect(elsewhere.status).toBe(403);
    expect((await customerInfo(cookie)).status).toBe(200);

    const out = await postForm('/signout', {}, `${cookie}; bold.coupon=SILVER10`);
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe('/signin');
    const cleared = out.headers.getSetCookie();
    expect(cleared.find((c) => c.startsWith('bold_session='))).toMatch(/^bold_session=; Max-Age=0;/);
    // The coupon the customer applied is theirs: taken off with their session.
    expect(cleared).toContain('bold.coupon=; Max-Age=0; Path=/; SameSite=Lax');
    // The cookie kept from before is no one's now: the API has revoked the token it sealed.
    expect((await customerInfo(cookie)).status).toBe(401);
  });

  it('marks the cookie Secure when the store is reached over https through its proxy', async () => {
    const behindProxy = await store(mock.url, { trustProxy: 1 });
    try {
      const answer = await fetch(`${behindProxy.origin}/api/Authentication/SignIn`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
        body: JSON.stringify({ emailId: DEMO_EMAIL, password: DEMO_PASSWORD }),
      });
      expect(answer.headers.get('set-cookie')).toMatch(/; Secure;/);
    } finally {
      await behindProxy.close();
    }
    expect((await signIn({ 'x-forwarded-proto': 'https' })).headers.get('set-cookie')).not.toMatch(/Secure/);
  });

  it('refuses a write another site sent (403) and an operation the contract lacks (404), asking the API nothing', async () => {
    const cookie = (await signIn()).headers.get('set-cookie').split(';')[0];
    const write = (headers) =>
      fetch(`${shop.origin}/api/Customer/SubscribeNewsletter`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, ...headers },
        body: JSON.stringify({ emailId: 'someone@example.com' }),
      });
    expect((await write({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await write({ 'sec-fetch-site': 'same-site' })).status).toBe(403);
    expect((await write({ origin: 'https://evil.example' })).status).toBe(403);
    expect((await write({ 'sec-fetch-site': 'same-origin', origin: shop.origin })).status).not.toBe(403);
    const unknown = await fetch(`${shop.origin}/api/Authentication/Login`, { method: 'POST', headers: { cookie } });
    expect(unknown.status).toBe(404);
    expect((await fetch(`${shop.origin}/api/Customer/GetCustomerInfo`, { method: 'DELETE', headers: { cookie } })).status).toBe(404);
  });

  it('answers 404 for a category the API does not know, and 200 for one it does', async () => {
    const unknown = await get(shop.origin, '/no-such-category');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toContain('Page not found</h1>');
    const category = await get(shop.origin, '/silver-bullion');
    expect(category.status).toBe(200);
    expect(category.body).toContain('Silver Bullion</h1>');
  });
});

describe('the production server’s log, timing and shutdown', { timeout: 30_000 }, () => {
  let mock;
  beforeAll(async () => {
    mock = await startMockServer({ port: 0 });
  });
  afterAll(() => mock.close());

  it('logs one JSON line per request: id, method, path without its query, status, ms', async () => {
    const shop = await store(mock.url);
    try {
      const page = await get(shop.origin, '/reset-password?token=secret-token-123', { 'x-request-id': 'lb-42' });
      expect(page.headers.get('x-request-id')).toBe('lb-42');
      const other = await get(shop.origin, '/healthz', { 'x-request-id': 'no spaces <allowed>' });
      const made = other.headers.get('x-request-id');
      expect(made).toMatch(/^[0-9a-f-]{36}$/);
      await vi.waitFor(() => expect(shop.log.filter((l) => l.msg === 'request')).toHaveLength(2));
      const [first, second] = shop.log.filter((l) => l.msg === 'request');
      expect(first).toEqual({
        level: 30,
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        service: 'bold-storefront',
        msg: 'request',
        requestId: 'lb-42',
        method: 'GET',
        path: '/reset-password',
        status: 200,
        ms: expect.any(Number),
        cache: 'bypass',
      });
      expect(JSON.stringify(shop.log)).not.toContain('secret-token-123');
      expect(second).toMatchObject({ requestId: made, path: '/healthz', status: 200 });
    } finally {
      await shop.close();
    }
  });

  it('says in Server-Timing how long a page waited for the API and took to render', async () => {
    const shop = await store(mock.url);
    try {
      const page = await get(shop.origin, '/silver-bullion');
      const timing = page.headers.get('server-timing');
      expect(timing).toMatch(/^data;desc="API";dur=\d+\.\d, render;dur=\d+\.\d, cache;desc="miss"$/);
      const [data, rendered] = [...timing.matchAll(/dur=([\d.]+)/g)].map((m) => Number(m[1]));
      expect(data + rendered).toBeLessThanOrEqual(page.ms + 1);
    } finally {
      await shop.close();
    }
  });

  it('on shutdown finishes the 20 pages in flight, refuses new connections, and is done within its bound', async () => {
    // A black hole makes each page take its whole (shortened) budget: they are all in flight at once.
    const hole = await blackHole();
    const { running, origin } = await gracefulStore(hole.origin, { budgetMs: 800, drainMs: 5000 });
    let received = 0;
    running.server.on('request', () => received++);
    try {
      const pages = Array.from({ length: 20 }, () => get(origin, '/'));
      // All 20 must have reached the server before it stops: on a busy machine the last may still be
      // connecting when the first reaches the API, and a connection the server never took is a new one.
      await vi.waitFor(() => expect(received).toBe(20), { timeout: 5000 });
      await vi.waitFor(() => expect(hole.requests()).toBeGreaterThan(0), { timeout: 5000 });
      const started = performance.now();
      const stopped = running.shutdown();
      const answered = await Promise.all(pages);
      expect(answered.map((p) => p.status)).toEqual(Array(20).fill(200));
      // Each whole: a gzip answer destroyed as soon as the response said 'close' arrived as an empty 200.
      expect(answered.map((p) => p.body.endsWith('</html>\n') || p.body.endsWith('</html>'))).toEqual(Array(20).fill(true));
      expect(await stopped).toEqual({ finished: 20, cut: 0 });
      expect(performance.now() - started).toBeLessThan(5000);
      await expect(fetch(`${origin}/healthz`)).rejects.toThrow();
    } finally {
      await running.shutdown();
      await hole.close();
    }
  });

  it('told to stop, fails /readyz first and keeps serving for its notice, then closes the listener', async () => {
    const mock = await startMockServer({ port: 0 });
    const { app, running, origin } = await gracefulStore(mock.url, { budgetMs: 2000, drainMs: 2000 });
    try {
      expect((await get(origin, '/readyz')).status).toBe(200);
      const stopped = stopInOrder({ drain: app.drain, shutdown: running.shutdown, noticeMs: 1000 });
      const ready = await get(origin, '/readyz');
      expect(ready.status).toBe(503);
      expect(JSON.parse(ready.body)).toEqual({ status: 'draining', reason: 'the server is stopping: it finishes the requests in flight' });
      // The load balancer has not noticed yet: a shopper it still sends gets their page.
      expect((await get(origin, '/')).status).toBe(200);
      expect(await stopped).toEqual({ finished: 0, cut: 0 });
      await expect(fetch(`${origin}/healthz`)).rejects.toThrow();
    } finally {
      await running.shutdown();
      await mock.close();
    }
  });

  it('cuts what is still running when the bound is reached, so a restart never hangs', async () => {
    const hole = await blackHole();
    const { running, origin } = await gracefulStore(hole.origin, { budgetMs: 5000, drainMs: 300 });
    try {
      const page = get(origin, '/').catch((error) => error);
      await vi.waitFor(() => expect(hole.requests()).toBeGreaterThan(0), { timeout: 5000 });
      const started = performance.now();
      expect(await running.shutdown()).toEqual({ finished: 0, cut: 1 });
      expect(performance.now() - started).toBeLessThan(1000);
      expect(await page).toBeInstanceOf(Error);
    } finally {
      await hole.close();
    }
  });
});

describe('the production server when the API fails after it has kept pages', { timeout: 30_000 }, () => {
  it('serves a page it rendered fine within its stale window as it was, and only within it; /readyz stays 200', async () => {
    const mock = await startMockServer({ port: 0 });
    // A page lives 300 ms and may stand in for 2 s more than the renderer reuses the API's answers (so a
    // render past them asks the API that is down).
    const staleMs = SHARED_FOR_MS + 2000;
    const shop = await store(mock.url, { pageCache: { ttlMs: 300, staleMs } });
    const cacheOf = (page) => /cache;desc="(\w+)"/.exec(page.headers.get('server-timing') ?? '')?.[1];
    try {
      const kept = await get(shop.origin, '/silver-bullion');
      // Kept by the time it was sent: its window ends no later than 300 ms + staleMs from now.
      const keptAt = performance.now();
      expect([kept.status, cacheOf(kept)]).toEqual([200, 'miss']);
      await mock.close();
      await new Promise((resolve) => setTimeout(resolve, SHARED_FOR_MS + 300));
      const stale = await get(shop.origin, '/silver-bullion');
      expect([stale.status, cacheOf(stale)]).toEqual([200, 'stale']);
      expect(stale.body).toBe(kept.body);
      expect(Number(stale.headers.get('age'))).toBeGreaterThanOrEqual(0);
      // Asked again within the retry pause: served at once, the API not asked.
      const again = await get(shop.origin, '/silver-bullion');
      expect([again.status, cacheOf(again), again.ms < 200]).toEqual([200, 'stale', true]);
      // A page never kept has nothing to stand in for it.
      expect((await get(shop.origin, '/gold-bullion')).status).toBe(503);
      const ready = await get(shop.origin, '/readyz');
      expect([ready.status, JSON.parse(ready.body).api.status]).toEqual([200, 'down']);
      // Past its stale window (300 ms + staleMs after it was kept), it is the error state's 503 again.
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 300 + staleMs + 100 - (performance.now() - keptAt))));
      const gone = await get(shop.origin, '/silver-bullion');
      expect(gone.status).toBe(503);
      expect(gone.body).toContain('We could not load these products. Your cart is safe.');
    } finally {
      await shop.close();
    }
  });
});

describe('the production server’s page cache and edge headers', { timeout: 30_000 }, () => {
  let mock;
  let shop;
  const renders = [];
  beforeAll(async () => {
    mock = await startMockServer({ port: 0 });
    shop = await store(mock.url, {
      render: (request, options) => {
        renders.push(new URL(request.url).pathname);
        return render(request, options);
      },
    });
  });
  afterAll(async () => {
    await shop.close();
    await mock.close();
  });
  const nonces = (page) => ({
    header: /'nonce-([^']+)'/.exec(page.headers.get('content-security-policy'))?.[1],
    meta: /<meta name="csp-nonce" content="([^"]+)"/.exec(page.body)?.[1],
  });

  it('a guest’s page is public for a CDN within the spot refresh, with a weak ETag that answers 304', async () => {
    const first = await get(shop.origin, '/silver-bullion');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=35, stale-if-error=300');
    expect(first.headers.get('vary')).toBe('Accept-Encoding');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    // As a browser revalidates on a reload (fetch() would add no-cache, which asks for the page itself).
    const revalidate = (tag) =>
      fetch(`${shop.origin}/silver-bullion`, { headers: { accept: 'text/html', 'if-none-match': tag, 'cache-control': 'max-age=0' } });
    const again = await revalidate(etag);
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    // Another ETag (an older copy) gets the page itself.
    const older = await revalidate('W/"older"');
    expect(older.status).toBe(200);
  });

  it('a spike of 20 shoppers opening a new page at once costs one render; the rest are served from memory', async () => {
    const path = '/gold-bullion?sort=price-asc';
    const before = renders.filter((p) => p === '/gold-bullion').length;
    const pages = await Promise.all(Array.from({ length: 20 }, () => get(shop.origin, path)));
    expect(renders.filter((p) => p === '/gold-bullion').length - before).toBe(1);
    expect(new Set(pages.map((p) => p.body)).size).toBe(1);
    expect(pages.map((p) => p.status)).toEqual(Array(20).fill(200));
    const timings = pages.map((p) => /cache;desc="(\w+)"/.exec(p.headers.get('server-timing'))?.[1]).sort();
    expect(timings.filter((t) => t === 'miss')).toHaveLength(1);
    expect(timings.filter((t) => t !== 'miss').every((t) => t === 'hit' || t === 'shared')).toBe(true);
    await vi.waitFor(() => expect(shop.log.filter((l) => l.path === '/gold-bullion' && l.cache === 'miss')).toHaveLength(1));
  });

  it('a kept page keeps a CSP that holds: the nonce of its header is the one in its HTML, on every copy', async () => {
    const [a, b] = [await get(shop.origin, '/product/2011/x'), await get(shop.origin, '/product/2011/x')];
    for (const page of [a, b]) {
      const { header, meta } = nonces(page);
      expect(header).toMatch(/^[\w+/]{22}==$/);
      expect(meta).toBe(header);
    }
  });

  it('sends the brotli or gzip made once for the page, which reads as the same HTML', async () => {
    const plain = await get(shop.origin, '/', { 'accept-encoding': 'identity' });
    const br = await fetch(`${shop.origin}/`, { headers: { accept: 'text/html', 'accept-encoding': 'br' } });
    const gz = await fetch(`${shop.origin}/`, { headers: { accept: 'text/html', 'accept-encoding': 'gzip' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(await br.text()).toBe(plain.body);
    expect(await gz.text()).toBe(plain.body);
  });

  /** A page's bytes as sent, undecoded, with its headers. */
  const raw = (origin, path, headers) =>
    new Promise((resolve, reject) => {
      httpGet(`${origin}${path}`, { headers: { accept: 'text/html', ...headers } }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, bytes: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
  const decode = { zstd: zstdDecompressSync, br: brotliDecompressSync, gzip: gunzipSync, identity: (b) => b };

  it('a kept page goes to Chromium as its brotli, the smallest: Chromium rates gzip, br and zstd alike and names gzip first', async () => {
    const chromium = await raw(shop.origin, '/', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(chromium.headers['content-encoding']).toBe('br');
    // A browser's own rating comes first: gzip rated above brotli is gzip.
    const rated = await raw(shop.origin, '/', { 'accept-encoding': 'gzip;q=1, br;q=0.9' });
    expect(rated.headers['content-encoding']).toBe('gzip');
    expect(decode.gzip(rated.bytes).equals(decode.br(chromium.bytes))).toBe(true);
  });

  it('a page sent once (a customer’s) is compressed whole in the encoding the browser takes that costs least, a fraction of its HTML', async () => {
    const customer = await signedIn(shop.origin);
    const sent = {};
    for (const [accepted, encoding] of [
      ['gzip, deflate, br, zstd', 'zstd'],
      ['zstd;q=0.9, br', 'br'],
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['identity', 'identity'],
    ]) {
      const { headers, bytes } = await raw(shop.origin, '/myaccounts', { 'accept-encoding': accepted, ...customer });
      expect([accepted, headers['content-encoding'] ?? 'identity']).toEqual([accepted, encoding]);
      expect(headers['cache-control']).toBe('private, no-store');
      expect(headers.vary).toBe('Accept-Encoding');
      expect(Number(headers['content-length'])).toBe(bytes.length);
      sent[encoding] = { bytes, html: decode[encoding](bytes).toString('utf8') };
    }
    // Each render is the customer's page whole (its own nonce and times), read back from each encoding.
    for (const encoding of ['identity', 'zstd', 'br', 'gzip']) {
      const { html } = sent[encoding];
      expect(html).toMatch(/^<!doctype html>/i);
      expect(html).toContain('Alexandra');
      expect(html).toMatch(/id="ssr-data">\{.*\}<\/script><\/body><\/html>$/s);
      if (encoding !== 'identity') expect(sent[encoding].bytes.length).toBeLessThan(html.length / 4);
    }
  });

  it('a page with a customer’s data, or a secret in its address, is never public and never kept', async () => {
    const customer = await signedIn(shop.origin);
    const before = renders.length;
    const account = await get(shop.origin, '/myaccounts', customer);
    await get(shop.origin, '/myaccounts', customer);
    expect(renders.length - before).toBe(2);
    expect(account.status).toBe(200);
    expect(account.headers.get('cache-control')).toBe('private, no-store');
    expect(account.headers.get('etag')).toBeNull();
    const guest = await fetch(`${shop.origin}/myaccounts`, { headers: { accept: 'text/html' }, redirect: 'manual' });
    expect(guest.status).toBe(302);
    expect(guest.headers.get('cache-control')).toBe('private, no-store');
    for (const path of ['/reset-password?token=abc', '/verify-email?token=abc', '/checkout/confirmation/100042']) {
      const page = await get(shop.origin, path);
      expect(page.headers.get('cache-control'), path).toBe('private, no-store');
    }
  });

  it('renders two customers’ order histories at once, a guest’s between them: each page holds its own customer’s orders alone', async () => {
    const [demo, collector] = await Promise.all([signedIn(shop.origin), signedIn(shop.origin, COLLECTOR_EMAIL, COLLECTOR_PASSWORD)]);
    const invoicesOf = async (who) => {
      const answer = await fetch(`${shop.origin}/api/CustomerOrder/GetCustomerOrder`, { headers: who });
      return (await answer.json()).data.map((o) => o.invoice);
    };
    const [demoOrders, collectorOrders] = await Promise.all([invoicesOf(demo), invoicesOf(collector)]);
    expect(demoOrders.length).toBeGreaterThan(0);
    expect(collectorOrders.length).toBeGreaterThan(0);
    const path = '/orders/order-history';
    const guest = () => fetch(`${shop.origin}${path}`, { headers: { accept: 'text/html' }, redirect: 'manual' });
    // Several rounds, each customer's render in flight with the other's and a guest's.
    for (let round = 0; round < 3; round += 1) {
      const [mine, theirs, nobody] = await Promise.all([get(shop.origin, path, demo), get(shop.origin, path, collector), guest()]);
      for (const [page, own, other] of [
        [mine, demoOrders, collectorOrders],
        [theirs, collectorOrders, demoOrders],
      ]) {
        expect(page.status).toBe(200);
        expect(page.headers.get('cache-control')).toBe('private, no-store');
        for (const invoice of own) expect(page.body).toContain(`>${invoice}</a>`);
        for (const invoice of other) expect(page.body).not.toContain(invoice);
      }
      expect(nobody.status).toBe(302);
      expect(nobody.headers.get('location')).toBe('/signin?redirect=%2Forders%2Forder-history');
    }
  });

  it('renders each guest’s cart page from their own cart cookie, priced, and keeps none of them', async () => {
    const cartOf = (value) => get(shop.origin, '/cart/cart', value === null ? {} : { cookie: `bold.cart=${value}` });
    const before = renders.filter((p) => p === '/cart/cart').length;
    // Two guests at once, and one without a cart between them.
    const [maple, both, none] = await Promise.all([cartOf('2011~I~~~3~s'), cartOf('2011~I~~~1~s!2001~I~~~2~'), cartOf(null)]);
    expect(renders.filter((p) => p === '/cart/cart').length - before).toBe(3);
    for (const page of [maple, both, none]) {
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toBe('private, no-store');
    }
    const title = (page) => /<h1[^>]*>([^<]*)<\/h1>/.exec(page.body)?.[1];
    expect(title(maple)).toBe('Your cart (3 items)');
    expect(title(both)).toBe('Your cart (3 items)');
    expect(title(none)).toBe('Your cart');
    expect(maple.body).toContain('2024 Silver Maple Leaf 1 oz');
    // Priced by the API on the server: a price, never a placeholder for one.
    expect(maple.body).toMatch(/\$[\d,]+\.\d\d/);
    expect(maple.body).not.toContain('Loading your cart');
    // A cart written by hand is read as the lines that can be priced: none here, and no error.
    expect(title(await cartOf('abc~Z~~~1~s'))).toBe('Your cart');
  });

  it('an unknown page is a kept 404; a page the API has not answered for is never kept', async () => {
    const missing = await get(shop.origin, '/no-such-category');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=35, stale-if-error=300');
    const down = await store('http://127.0.0.1:9');
    try {
      const page = await get(down.origin, '/silver-bullion');
      expect(page.status).toBe(503);
      expect(page.headers.get('cache-control')).toBe('no-store');
      // Home renders 200 with its parts loading: sent, not kept, not public.
      const home = await get(down.origin, '/');
      expect(home.status).toBe(200);
      expect(home.headers.get('cache-control')).toBe('no-store');
    } finally {
      await down.close();
    }
  });
});

describe('what search engines read: /robots.txt, /sitemap.xml, noindex', { timeout: 60_000 }, () => {
  let mock;
  let shop;
  beforeAll(async () => {
    mock = await startMockServer({ port: 0 });
    shop = await store(mock.url, { sitemap });
  });
  afterAll(async () => {
    await shop.close();
    await mock.close();
  });
  const locs = (xml) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1].replaceAll('&#38;', '&')));

  it('robots.txt keeps crawlers out of the account, the cart and checkout, and names the sitemap', async () => {
    const robots = await get(shop.origin, '/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = robots.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/myaccounts', '/orders/order-history', '/orders/orderdetails', '/cart', '/checkout'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${shop.origin}/sitemap.xml`);
  });

  it('the sitemap lists every product of the catalog, every category the menus link to, and every page of articles', async () => {
    const { db } = mock.api;
    const page = await get(shop.origin, '/sitemap.xml');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(page.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const urls = locs(page.body);
    expect(urls.every((u) => u.origin === shop.origin)).toBe(true);
    const paths = urls.map((u) => u.pathname + u.search);
    expect(new Set(paths).size).toBe(paths.length);
    // Every product the mock sells, at its own address.
    const products = paths.filter((p) => /^\/product\/\d+\//.test(p)).sort();
    expect(products).toEqual(db.catalog.map((p) => `/product/${p.id}/${p.slug}`).sort());
    // Every category the menus link to that the API has: and nothing the API does not have.
    const categories = paths.filter((p) => db.categories.has(p.slice(1)));
    const linked = new Set(allMenuHrefs().map((h) => h.slice(1)));
    expect(categories.length).toBe([...db.categories.keys()].filter((slug) => linked.has(slug)).length);
    expect(categories.length).toBeGreaterThan(100);
    // Each page of each list of articles, with its newest article's date.
    for (const [path, list] of [
      ['/blogs', db.content.blogs],
      ['/news', db.content.news],
      ['/jewelry-blogs', db.content.jewelryBlogs],
    ]) {
      const pages = paths.filter((p) => p === path || p.startsWith(`${path}?page=`));
      expect(pages, path).toHaveLength(Math.ceil(list.length / 10));
      const newest = list
        .map((a) => a.publishedAt)
        .sort()
        .at(-1)
        .slice(0, 10);
      expect(page.body).toContain(`<loc>${shop.origin}${path}</loc><lastmod>${newest}</lastmod>`);
      // And every article on its own page, dated the day it was published.
      const own = paths.filter((p) => p.startsWith(`${path}/`)).sort();
      expect(own, path).toEqual(list.map((a) => `${path}/${a.slug}`).sort());
      for (const a of list)
        expect(page.body).toContain(`<loc>${shop.origin}${path}/${a.slug}</loc><lastmod>${a.publishedAt.slice(0, 10)}</lastmod>`);
    }
    // The store's own pages, but never a customer's, the cart, checkout, sign-in or search results.
    expect(paths).toEqual(expect.arrayContaining(['/', '/sell-to-us', '/melt-calculator', '/company/contact-us']));
    for (const hidden of ['/cart/cart', '/checkout', '/signin', '/myaccounts', '/orders/order-history', '/search/searchresults'])
      expect(paths).not.toContain(hidden);
  });

  it('a page search engines should leave out says noindex; a page to index does not', async () => {
    for (const path of ['/cart/cart', '/checkout', '/signin', '/search/searchresults?q=eagle'])
      expect((await get(shop.origin, path)).headers.get('x-robots-tag'), path).toBe('noindex');
    expect((await get(shop.origin, '/myaccounts', await signedIn(shop.origin))).headers.get('x-robots-tag')).toBe('noindex');
    for (const path of ['/', '/silver-bullion', '/product/2011/x', '/blogs'])
      expect((await get(shop.origin, path)).headers.get('x-robots-tag'), path).toBeNull();
  });
});

describe('the sitemap past 50,000 pages, and when the API fails', () => {
  const urls = Array.from({ length: 5 }, (_, i) => ({ path: `/product/${i}/p` }));
  const serve = async (options) => {
    const app = express();
    app.use(seoRoutes(options));
    return listen(createServer(app));
  };

  it('becomes an index of files of at most the limit each', async () => {
    const site = await serve({ sitemap: async () => urls, maxUrls: 2, origin: () => 'https://shop.example' });
    try {
      const index = await get(site.origin, '/sitemap.xml');
      expect(index.body).toContain('<sitemapindex');
      expect(locs2(index.body)).toEqual([
        'https://shop.example/sitemap-1.xml',
        'https://shop.example/sitemap-2.xml',
        'https://shop.example/sitemap-3.xml',
      ]);
      expect(locs2((await get(site.origin, '/sitemap-3.xml')).body)).toEqual(['https://shop.example/product/4/p']);
      expect((await get(site.origin, '/sitemap-4.xml')).status).toBe(404);
    } finally {
      await site.close();
    }
  });

  it('says 503 with Retry-After when the API fails and no list is kept; a kept list is served past a failure', async () => {
    let fail = true;
    const site = await serve({
      sitemap: async () => (fail ? Promise.reject(new Error('down')) : urls),
      ttlMs: 0,
      origin: () => 'https://shop.example',
    });
    try {
      const down = await get(site.origin, '/sitemap.xml');
      expect(down.status).toBe(503);
      expect(down.headers.get('retry-after')).toBe('60');
      fail = false;
      expect((await get(site.origin, '/sitemap.xml')).status).toBe(200);
      fail = true;
      const kept = await get(site.origin, '/sitemap.xml');
      expect(kept.status).toBe(200);
      expect(locs2(kept.body)).toHaveLength(5);
    } finally {
      await site.close();
    }
  });
});

const locs2 = (xml) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('what a page says of itself to search engines and shared links', { timeout: 30_000 }, () => {
  const env = onTheMock();
  /** The head's tags, by name or property: each must appear once. */
  const head = async (path) => {
    const page = await get(env.shop.origin, path);
    const part = page.body.slice(0, page.body.indexOf('</head>'));
    const tag = (key) => {
      const found = [...part.matchAll(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`, 'g'))].map((m) => m[1]);
      expect(found, `${path} ${key}`).toHaveLength(1);
      return found[0].replaceAll('&amp;', '&').replaceAll('&#39;', "'");
    };
    const canonical = [...part.matchAll(/<link rel="canonical" href="([^"]+)">/g)].map((m) => m[1]);
    const title = /<title>([^<]*)<\/title>/.exec(part)?.[1];
    return { page, tag, canonical, title };
  };

  it('a product: its name, what it is and its price from, one canonical address whatever the link, its picture and price', async () => {
    const product = env.mock.api.db.product(2011);
    const { tag, canonical, title } = await head('/product/2011/some-old-slug?ref=chat');
    expect(title).toBe(`${product.name} | Bold Precious Metals`);
    expect(canonical).toEqual([`${env.shop.origin}/product/2011/${product.slug}`]);
    const description = tag('description');
    expect(description).toMatch(new RegExp(`^${product.name}: 1 oz silver coin from ${product.mint}, priced live off the spot market`));
    expect(description).toMatch(/From \$\d+\.\d\d by eCheck or wire, 4\.2% more by card or PayPal\.$/);
    expect(tag('og:type')).toBe('product');
    expect(tag('og:title')).toBe(title);
    expect(tag('og:url')).toBe(canonical[0]);
    expect(tag('og:description')).toBe(description);
    expect(tag('og:image')).toBe(`${env.shop.origin}/images/products/2011.svg`);
    expect(tag('twitter:card')).toBe('summary_large_image');
    expect(tag('twitter:image')).toBe(tag('og:image'));
    expect(tag('product:price:currency')).toBe('USD');
    // The price the tags give is the page's own "from" price.
    expect(description).toContain(`$${tag('product:price:amount')}`);
  });

  it('a category: what it lists and how many; sorted or filtered it is the same page, a page number is its own', async () => {
    const { tag, canonical, title } = await head('/silver-bullion?sort=price-asc&metal=Silver');
    expect(title).toBe('Silver Bullion | Bold Precious Metals');
    expect(canonical).toEqual([`${env.shop.origin}/silver-bullion`]);
    expect(tag('description')).toMatch(
      /^Silver Bullion, priced live off the spot market\. \d+ products, each with its price by eCheck or wire and by card or PayPal\.$/,
    );
    // A shared link to it shows the list as it is, under its one address.
    expect(tag('og:type')).toBe('website');
    expect(tag('og:title')).toBe(title);
    expect(tag('og:url')).toBe(canonical[0]);
    expect(tag('og:description')).toBe(tag('description'));
    expect(tag('og:image')).toMatch(new RegExp(`^${env.shop.origin}/images/`));
    expect(tag('twitter:card')).toBe('summary_large_image');
    expect(tag('twitter:title')).toBe(title);
    expect(tag('twitter:image')).toBe(tag('og:image'));
    const second = await head('/silver-bullion?page=2&sort=newest');
    expect(second.canonical).toEqual([`${env.shop.origin}/silver-bullion?page=2`]);
    expect(second.tag('description')).toMatch(/ Page 2\.$/);
  });

  it('an article: its title and summary, its own address, its picture and the day it was published', async () => {
    const article = env.mock.api.db.content.news[3];
    const { page, tag, canonical, title } = await head(`/news/${article.slug}`);
    expect(page.status).toBe(200);
    expect(title).toBe(`${article.title} | Bold Precious Metals`);
    expect(canonical).toEqual([`${env.shop.origin}/news/${article.slug}`]);
    expect(tag('description')).toBe(article.summary);
    expect(tag('og:type')).toBe('article');
    expect(tag('og:title')).toBe(title);
    expect(tag('og:url')).toBe(canonical[0]);
    expect(tag('og:description')).toBe(article.summary);
    expect(tag('og:image')).toBe(`${env.shop.origin}${article.imageURL}`);
    expect(tag('article:published_time')).toBe(article.publishedAt);
    expect(tag('twitter:card')).toBe('summary_large_image');
    expect(tag('twitter:image')).toBe(tag('og:image'));
    // The page reads the article whole: its title as the page's heading, then its body.
    expect(page.body).toContain(`>${article.title}</h1>`);
    expect(page.body).toContain(article.body.split(/\n{2,}/)[0].slice(0, 60));
  });

  it('an article the API does not have is a 404, and so is one asked for under another list', async () => {
    const missing = await get(env.shop.origin, '/blogs/no-such-article');
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('Page not found</h1>');
    // The same article under another list is not that list's.
    const blog = env.mock.api.db.content.blogs[0];
    expect((await get(env.shop.origin, `/news/${blog.slug}`)).status).toBe(404);
    expect((await get(env.shop.origin, `/blogs/${blog.slug}`)).status).toBe(200);
  });

  it('home and a list of articles say what they offer; a page without its own words keeps the site’s', async () => {
    const home = await head('/');
    expect(home.title).toBe('Bullion priced live off the spot market | Bold Precious Metals');
    expect(home.canonical).toEqual([`${env.shop.origin}/`]);
    expect(home.tag('description')).toMatch(/^Buy silver, gold, platinum, palladium and copper bullion coins, bars and rounds priced live/);
    expect(home.tag('og:type')).toBe('website');
    expect(home.tag('og:title')).toBe(home.title);
    expect(home.tag('og:url')).toBe(home.canonical[0]);
    expect(home.tag('og:description')).toBe(home.tag('description'));
    expect(home.tag('twitter:card')).toMatch(/^summary(_large_image)?$/);
    expect(home.tag('twitter:title')).toBe(home.title);
    expect(home.tag('twitter:description')).toBe(home.tag('description'));
    const blogs = await head('/blogs?page=2');
    expect(blogs.canonical).toEqual([`${env.shop.origin}/blogs?page=2`]);
    const titles = env.mock.api.db.content.blogs
      .slice()
      .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
      .slice(10, 13)
      .map((a) => a.title);
    expect(blogs.tag('description')).toBe(
      `Market commentary, buying guides and the stories behind the coins. ${titles.join('; ')}. Page 2.`,
    );
    const contact = await head('/company/contact-us');
    expect(contact.canonical).toEqual([]);
    expect(contact.tag('description')).toMatch(
      /^Buy silver, gold, platinum, palladium and copper bullion coins, bars and rounds priced live off the spot market\.$/,
    );
    expect(contact.tag('og:title')).toBe(contact.title);
    expect(contact.tag('twitter:card')).toBe('summary');
  });
});

describe('structured data (JSON-LD) a search engine reads, on real pages', { timeout: 30_000 }, () => {
  const env = onTheMock();
  const jsonLd = async (path) => {
    const page = await get(env.shop.origin, path);
    const nonce = /'nonce-([^']+)'/.exec(page.headers.get('content-security-policy'))?.[1];
    const scripts = [...page.body.matchAll(/<script type="application\/ld\+json"( nonce="[^"]*")?>([^<]*)<\/script>/g)];
    for (const [, attribute] of scripts) expect(attribute).toBe(` nonce="${nonce}"`);
    return { page, data: scripts.map((m) => JSON.parse(m[2])) };
  };
  const ofType = (data, type) => data.filter((d) => d['@type'] === type);

  it('a product: Product with one Offer per payment method, priced as the page’s table, and its breadcrumb', async () => {
    const { page, data } = await jsonLd('/product/2011/x');
    const [product] = ofType(data, 'Product');
    expect(product).toMatchObject({ '@context': 'https://schema.org', name: '2024 Silver Maple Leaf 1 oz', sku: '2011' });
    // Google's required and recommended properties for a product with offers.
    expect(product.image).toEqual([`${env.shop.origin}/images/products/2011.svg`]);
    expect(product.description.length).toBeGreaterThan(20);
    expect(product.brand).toEqual({ '@type': 'Brand', name: 'Royal Canadian Mint' });
    expect(product.offers.map((o) => o.name)).toEqual(['eCheck or wire', 'Card or PayPal (4.2% more)']);
    for (const offer of product.offers) {
      expect(offer).toMatchObject({
        '@type': 'Offer',
        priceCurrency: 'USD',
        url: `${env.shop.origin}/product/2011/2024-silver-maple-leaf-1-oz`,
        availability: 'https://schema.org/InStock',
        priceValidUntil: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
      });
      expect(offer.price).toMatch(/^\d+\.\d\d$/);
    }
    // The prices are the page's own: the first row of its table (1 unit), one column per method.
    // Each cell shows its figure and says it, to a screen reader, with its method.
    const row =
      /<tr class="current"[^>]*><th scope="row">[^<]*<span[^>]*>[^<]*<\/span><\/th><td><span aria-hidden="true">\$([\d,.]+)<\/span><span class="visually-hidden">[^<]* each by eCheck or wire<\/span><\/td><td><span aria-hidden="true">\$([\d,.]+)<\/span><span class="visually-hidden">[^<]* each by card or PayPal<\/span><\/td>/.exec(
        page.body,
      );
    expect(row).not.toBeNull();
    expect(product.offers.map((o) => o.price)).toEqual([row[1].replace(',', ''), row[2].replace(',', '')]);
    // Every tier of the table, per method.
    expect(product.offers[0].priceSpecification.map((s) => s.eligibleQuantity.minValue)).toEqual([1, 20, 100]);
    expect(product.offers[0].priceSpecification[0]).toMatchObject({
      '@type': 'UnitPriceSpecification',
      price: row[1],
      priceCurrency: 'USD',
    });
    const [crumbs] = ofType(data, 'BreadcrumbList');
    expect(crumbs.itemListElement.map((i) => [i.position, i.name, i.item])).toEqual([
      [1, 'Home', `${env.shop.origin}/`],
      [2, 'Silver Bullion', `${env.shop.origin}/silver-bullion`],
      [3, '2024 Silver Maple Leaf 1 oz', `${env.shop.origin}/product/2011/2024-silver-maple-leaf-1-oz`],
    ]);
  });

  it('an article: a BlogPosting (a news item: a NewsArticle) with what Google lists for it, and its breadcrumb', async () => {
    const blog = env.mock.api.db.content.blogs[2];
    const { data } = await jsonLd(`/blogs/${blog.slug}`);
    const [posting] = ofType(data, 'BlogPosting');
    // Google's Article rich results require nothing; it recommends author (name, url), dates, headline and image.
    expect(posting).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: blog.title,
      description: blog.summary,
      image: [`${env.shop.origin}${blog.imageURL}`],
      datePublished: blog.publishedAt,
      dateModified: blog.publishedAt,
      author: [{ '@type': 'Organization', name: blog.author, url: `${env.shop.origin}/` }],
      publisher: {
        '@type': 'Organization',
        name: 'Bold Precious Metals',
        url: `${env.shop.origin}/`,
        logo: `${env.shop.origin}/favicon.svg`,
      },
      mainEntityOfPage: `${env.shop.origin}/blogs/${blog.slug}`,
      url: `${env.shop.origin}/blogs/${blog.slug}`,
    });
    expect(posting.headline.length).toBeLessThanOrEqual(110);
    expect(Number.isNaN(Date.parse(posting.datePublished))).toBe(false);
    expect(ofType(data, 'BreadcrumbList')[0].itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${env.shop.origin}/` },
      { '@type': 'ListItem', position: 2, name: 'Blogs', item: `${env.shop.origin}/blogs` },
      { '@type': 'ListItem', position: 3, name: blog.title, item: `${env.shop.origin}/blogs/${blog.slug}` },
    ]);
    const news = env.mock.api.db.content.news[0];
    const newsPage = await jsonLd(`/news/${news.slug}`);
    expect(ofType(newsPage.data, 'NewsArticle')[0]).toMatchObject({ headline: news.title, datePublished: news.publishedAt });
    expect(ofType(newsPage.data, 'BlogPosting')).toEqual([]);
  });

  it('a category has its breadcrumb; home has the dealer and a search box', async () => {
    const category = await jsonLd('/silver-bullion');
    expect(ofType(category.data, 'BreadcrumbList')[0].itemListElement.map((i) => i.item)).toEqual([
      `${env.shop.origin}/`,
      `${env.shop.origin}/silver-bullion`,
    ]);
    const home = await jsonLd('/');
    const [organization] = ofType(home.data, 'Organization');
    expect(organization).toMatchObject({
      name: 'Bold Precious Metals',
      url: `${env.shop.origin}/`,
      logo: `${env.shop.origin}/favicon.svg`,
    });
    const [site] = ofType(home.data, 'WebSite');
    expect(site.potentialAction).toEqual({
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${env.shop.origin}/search/searchresults?searchkey={search_term_string}` },
      'query-input': 'required name=search_term_string',
    });
    // The address the action names is the store's search page, for that keyword.
    const search = await get(env.shop.origin, '/search/searchresults?searchkey=maple');
    expect(search.status).toBe(200);
    expect(search.body).toContain('Search results for “maple”</h1>');
  });
});
