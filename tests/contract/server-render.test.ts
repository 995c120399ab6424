// @vitest-environment node
import { createServer, type IncomingMessage } from 'node:http';
import { Fragment, type ReactElement } from 'react';
import * as reactDomServer from 'react-dom/server';
import * as reactDomStatic from 'react-dom/static';
import { COLLECTOR_EMAIL, COLLECTOR_PASSWORD, DEMO_EMAIL, DEMO_PASSWORD } from '../../mocks/db/state';
import { startMockServer, type MockServer } from '../../mocks/server';
import type { RenderSession } from '../../server/render-contract';
import type { SsrPayload } from '../../src/app/ssr/payload';
import { greeting } from '../../src/domain/chrome/greeting';
import { render } from '../../src/entry-server';

// Counted, not replaced: each render of a page goes through one of these.
vi.mock('react-dom/server', async (importOriginal) => {
  const actual = await importOriginal<typeof reactDomServer>();
  return { ...actual, renderToString: vi.fn(actual.renderToString), renderToPipeableStream: vi.fn(actual.renderToPipeableStream) };
});
vi.mock('react-dom/static', async (importOriginal) => {
  const actual = await importOriginal<typeof reactDomStatic>();
  return { ...actual, prerender: vi.fn(actual.prerender) };
});

let mock: MockServer;
let demo: RenderSession;
beforeAll(async () => {
  mock = await startMockServer({ port: 0 });
  demo = await signIn(DEMO_EMAIL, DEMO_PASSWORD);
});
afterAll(() => mock.close());

/** A customer's session as the store's server keeps it after their sign-in through its /api. */
async function signIn(emailId: string, password: string): Promise<RenderSession> {
  const answer = await fetch(`${mock.url}/api/Authentication/SignIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailId, password }),
  });
  const { data } = (await answer.json()) as { data: { token: string; userId: number; firstName: string } };
  return { token: data.token, userId: data.userId, firstName: data.firstName, isGuest: false };
}

/** What the API lists as a customer's orders, newest first. */
async function invoicesOf(session: RenderSession): Promise<string[]> {
  const answer = await fetch(`${mock.url}/api/CustomerOrder/GetCustomerOrder`, { headers: { authorization: `Bearer ${session.token}` } });
  const { data } = (await answer.json()) as { data: { invoice: string; orderDate: string }[] };
  return data.sort((a, b) => b.orderDate.localeCompare(a.orderDate)).map((o) => o.invoice);
}

/** The app's HTML as text (the renderer gives the bytes it is sent as). */
const text = (html: Uint8Array) => new TextDecoder().decode(html);

const page = async (path: string, budgetMs?: number, session?: RenderSession | null) => {
  const result = await render(new Request(`http://store.test${path}`), {
    apiBaseUrl: mock.url,
    budgetMs,
    now: Date.UTC(2026, 10, 18, 15),
    ...(session !== undefined ? { session: () => Promise.resolve(session) } : {}),
  });
  if (result.kind !== 'page') throw new Error(`expected a page, got a redirect to ${result.location}`);
  return {
    ...result,
    html: text(result.html),
    payload: JSON.parse(result.data) as Pick<SsrPayload, 'renderedAt' | 'customer'> & { queries: { queries: { queryKey: unknown[] }[] } },
  };
};
const keys = (p: Awaited<ReturnType<typeof page>>) => p.payload.queries.queries.map((q) => String(q.queryKey[0]));

