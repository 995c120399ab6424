import { statSync } from 'node:fs';
import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { SSR_PORT } from '../../playwright.config';
import { expectAccessible } from './support/accessibility';
import { holdScript, openHydrated } from './support/hydration';
import { signInWithKeyboard } from './support/keyboard';
import { narrow, SAME_AT_EVERY_WIDTH } from './support/store';

// The production server (`npm run serve`) renders each page on the server; the rest of the suite
// serves the same build as files. What a shopper gets before and after the JavaScript runs.
const origin = `http://localhost:${SSR_PORT}`;
const PRODUCT = 2011;
/** The pages a shopper lands on that the bench measures: home, a category, a product and the cart, with their titles. */
const LANDING_PAGES = [
  ['/', /Bullion priced live/],
  ['/silver-bullion', /Silver Bullion/],
  [`/product/${PRODUCT}/x`, /Silver Maple Leaf/],
  ['/cart/cart', /Your cart/],
] as const;

interface ProductDetails {
  data: { name: string; stocks: { floorWithPrices: { discountPrice: number }[] }[] };
}

const usd = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Signs the demo customer in through the sign-in page, as a shopper does: the session cookie is the browser's from then on. */
async function signInAsDemo(page: Page): Promise<void> {
  await openHydrated(page, origin + '/signin', /Sign in/);
  await signInWithKeyboard(page, 'demo@boldbullion.test', 'Bullion#2026');
  await expect(page).not.toHaveURL(/\/signin/);
}

/** The server's own HTML of a page, asked with the browser's session cookie (after {@link signInAsDemo}: the customer's). */
async function customerHtml(page: Page, path: string): Promise<APIResponse> {
  return page.request.get(origin + path, { headers: { accept: 'text/html' } });
}