describe('server rendering (src/entry-server.tsx against the mock API)', () => {
  it('a product page comes with its name, prices and the data it was rendered with', async () => {
    const p = await page('/product/2011/2024-silver-maple-leaf-1-oz');
    expect(p.status).toBe(200);
    expect(p.html).toContain('2024 Silver Maple Leaf 1 oz</h1>');
    expect(p.html).toMatch(/\$\d+\.\d\d/);
    expect(keys(p)).toEqual(expect.arrayContaining(['/api/Product/GetProductDetails', '/api/Pricing/GetSpotPrices']));
    expect(p.payload.renderedAt).toBe(Date.UTC(2026, 10, 18, 15));
    expect(p.title).toBe('2024 Silver Maple Leaf 1 oz | Bold Precious Metals');
    expect(p.modules).toContain('src/features/catalog/routes/product-page.tsx');
  });

  it('the product’s loader loads its reviews, the products like it and the day’s comparisons with it: the page comes with them', async () => {
    const p = await page('/product/2011/2024-silver-maple-leaf-1-oz');
    expect(keys(p)).toEqual(
      expect.arrayContaining(['/api/Customer/GetCustomerReviews', 'similar-cards', '/api/Pricing/GetPriceComparisons']),
    );
    expect(p.html).toContain('Details</h2>');
    expect(p.html).toContain('Customer reviews</h2>');
    expect(p.html).toContain('You may also like</h2>');
  });

  it('renders each page once, from what its loaders loaded, and hands the browser’s router their results', async () => {
    const renders = vi.mocked(reactDomServer.renderToPipeableStream);
    for (const path of ['/', '/silver-bullion', '/product/2011/2024-silver-maple-leaf-1-oz', '/cart/cart']) {
      renders.mockClear();
      vi.mocked(reactDomServer.renderToString).mockClear();
      vi.mocked(reactDomStatic.prerender).mockClear();
      const p = await page(path);
      expect(renders, path).toHaveBeenCalledTimes(1);
      // renderToString only for a kept part (a fragment of its children) the page names for the first time, never a page.
      const rendered = vi.mocked(reactDomServer.renderToString).mock.calls.map(([node]) => (node as ReactElement).type);
      expect(
        rendered.filter((type) => type !== Fragment),
        path,
      ).toEqual([]);
      expect(reactDomStatic.prerender, path).not.toHaveBeenCalled();
      // The root's and the page's loaders each returned null (never undefined, which hydration drops).
      const loaderData = (JSON.parse(p.data) as { loaderData: Record<string, unknown> }).loaderData;
      expect(Object.values(loaderData).length, path).toBeGreaterThanOrEqual(path === '/cart/cart' ? 1 : 2);
      expect(
        Object.values(loaderData).every((v) => v === null),
        path,
      ).toBe(true);
    }
  });

  // Every route with public data, and a few with none: what the one render asks for, its loaders loaded.
  it.each([
    '/',
    '/silver-bullion',
    '/silver-bullion?sort=newest&page=2&metal=Silver',
    '/product/2011/2024-silver-maple-leaf-1-oz',
    '/product/movietheme',
    '/cart/cart',
    '/chart/gold-price',
    '/chart/silver-price?range=1M',
    '/blogs',
    '/news?page=2',
    '/jewelry-blogs',
    '/state-sales-tax',
    '/invest-in-silver-gold-bullion',
    '/melt-calculator',
    '/price-comparisons',
    '/price-comparisons?date=2026-11-02',
    '/supplies-catagory',
    '/search/searchresults?keyword=eagle',
    '/signin',
    '/sell-to-us',
    '/orders/order-history',
    '/myaccounts/accountsettings',
    '/myaccounts/watchlist',
    '/myaccounts/sell-requests',
  ])('%s renders with nothing left loading: its loaders loaded every query it shows', async (path) => {
    const p = await page(path, undefined, demo);
    expect(p.unloaded).toEqual([]);
    expect(p.html).not.toMatch(/<!--\$!-->/);
  });

  it('the home page comes with its rails, ratio and news: the lazy part below the first screen is rendered, not left to the browser', async () => {
    const p = await page('/');
    expect(p.html).toContain('Best sellers</h2>');
    expect(p.html).toContain('Gold/silver ratio</h2>');
    expect(p.html).not.toContain('Loading');
  });

  const customerPages = [
    '/orders/order-history?status=Shipped&page=2',
    '/orders/orderdetails/INV-1001',
    '/myaccounts',
    '/myaccounts/accountsettings',
    '/myaccounts/watchlist',
    '/myaccounts/messages',
    '/myaccounts/sell-requests',
    '/myaccounts/sales-orders',
    '/myaccounts/sales-orders/SO-1',
  ];
  const guestCheckout: RenderSession = { token: 'guest-token', userId: 0, firstName: '', isGuest: true };
  it.each(customerPages)('a guest who opens %s is sent to sign-in at once, with the way back', async (path) => {
    const expected = { kind: 'redirect', status: 302, location: `/signin?redirect=${encodeURIComponent(path)}` };
    // No session asked for, no session, or a guest checkout's: none is a customer.
    expect(await render(new Request(`http://store.test${path}`), { apiBaseUrl: mock.url })).toEqual(expected);
    expect(await render(new Request(`http://store.test${path}`), { apiBaseUrl: mock.url, session: () => Promise.resolve(null) })).toEqual(
      expected,
    );
    expect(
      await render(new Request(`http://store.test${path}`), { apiBaseUrl: mock.url, session: () => Promise.resolve(guestCheckout) }),
    ).toEqual(expected);
  });

  it.each(customerPages)('%s is rendered for the customer its session names, and never holds their token', async (path) => {
    const p = await page(path, undefined, demo);
    expect(p.status).toBe(200);
    expect(p.payload.customer).toEqual({ userId: demo.userId, firstName: demo.firstName, isGuest: false });
    expect(p.html).not.toContain(demo.token);
    expect(p.data).not.toContain(demo.token);
    expect(p.private).toBe(true);
  });

  it('the order history comes listing the customer’s orders, and none of another customer’s', async () => {
    const collector = await signIn(COLLECTOR_EMAIL, COLLECTOR_PASSWORD);
    const [mine, theirs] = await Promise.all([invoicesOf(demo), invoicesOf(collector)]);
    expect(mine.length).toBeGreaterThan(1);
    expect(theirs.length).toBeGreaterThan(0);
    const p = await page('/orders/order-history', undefined, demo);
    expect(p.html).toContain(`${mine.length} orders.`);
    expect(p.html).not.toContain('Loading your orders');
    for (const invoice of mine) expect(p.html).toContain(`>${invoice}</a>`);
    for (const invoice of theirs) expect(p.html).not.toContain(invoice);
  });

  it('a customer’s page greets them by name in its header, with their account menu; a guest’s page says Hello, Guest! with the way in', async () => {
    const header = (html: string) => html.slice(html.indexOf('<header'), html.indexOf('</header>'));
    const mine = header((await page('/orders/order-history', undefined, demo)).html);
    expect(mine).toContain(greeting(demo.firstName));
    expect(mine).toContain('Account menu');
    expect(mine).not.toContain('Hello, Guest!');
    expect(mine).not.toContain('aria-label="Login"');
    const guest = header((await page('/bold-bullion-portfolio', undefined, null)).html);
    expect(guest).toContain('Hello, Guest!');
    expect(guest).toContain('aria-label="Login"');
  });

  it('the portfolio is rendered for the signed-in customer with their holdings, and for a guest as the introduction; neither is kept', async () => {
    const holdings = await fetch(`${mock.url}/api/Portfolio/CustomerPortFolio`, {
      method: 'POST',
      headers: { authorization: `Bearer ${demo.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ customerId: demo.userId, frequency: 'Monthly', metal: null, productType: null, productId: null }),
    });
    const { data } = (await holdings.json()) as { data: { productsForPortfolio: { productName: string }[] } };
    expect(data.productsForPortfolio.length).toBeGreaterThan(0);
    const mine = await page('/bold-bullion-portfolio', undefined, demo);
    expect(mine.html).toContain('Your portfolio</h1>');
    const asHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll("'", '&#x27;');
    for (const { productName } of data.productsForPortfolio) expect(mine.html).toContain(`>${asHtml(productName)}</h3>`);
    expect(mine.payload.customer).toEqual({ userId: demo.userId, firstName: demo.firstName, isGuest: false });
    expect(mine.private).toBe(true);
    const guest = await page('/bold-bullion-portfolio', undefined, null);
    expect(guest.html).toContain('Every ounce you own, valued live');
    expect(guest.payload.customer).toBeUndefined();
    expect([guest.private, guest.noindex]).toEqual([true, false]);
  });

  it('a public page is rendered as a guest’s even when a session is offered: it never asks for it', async () => {
    const asked = vi.fn(() => Promise.resolve(demo));
    const result = await render(new Request('http://store.test/silver-bullion'), { apiBaseUrl: mock.url, session: asked });
    expect(asked).not.toHaveBeenCalled();
    expect(result.kind === 'page' && JSON.parse(result.data)).not.toHaveProperty('customer');
  });

  it('fetches nothing that needs a customer, and names no customer', async () => {
    const p = await page('/cart/cart');
    expect(keys(p).filter((k) => /ShoppingCart|GetCustomer(Info|Profile)|Portfolio|Message|Watch|Order/i.test(k))).toEqual([]);
    expect(p.html).toContain('Hello, Guest!');
  });

  it('a category is browsed without script: the menus are links to their landing pages, the filters and sort one GET form with its buttons', async () => {
    const { html, status } = await page('/silver-bullion?productType=Coin&sort=price-asc');
    expect(status).toBe(200);
    // Each menu a link for a page without script, and the button for once it runs: global.css shows one.
    expect(html).toMatch(
      /<a class="[^"]*\bwithout-script\b[^"]*" href="\/silver-bullion"[^>]*>Silver(<!-- -->)? <span aria-hidden="true" class="[^"]+">▾<\/span><\/a>/,
    );
    expect(html).toMatch(/<button type="button" id="nav-button-silver" class="[^"]*\bwith-script\b[^"]*"/);
    const form = html.match(/<form id="category-filters"[^>]*>.*?<\/form>/)?.[0] ?? '';
    expect(form).toMatch(/^<form [^>]*aria-label="Filter products" method="get">/);
    expect(form).toMatch(/<input type="checkbox" name="productType" checked="" value="Coin"\/>/);
    expect(form).toMatch(/<input type="checkbox" name="productType" value="Bar"\/>/);
    expect(form).toMatch(
      /<button type="submit" class="[^"]*\bwithout-script-in-place\b[^"]*"[^>]*form="category-filters">Apply filters<\/button>/,
    );
    expect(html).toMatch(/<select name="sort" form="category-filters">/);
    expect(html).toMatch(/<option value="price-asc" selected="">/);
    expect(html).toMatch(
      /<button type="submit" class="[^"]*\bwithout-script-in-place\b[^"]*"[^>]*form="category-filters"[^>]*>Sort<\/button>/,
    );
  });

  it('an unknown category answers 404 with the not-found page', async () => {
    const p = await page('/chart/copper-price');
    expect(p.status).toBe(404);
    expect(p.html).toContain('Page not found</h1>');
    expect(p.title).toBe('Page not found | Bold Precious Metals');
  });

  it('an API that is down does not hold the page: it is sent at once with its error states, as a 503, and the browser gets the same', async () => {
    const started = Date.now();
    const p = await render(new Request('http://store.test/silver-bullion'), { apiBaseUrl: 'http://127.0.0.1:9', budgetMs: 300 });
    expect(Date.now() - started).toBeLessThan(3000);
    if (p.kind !== 'page') throw new Error('a page was expected');
    expect(p.status).toBe(503);
    expect(text(p.html)).toContain('We could not load these products. Your cart is safe.');
    expect(text(p.html)).not.toContain('Loading products…');
    // Each call's failure goes to the browser as the API being out of reach, so it hydrates the same states.
    const queries = (JSON.parse(p.data) as SsrPayload).queries.queries;
    expect(queries.length).toBeGreaterThan(0);
    expect(queries.map((q) => [q.state.status, (q.state.error as { status?: number } | null)?.status])).toEqual(
      queries.map(() => ['error', 503]),
    );
    // None is a page to keep: each is left for the browser to ask again.
    expect(p.unloaded).toEqual(expect.arrayContaining(queries.map((q) => q.queryHash)));
  });

  it('an API that answers after the budget: the page is sent within it, every call it started aborted', async () => {
    // A loopback API that takes every call and never answers; it notes each call and when its caller hangs up.
    const calls: IncomingMessage[] = [];
    let hungUp = 0;
    const hung = createServer((req) => {
      calls.push(req);
      req.socket.on('close', () => hungUp++);
    });
    await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
    const address = hung.address();
    const apiBaseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    try {
      const started = Date.now();
      const p = await render(new Request('http://store.test/'), { apiBaseUrl, budgetMs: 400 });
      const took = Date.now() - started;
      expect(took).toBeGreaterThanOrEqual(390);
      // The budget, then one render of the page (a few hundred ms on a busy CI machine).
      expect(took).toBeLessThan(400 + 2000);
      if (p.kind !== 'page') throw new Error('expected a page');
      expect(p.status).toBe(200);
      expect(text(p.html)).toContain('Loading the past month…');
      // Home asks for its spot prices and 14 calls of its own; each one's connection is closed by the store.
      expect(calls.length).toBeGreaterThanOrEqual(15);
      await vi.waitFor(() => expect(hungUp).toBe(calls.length), { timeout: 5000 });
    } finally {
      hung.closeAllConnections();
      await new Promise((resolve) => hung.close(resolve));
    }
  });
  it('two pages rendered at once against two API hosts each ask only their own host', async () => {
    // A second API that notes each call and answers it late, so its page is still in flight while the
    // other renders: a setting shared by the two renders would send one page's calls to the other's host.
    const asked: string[] = [];
    const late = createServer((req, res) => {
      asked.push(new URL(req.url ?? '/', 'http://late.test').pathname);
      setTimeout(() => res.writeHead(503, { 'content-type': 'application/json' }).end('{"status":503,"message":"down"}'), 300);
    });
    await new Promise<void>((resolve) => late.listen(0, '127.0.0.1', resolve));
    const address = late.address();
    const lateUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    try {
      const category = render(new Request('http://store.test/silver-bullion'), { apiBaseUrl: lateUrl, budgetMs: 2000 });
      const product = await page('/product/2011/2024-silver-maple-leaf-1-oz');
      expect(product.status).toBe(200);
      expect(product.html).toContain('2024 Silver Maple Leaf 1 oz</h1>');
      const other = await category;
      if (other.kind !== 'page') throw new Error('a page was expected');
      expect(other.status).toBe(503);
      expect(asked.length).toBeGreaterThan(0);
      expect(asked.filter((path) => /GetProductDetails|GetMostLikeProducts|GetCustomerReviews/.test(path))).toEqual([]);
    } finally {
      late.closeAllConnections();
      await new Promise((resolve) => late.close(resolve));
    }
  });
});