test.describe('server rendering', { tag: SAME_AT_EVERY_WIDTH }, () => {
  test('the server’s HTML of a product page has its name, its price and its data, and answers 200', async ({ request }) => {
    const ask = async () =>
      (await (await request.get(`${origin}/api/Product/GetProductDetails?productId=${PRODUCT}`)).json()) as ProductDetails;
    const details = await ask();
    const response = await request.get(`${origin}/product/${PRODUCT}/x`, { headers: { accept: 'text/html' } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('id="ssr-data"'));
    expect(root).toContain(`>${details.data.name}</h1>`);
    // The price follows spot, which moves every 45 s: the page shows the API's price of just before it or
    // of just after it (a tick between the two calls moves it by a cent).
    const prices = [details, await ask()].map((d) => usd(d.data.stocks[0]!.floorWithPrices[0]!.discountPrice));
    expect(
      prices.filter((price) => root.includes(price)),
      `the page shows ${prices.join(' or ')}`,
    ).not.toEqual([]);
    expect(root).toContain('Add to cart');
    expect(html).toContain(`<title>${details.data.name} | Bold Precious Metals</title>`);
    // Its styles are in the page (with the response's nonce), so the first paint waits for no stylesheet.
    expect(html).toMatch(/<style nonce="[^"]+" data-file="\/assets\/index-[^"]+\.css">/);
    expect(html).not.toMatch(/<link rel="stylesheet"(?! type="text\/x-inlined-css")/);
    // The data it rendered with goes with it, so the browser renders the same page without asking again.
    expect(html).toMatch(/<script type="application\/json" id="ssr-data">\{"renderedAt":\d+,"queries":/);
    expect(html).toContain('GetProductDetails');
    // No inline script runs: the CSP allows none (every script names its file): the only inline ones are data (the page's JSON, and its JSON-LD for search engines).
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>/);
    expect(html).toMatch(/<script type="application\/ld\+json" nonce="[^"]+">\{"@context":"https:\/\/schema.org","@type":"Product"/);
    // Nothing is fetched for the first paint but the page: its scripts wait in an inert template until it has painted.
    const live = html.slice(0, html.indexOf('</head>')).replace(/<template id="app-scripts">[^]*?<\/template>/, '');
    expect(live).not.toMatch(/<link rel="modulepreload"|<link rel="stylesheet"(?! type="text\/x-inlined-css")|<script type="module"/);
    expect(live).toContain('<script src="/boot.js" defer></script>');
  });

  test('home’s HTML reads the gold/silver ratio against its year, and carries that year as three figures, not two years of closes', async ({
    request,
  }) => {
    const html = await (await request.get(`${origin}/`, { headers: { accept: 'text/html' } })).text();
    // The text as a shopper reads it, without the comments React puts between a text's parts.
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('id="ssr-data"')).replace(/<!-- -->/g, '');
    expect(root).toMatch(/An ounce of gold buys \d+\.\d\d ounces of silver at today’s asks\./);
    expect(root).toMatch(/One-year average \d+\.\d\d \(low \d+\.\d\d, high \d+\.\d\d\)\. /);
    const data = /<script type="application\/json" id="ssr-data">([^<]*)<\/script>/.exec(html)?.[1] ?? '';
    const queries = (JSON.parse(data) as { queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] } }).queries.queries;
    // The four month charts' closes go with the page; the ratio's year goes as its average, low and high only.
    const histories = queries.filter((q) => q.queryKey[0] === '/api/Pricing/GetSpotPriceHistory').map((q) => JSON.stringify(q.queryKey[1]));
    expect(histories.sort()).toEqual(['gold', 'palladium', 'platinum', 'silver'].map((metal) => JSON.stringify({ metal, range: '1M' })));
    expect(queries.filter((q) => JSON.stringify(q.queryKey).includes('1Y')).map((q) => q.queryKey)).toEqual([['gold-silver-ratio', '1Y']]);
    expect(Object.keys(queries.find((q) => q.queryKey[0] === 'gold-silver-ratio')?.state.data ?? {}).sort()).toEqual([
      'average',
      'high',
      'low',
    ]);
  });

  test('the build’s files go out compressed as the build made them, the hashed ones cached for a year', async ({ request }) => {
    const html = await (await request.get(`${origin}/`, { headers: { accept: 'text/html' } })).text();
    const entry = /<script type="module" crossorigin src="(\/assets\/index-[^"]+\.js)">/.exec(html)?.[1];
    expect(entry, 'the page names its entry script').toBeTruthy();
    const plain = await request.get(origin + entry, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers()['content-encoding']).toBeUndefined();
    for (const [accepted, sent] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const response = await request.get(origin + entry, { headers: { 'accept-encoding': accepted } });
      expect(response.headers()['content-encoding'], `asked with ${accepted}`).toBe(sent);
      // The file the build wrote, not one compressed again for this request.
      expect(Number(response.headers()['content-length'])).toBe(statSync(`dist${entry}.${sent === 'br' ? 'br' : 'gz'}`).size);
      expect(response.headers()['vary']).toMatch(/Accept-Encoding/i);
      expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers()['content-type']).toMatch(/^text\/javascript/);
      expect(await response.text()).toBe(await plain.text());
    }
    // A file whose name does not change with it is checked each time.
    const boot = await request.get(`${origin}/boot.js`, { headers: { 'accept-encoding': 'br' } });
    expect(boot.headers()['content-encoding']).toBe('br');
    expect(boot.headers()['cache-control']).toBe('no-cache');
  });

  test('an unknown page answers 404 with the not-found page in its HTML', async ({ request }) => {
    const response = await request.get(`${origin}/chart/copper-price`, { headers: { accept: 'text/html' } });
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('>Page not found</h1>');
  });

  test('hydration finds what the server sent: no mismatch on home, a category, a product and the cart', async ({ page }) => {
    for (const [path, title] of [
      [`/product/${PRODUCT}/x`, /Silver Maple Leaf/],
      ['/', /Bullion priced live/],
      ['/silver-bullion', /Silver Bullion/],
      ['/cart/cart', /Your cart/],
    ] as const) {
      // The page's styles came with it: hydrating asks for none of them again (a second copy restyles the
      // whole page). (A mock build's own panel brings its stylesheet.)
      const stylesheets: string[] = [];
      const onRequest = (r: { resourceType: () => string; url: () => string }) =>
        void (r.resourceType() === 'stylesheet' && stylesheets.push(r.url()));
      page.on('request', onRequest);
      const errors = await openHydrated(page, origin + path, title);
      expect(errors, `hydrating ${path}`).toEqual([]);
      page.off('request', onRequest);
      const inlined = await page
        .locator('style[data-file]')
        .evaluateAll((styles) => styles.map((s) => new URL(s.getAttribute('data-file') ?? '', location.href).href));
      expect(inlined.length, `styles written into ${path}`).toBeGreaterThan(1);
      expect(
        stylesheets.filter((url) => inlined.includes(url)),
        `inlined stylesheets fetched again on ${path}`,
      ).toEqual([]);
    }
    await expectAccessible(page);
  });

  test('hydrating asks the API again for nothing the server sent with the page', async ({ page }) => {
    // A refetch right after hydration costs the phone a request, a validation and a second render of
    // the same prices. (Customer data would be fetched here; a guest has none.)
    for (const [path, title] of LANDING_PAGES) {
      const asked: string[] = [];
      const onRequest = (r: { method: () => string; url: () => string }) => {
        const url = new URL(r.url());
        if (r.method() === 'GET' && url.pathname.startsWith('/api/')) asked.push(url.pathname + url.search);
      };
      page.on('request', onRequest);
      await openHydrated(page, origin + path, title);
      // Every part of the page has hydrated and settled once the network is quiet.
      await page.waitForLoadState('networkidle');
      page.off('request', onRequest);
      expect(asked, `fetched again after hydrating ${path}`).toEqual([]);
    }
  });

  test('opening home, a category, a product or the cart sets up no Intl format (the first one is a long task)', async ({ page }) => {
    // ICU's locale data costs the first Intl object 13 to 30 ms on a fast machine, four times that on the
    // phone Lighthouse simulates. The store's formats (src/domain/format.ts) need none; a library that
    // brings one back shows up here.
    await page.addInitScript(() => {
      const made: string[] = [];
      Object.defineProperty(window, '__intlMade', { value: made });
      const intl = Intl as unknown as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(Intl)) {
        const original = intl[name];
        if (typeof original !== 'function' || !/^[A-Z]/.test(name)) continue;
        const Ctor = original as new (...args: unknown[]) => object;
        intl[name] = new Proxy(Ctor, {
          construct: (target, args) => (made.push(`Intl.${name}`), Reflect.construct(target, args)),
          apply: (target, self, args) => (made.push(`Intl.${name}`), Reflect.apply(target, self, args)),
        });
      }
      for (const [proto, names] of [
        [Number.prototype, ['toLocaleString']],
        [Date.prototype, ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString']],
      ] as const) {
        const methods = proto as unknown as Record<string, (...args: unknown[]) => string>;
        for (const name of names) {
          const original = methods[name]!;
          methods[name] = function (this: unknown, ...args: unknown[]) {
            made.push(name);
            return original.apply(this, args);
          };
        }
      }
    });
    for (const [path, title] of LANDING_PAGES) {
      await openHydrated(page, origin + path, title);
      await page.waitForLoadState('networkidle');
      const made = await page.evaluate(() => (window as unknown as { __intlMade: string[] }).__intlMade);
      expect(made, `Intl set up on ${path}`).toEqual([]);
    }
  });

  test('the first view of home is logged once (page view and behaviour log), and the next page once more', async ({ page }) => {
    const logged: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (r.method() === 'POST' && /\/api\/Customer\/(PageViewLog|CustomerBehaviourLog)$/.test(path))
        logged.push(path.split('/').pop() ?? '');
    });
    await openHydrated(page, origin + '/', /Bullion priced live/);
    await expect.poll(() => [...logged].sort()).toEqual(['CustomerBehaviourLog', 'PageViewLog']);
    await page.getByRole('banner').getByRole('link', { name: 'Shop In-Stock' }).click();
    await expect(page).toHaveURL(/\/bullion-in-stock$/);
    await expect.poll(() => [...logged].sort()).toEqual(['CustomerBehaviourLog', 'CustomerBehaviourLog', 'PageViewLog', 'PageViewLog']);
  });

  test('a guest who opens their order history is sent to sign-in by the server, before any of the page is sent', async ({ request }) => {
    const response = await request.get(`${origin}/orders/order-history?status=Shipped`, {
      headers: { accept: 'text/html' },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    expect(response.headers()['location']).toBe('/signin?redirect=%2Forders%2Forder-history%3Fstatus%3DShipped');
  });

  test('a signed-in customer who reloads their order history gets it rendered with their orders: no trip through sign-in, no mismatch', async ({
    page,
  }) => {
    await signInAsDemo(page);
    // The server's own HTML, asked with the browser's session cookie: the orders are in it, and it is the customer's alone.
    const html = await customerHtml(page, '/orders/order-history');
    expect(html.headers()['cache-control']).toBe('private, no-store');
    const body = await html.text();
    expect(body).toMatch(/<p role="status" aria-live="polite">\d+ orders?\.<\/p>/);
    expect(body).toMatch(/href="\/orders\/orderdetails\/[^"]+"[^>]*>[^<]+<\/a>/);
    const visited: string[] = [];
    page.on('framenavigated', (frame) => void (frame === page.mainFrame() && visited.push(new URL(frame.url()).pathname)));
    await page.addInitScript(() => {
      // Every client-side move, as the router makes it (a redirect rendered during hydration is one).
      const moves: string[] = [];
      (window as unknown as { moves: string[] }).moves = moves;
      const replace = history.replaceState.bind(history);
      history.replaceState = (state: unknown, unused: string, url?: string | URL | null) => {
        if (url) moves.push(String(url));
        replace(state, unused, url);
      };
    });
    const errors = await openHydrated(page, origin + '/orders/order-history', /Order history/);
    await expect(page.getByText(/^\d+ orders?\.$/)).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { moves: string[] }).moves.filter((m) => m.includes('signin')))).toEqual([]);
    expect(visited.filter((p) => p === '/signin')).toEqual([]);
    expect(errors).toEqual([]);
    await expect(page).toHaveURL(/\/orders\/order-history$/);
  });

  test('a signed-in customer’s sales orders arrive in the server’s HTML, though the API finds them by the email it answers first', async ({
    page,
  }) => {
    await signInAsDemo(page);
    const html = await customerHtml(page, '/myaccounts/sales-orders');
    expect(html.headers()['cache-control']).toBe('private, no-store');
    const body = await html.text();
    expect(body).toMatch(/<a [^>]*href="\/myaccounts\/sales-orders\/SO-3301"[^>]*>SO-3301<\/a>/);
    expect(body).not.toContain('Loading your sales orders');
    const errors = await openHydrated(page, origin + '/myaccounts/sales-orders', /Sales orders/);
    await expect(page.getByRole('main').getByRole('table').getByRole('row')).toHaveCount(2);
    expect(errors).toEqual([]);
  });

  test('a customer’s page is theirs whatever the browser remembered of another customer: the other’s details are dropped', async ({
    page,
  }) => {
    await signInAsDemo(page);
    // This browser's store says another customer (as if they had used it last); the session cookie says the demo customer.
    await page.evaluate(() => {
      const saved = JSON.parse(localStorage.getItem('bold.session') ?? '{}') as { state: Record<string, unknown> };
      saved.state.user = { userId: 424242, firstName: 'Somebody', isGuest: false };
      saved.state.customerInfo = { firstName: 'Somebody', lastName: 'Else', emailId: 'somebody@else.test' };
      saved.state.checkout = { ...(saved.state.checkout as object), billingName: 'Somebody Else' };
      localStorage.setItem('bold.session', JSON.stringify(saved));
    });
    const errors = await openHydrated(page, origin + '/myaccounts', /My account/);
    await expect(page.getByRole('heading', { level: 2, name: /Alexandra/ })).toBeVisible();
    await expect(page.getByText('somebody@else.test')).toHaveCount(0);
    const remembered = await page.evaluate(() => localStorage.getItem('bold.session') ?? '');
    expect(remembered).not.toContain('Somebody');
    expect(errors).toEqual([]);
  });

  test('a signed-in customer’s portfolio arrives with their holdings and hydrates as theirs, with no mismatch', async ({ page }) => {
    await signInAsDemo(page);
    const html = await customerHtml(page, '/bold-bullion-portfolio');
    expect(html.headers()['cache-control']).toBe('private, no-store');
    const body = await html.text();
    expect(body).toContain('Your portfolio</h1>');
    expect(body).toMatch(/<article class="[^"]*" aria-labelledby="holding-\d+">/);
    const errors = await openHydrated(page, origin + '/bold-bullion-portfolio', /portfolio/i);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your portfolio');
    await expect(page.getByRole('heading', { name: 'Holdings', exact: true })).toBeVisible();
    expect(errors).toEqual([]);
    await expectAccessible(page);
  });

  test('a signed-in customer’s pages hydrate on the spot prices, the cart, the messages and the details the server sent: none is asked for again', async ({
    page,
  }) => {
    await signInAsDemo(page);
    // The demo customer's cart, as the API keeps it: the server's header counts it.
    const cart = (await (await page.request.get(`${origin}/api/ShoppingCart/GetProductFromShoppingCart`)).json()) as {
      data: { quantity: number; isActive?: boolean }[];
    };
    expect(cart.data.length).toBeGreaterThan(0);
    const html = await (await customerHtml(page, '/orders/order-history')).text();
    expect(html).toMatch(/aria-label="Cart, [1-9]\d* items?"/);
    // The bell counts the seeded unread messages in the server's HTML too.
    expect(html).toMatch(/aria-label="Notifications, [1-9]\d* unread"/);
    for (const [path, title] of [
      ['/orders/order-history', /Order history/],
      ['/myaccounts/accountsettings', /Account settings/],
      ['/bold-bullion-portfolio', /portfolio/i],
      ['/myaccounts/messages', /Messages/],
    ] as const) {
      const asked: string[] = [];
      const onRequest = (r: { method: () => string; url: () => string }) => {
        const url = new URL(r.url());
        if (
          r.method() === 'GET' &&
          /^\/api\/(Pricing\/|ShoppingCart\/|Customer\/GetCustomerMessages|Customer\/GetCustomerInfo)/.test(url.pathname)
        )
          asked.push(url.pathname + url.search);
      };
      page.on('request', onRequest);
      const errors = await openHydrated(page, origin + path, title);
      await page.waitForLoadState('networkidle');
      page.off('request', onRequest);
      expect(errors, `hydrating ${path}`).toEqual([]);
      // The customer's spot answer (with their portfolio figures), their cart, their messages and (on an
      // account page) their details came with the page, read as it was rendered.
      expect(asked, `spot prices, the cart, the messages or the details fetched again after hydrating ${path}`).toEqual([]);
      await expect(page.getByRole('button', { name: /^Cart, [1-9]\d* items?$/ })).toBeVisible();
    }
  });

  test('a signed-in customer’s account settings arrive with every section and show no bare file field: the photo’s input stays hidden under the page’s CSP', async ({
    page,
  }) => {
    await signInAsDemo(page);
    // Every section is in the server's HTML, the email's too (it needs to know who is signed in).
    const html = await (await customerHtml(page, '/myaccounts/accountsettings')).text();
    for (const id of ['contact-title', 'mail-title', 'password-title']) expect(html, id).toContain(`id="${id}"`);
    // The CSP refuses style attributes in the server's HTML, so a field hidden by one would show until the
    // script ran and stay shown after (hydration keeps the attribute it finds).
    const errors = await openHydrated(page, origin + '/myaccounts/accountsettings', /Account settings/);
    expect(errors).toEqual([]);
    await expect(page.getByRole('button', { name: /Choose a (new )?photo/ })).toBeVisible();
    await expect(page.locator('input[type=file]')).toBeHidden();
    await expectAccessible(page);
  });

  test('a customer’s page on a phone does not move when the script takes it over: the menu’s button shows where the greeting’s link and Logout were', async ({
    page,
  }) => {
    await signInAsDemo(page);
    await page.setViewportSize({ width: 412, height: 823 });
    const release = await holdScript(page);
    await page.goto(origin + '/orders/order-history', { waitUntil: 'commit' });
    const banner = page.getByRole('banner');
    const logout = banner.getByRole('button', { name: 'Logout' });
    await expect(logout).toBeVisible();
    // The page as sent, its fonts in: nothing but the script is left to change it.
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    // What a shopper's eye is on: the page's heading and the header's controls around the greeting.
    const shown = [
      page.getByRole('heading', { level: 1 }),
      banner.getByRole('button', { name: /^Notifications/ }),
      banner.getByRole('button', { name: /^Cart/ }),
      banner.getByRole('search'),
    ];
    const places = () => Promise.all(shown.map((l) => l.boundingBox()));
    const before = await places();
    release();
    await expect(banner.getByRole('button', { name: /Account menu/ })).toBeVisible();
    await expect(logout).toBeHidden();
    expect(await places()).toEqual(before);
  });

  test('a customer opening home on a phone after their account pages is greeted by the script without the page moving', async ({
    page,
  }) => {
    await signInAsDemo(page);
    await page.setViewportSize({ width: 412, height: 823 });
    // A page of their own first: from then on this browser knows the customer, and greets them on any page.
    await openHydrated(page, origin + '/orders/order-history', /Order history/);
    const release = await holdScript(page);
    await page.goto(origin + '/', { waitUntil: 'commit' });
    const banner = page.getByRole('banner');
    // Home is any guest's page as the server sends it: the customer is greeted once the script runs.
    await expect(banner.getByRole('link', { name: 'Login' })).toBeVisible();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const shown = [page.getByRole('heading', { level: 1 }), banner.getByRole('button', { name: /^Cart/ }), banner.getByRole('search')];
    const places = () => Promise.all(shown.map(async (l) => (await l.boundingBox())?.y));
    const before = await places();
    release();
    await expect(banner.getByRole('button', { name: /Account menu/ })).toBeVisible();
    expect(await places()).toEqual(before);
  });

  test('after hydration the page works: a product goes into the cart', async ({ page }) => {
    const errors = await openHydrated(page, origin + `/product/${PRODUCT}/x`, /Silver Maple Leaf/);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('banner').getByLabel('Cart, 1 item')).toBeVisible();
    expect(errors).toEqual([]);
    await expectAccessible(page);
  });

  test('a shopper who types a search before the script has taken the page over finds what they typed', async ({ page }) => {
    // A slow phone's script: the page is there to type in well before React has taken it over.
    const release = await holdScript(page);
    await page.addInitScript(() => localStorage.setItem('bold.notice.seen', '1'));
    await page.goto(`${origin}/`, { waitUntil: 'commit' });
    const field = page.getByRole('combobox', { name: 'Search products' });
    await field.focus();
    await page.keyboard.type('silver eagle', { delay: 20 });
    // The toast region (F8) mounts only after hydration: all the typing was done before it.
    expect(await page.getByRole('region', { name: /^Notifications/ }).count(), 'typed before hydration').toBe(0);
    release();
    await expect(page.getByRole('region', { name: /^Notifications/ })).toBeAttached();
    // Taken over: the field kept its focus and every letter, and Enter searches for them (it searched for
    // nothing, as React had never been told of the typing).
    await expect(field).toBeFocused();
    await expect(field).toHaveValue('silver eagle');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\/searchresults\?searchkey=silver%20eagle$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “silver eagle”');
  });
});

test.describe('typed before the page is taken over', { tag: SAME_AT_EVERY_WIDTH }, () => {
  test('a quantity typed before the script has taken the product page over is the quantity added', async ({ page }) => {
    const release = await holdScript(page);
    await page.addInitScript(() => localStorage.setItem('bold.notice.seen', '1'));
    await page.goto(`${origin}/product/${PRODUCT}/x`, { waitUntil: 'commit' });
    const quantity = page.getByRole('textbox', { name: 'Quantity' });
    await quantity.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('3');
    expect(await page.getByRole('region', { name: /^Notifications/ }).count(), 'typed before hydration').toBe(0);
    release();
    await expect(page.getByRole('region', { name: /^Notifications/ })).toBeAttached();
    // The page says what the field says (3 went in as 1 before), and 3 go into the cart.
    await expect(page.getByText(/^3 × \$[\d,]+\.\d\d = \$[\d,]+\.\d\d by eCheck or wire$/)).toBeVisible();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('banner').getByLabel('Cart, 3 items')).toBeVisible();
  });

  test('a shopper who signs in before the script has arrived is signed in by the server, and stays signed in once it runs', async ({
    page,
  }) => {
    const release = await holdScript(page);
    await page.addInitScript(() => localStorage.setItem('bold.notice.seen', '1'));
    await page.goto(`${origin}/signin?redirect=%2Forders%2Forder-history`, { waitUntil: 'commit' });
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByRole('textbox', { name: 'Email address' }).fill('demo@boldbullion.test');
    await form.getByLabel(/^Password/).fill('Bullion#2026');
    await form.getByRole('button', { name: 'Sign in' }).click();
    // Sent as the browser sends a form: the server's action signs in, and the page asked for is the customer's.
    await expect(page).toHaveURL(/\/orders\/order-history$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order history');
    await expect(page.getByText(/^[1-9]\d* orders?\.$/)).toBeVisible();
    release();
    await expect(page.getByRole('region', { name: /^Notifications/ })).toBeAttached();
    await expect(page.getByRole('banner').getByRole('button', { name: /Account menu/ })).toBeVisible();
    await expect(page).toHaveURL(/\/orders\/order-history$/);
  });

  test('a guest who adds to the cart before the script has arrived finds it in the cart, which hydrates as it was sent', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && /hydrat|Minified React error #(418|419|423|425)/i.test(m.text())) problems.push(m.text());
    });
    const release = await holdScript(page);
    await page.addInitScript(() => localStorage.setItem('bold.notice.seen', '1'));
    await page.goto(`${origin}/product/2011/2024-silver-maple-leaf-1-oz`, { waitUntil: 'commit' });
    const form = page.getByRole('form', { name: 'Buy this product' });
    await form.getByRole('textbox', { name: 'Quantity' }).fill('3');
    await form.getByRole('button', { name: 'Add to cart' }).click();
    // Sent as the browser sends a form: the server's action keeps it in the guest's cart and shows the cart.
    await expect(page).toHaveURL(/\/cart\/cart$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your cart (3 items)');
    release();
    await expect(page.getByRole('region', { name: /^Notifications/ })).toBeAttached();
    // The header's count and the page are the cart's once the script has the page, which hydrated as sent.
    await expect(page.getByRole('banner').getByRole('button', { name: 'Cart, 3 items' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your cart (3 items)');
    expect(problems).toEqual([]);
  });
});

test.describe('without JavaScript', { tag: SAME_AT_EVERY_WIDTH }, () => {
  test.use({ javaScriptEnabled: false });

  test('the header search is a form: Enter opens the results, rendered on the server', async ({ page }) => {
    await page.goto(`${origin}/`);
    await page.getByRole('combobox', { name: 'Search products' }).fill('silver eagle');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\/searchresults\?searchkey=silver\+eagle$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “silver eagle”');
    await expect(page.getByText(/^\d+ products? found\.$/)).toBeVisible();
  });

  test('a sign-in sent without the script puts no field in any address: the sign-in page comes back', async ({ page }) => {
    const addresses: string[] = [];
    page.on('request', (request) => addresses.push(request.url()));
    await page.goto(`${origin}/signin`);
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email address').fill('shopper@example.test');
    await form.getByRole('textbox', { name: 'Password' }).fill('Hunter2-secret');
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${origin}/signin`);
    // (axe cannot run in a page without JavaScript: the sign-in page is checked with it in auth.spec.ts.)
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
    expect(addresses.filter((a) => a.startsWith(origin)).length).toBeGreaterThanOrEqual(2);
    expect(addresses.join('\n')).not.toMatch(/Hunter2|shopper|emailId|password=/i);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, heading] of [
    ['/', 'Bullion priced live off the spot market'],
    ['/silver-bullion', 'Silver Bullion'],
    [`/product/${PRODUCT}/x`, '2024 Silver Maple Leaf 1 oz'],
  ] as const) {
    test(`${path} shows its heading, prices and links`, async ({ page }) => {
      await page.goto(origin + path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(
        page
          .getByRole('main')
          .getByText(/\$\d[\d,]*\.\d\d/)
          .first(),
      ).toBeVisible();
      const links = page.getByRole('main').getByRole('link');
      expect(await links.count()).toBeGreaterThan(0);
      // The spot prices are in the header too (a phone's header folds them away by design).
      if (!narrow(page))
        await expect(
          page
            .getByRole('banner')
            .getByText(/\$\d[\d,]*\.\d\d/)
            .first(),
        ).toBeVisible();
    });
  }
});
