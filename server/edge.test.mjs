// @vitest-environment node
// The store's edge, tried as an attacker would: the production server's handling (server/serve.ts) with the
// store's own renderer, in front of a loopback "API" that records every request it gets, and a canary
// listener on another port that stands for a host inside a private network: nothing may ever reach it.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer } from '../mocks/server';
import { render, sitemap } from '../src/entry-server';
import { escapeHtml, fillTemplate } from './page-assets.ts';
import { createStoreApp } from './serve.ts';
import { clientRateLimit, pageKey, RenderQueueFull, renderQueue, siteOrigins } from './edge.ts';
import { createLogger } from './request-log.ts';

const TEMPLATE =
  '<!doctype html><html><head><meta name="description" content="Bullion." /><title>Bold</title></head><body><div id="root"></div></body></html>';
const dist = mkdtempSync(join(tmpdir(), 'store-edge-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** Listens on a free loopback port; resolves with its origin, port and a closer. */
async function listen(server) {
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    close: () => {
      server.closeAllConnections?.();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A listener that records each request it gets and answers with `answer`'s headers. */
async function recorder(answerHeaders = {}) {
  const seen = [];
  const server = createServer((req, res) => {
    seen.push({ method: req.method, url: req.url, headers: req.headers });
    req.resume();
    res.writeHead(200, { 'Content-Type': 'image/svg+xml', ...answerHeaders });
    res.end('<svg xmlns="http://www.w3.org/2000/svg"/>');
  });
  return { ...(await listen(server)), seen };
}

/**
 * One request exactly as written: `target` is sent as the request target whatever its form (an
 * absolute-form `http://host/x` or `//host/x`), with the headers given (a Host of any value).
 */
function raw(origin, target, { method = 'GET', headers = {} } = {}) {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path: target, method, headers: { accept: 'text/html', ...headers } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

function storeApp(apiBaseUrl, options = {}) {
  return createStoreApp({
    logger: createLogger({ destination: { write: () => {} } }),
    render,
    sitemap,
    template: TEMPLATE,
    manifest: {},
    dist,
    apiBaseUrl,
    headerOptions: {},
    onRenderFailure: () => {},
    ...options,
  });
}

/** The store on the seeded mock for a describe block: `env.shop` once its beforeAll has run. */
function storeOnTheMock() {
  const env = {};
  beforeAll(async () => {
    env.mock = await startMockServer({ port: 0 });
    env.shop = await listen(createServer(storeApp(env.mock.url)));
  });
  afterAll(async () => {
    await env.shop.close();
    await env.mock.close();
  });
  return env;
}

describe('the pass-through asks the API host only, for its own files only', { timeout: 30_000 }, () => {
  let api;
  let canary;
  let shop;
  beforeAll(async () => {
    api = await recorder({ 'Content-Security-Policy': 'default-src *', 'X-Frame-Options': 'ALLOWALL', 'Set-Cookie': 'sid=api' });
    canary = await recorder();
    shop = await listen(createServer(storeApp(api.origin)));
  });
  afterAll(async () => {
    await shop.close();
    await api.close();
    await canary.close();
  });

  it('refuses an absolute-form or //host request target, whatever the method: no other host is ever asked', async () => {
    const other = `127.0.0.1:${canary.port}`;
    for (const method of ['GET', 'HEAD', 'PUT', 'POST', 'DELETE']) {
      for (const target of [
        `http://${other}/images/x`,
        `//${other}/images/x`,
        `http://${other}/uploads/x`,
        `//${other}/api/x`,
        `http://${other}/`,
      ]) {
        const answer = await raw(shop.origin, target, { method });
        expect(answer.status, `${method} ${target}`).toBe(400);
      }
    }
    expect(canary.seen).toEqual([]);
    expect(api.seen).toEqual([]);
  });

  it('refuses a path that leaves its folder: dot segments, encoded or not, encoded slashes and backslashes', async () => {
    for (const target of [
      '/images/%2e%2e/api/Pricing/GetSpotPrices',
      '/images/%2E%2E/escaped',
      '/uploads/%2e%2e/escaped',
      '/uploads/.%2e/escaped',
      '/images/..%2fapi/x',
      '/images/a%2f..%2f..%2fapi',
      '/images/..%5capi',
      '/images/a%00.svg',
      '/images/%zz.svg',
    ]) {
      const answer = await raw(shop.origin, target);
      expect(answer.status, target).toBe(400);
    }
    expect(api.seen).toEqual([]);
  });

  it('reads the API’s files only: any other method is 405, and nothing is sent up', async () => {
    for (const method of ['PUT', 'POST', 'DELETE', 'PATCH']) {
      const answer = await raw(shop.origin, '/images/products/1.svg', { method });
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow).toBe('GET, HEAD');
    }
    expect(api.seen).toEqual([]);
  });

  it('passes a file through with only the headers it needs: no cookie or credential goes up, the store’s own headers win', async () => {
    const answer = await raw(shop.origin, '/images/products/1.svg?v=2', {
      headers: { accept: 'image/*', cookie: 'bold.signed-in=1', authorization: 'Bearer secret', 'x-forwarded-for': '10.0.0.1' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('<svg');
    expect(api.seen.at(-1)).toMatchObject({ method: 'GET', url: '/images/products/1.svg?v=2' });
    const sentUp = api.seen.at(-1).headers;
    expect(sentUp.cookie).toBeUndefined();
    expect(sentUp.authorization).toBeUndefined();
    expect(sentUp['x-forwarded-for']).toBeUndefined();
    expect(sentUp.accept).toBe('image/*');
    expect(answer.headers['content-type']).toBe('image/svg+xml');
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('/api passes the contract’s header parameters up to the API, and neither the browser’s cookie nor its own bearer', async () => {
    const before = api.seen.length;
    const answer = await raw(shop.origin, '/api/Pricing/GetSpotPrices', {
      headers: { authorization: 'Bearer t', cookie: 'a=b', 'idempotency-key': 'order-attempt-1' },
    });
    expect(answer.status).toBe(200);
    // The API is sent the session's token only (server/bff.ts): a token a script found is not the customer.
    expect(api.seen.at(-1).headers.authorization).toBeUndefined();
    // The contract's header parameter (PlaceOrder's Idempotency-Key) goes up; a cookie does not.
    expect(api.seen.at(-1).headers['idempotency-key']).toBe('order-attempt-1');
    expect(api.seen.at(-1).headers.cookie).toBeUndefined();
    // No operation of the contract has such a path: refused before any pass-through.
    expect((await raw(shop.origin, '/api/%2e%2e/images/x')).status).toBe(404);
    expect(api.seen.length).toBe(before + 1);
  });
});

describe('a page’s own text is never read as a pattern', { timeout: 30_000 }, () => {
  const env = storeOnTheMock();

  for (const word of ["$'", '$`', '$&', '$$']) {
    it(`a search for ${word} is a page with one <title> that shows the word`, async () => {
      const page = await raw(env.shop.origin, `/search/searchresults?searchkey=${encodeURIComponent(word)}`);
      expect(page.status).toBe(200);
      expect(page.body.match(/<title>/g)).toHaveLength(1);
      expect(page.body.match(/<\/head>/g)).toHaveLength(1);
      expect(page.body).toMatch(new RegExp(`<title>[^<]*${escapeHtml(word).replace(/[$&]/g, '\\$&')}[^<]*</title>`));
    });
  }

  it('a review’s text or the page’s data with a replacement pattern is written as it is', () => {
    const html = `<p>Great coin $' and $\` and $& and $$</p>`;
    const data = `{"text":"$'$&"}`;
    const page = fillTemplate(TEMPLATE, { html, data, scripts: [], styles: [], title: "Review $' here", origin: 'https://shop.example' });
    expect(page).toContain(`<div id="root">${html}</div>`);
    expect(page).toContain(`>${data}</script>`);
    expect(page).toContain('<title>Review $&#39; here</title>');
    expect(page.match(/<title>/g)).toHaveLength(1);
  });
});

describe('a forged Host is written into no answer', { timeout: 60_000 }, () => {
  let mock;
  let shop;
  let fixed;
  beforeAll(async () => {
    mock = await startMockServer({ port: 0 });
    shop = await listen(createServer(storeApp(mock.url)));
    fixed = await listen(createServer(storeApp(mock.url, { publicOrigin: 'https://shop.example' })));
  });
  afterAll(async () => {
    await shop.close();
    await fixed.close();
    await mock.close();
  });
  const paths = ['/', '/robots.txt', '/sitemap.xml', '/product/2011/2024-silver-maple-leaf-1-oz'];

  it('without PUBLIC_ORIGIN, a Host the server does not answer for is refused (421) before anything is made', async () => {
    for (const path of paths) {
      for (const host of ['evil.example', 'localhost.evil.example', 'localhost@evil.example', 'evil.example:80', 'localhost:3000/x']) {
        const answer = await raw(shop.origin, path, { headers: { host } });
        expect(answer.status, `${host} ${path}`).toBe(421);
        expect(answer.body).not.toContain('evil');
        expect(answer.headers['cache-control']).toBe('no-store');
      }
    }
  });

  it('a local host on any port is answered, and named as asked', async () => {
    const robots = await raw(shop.origin, '/robots.txt', { headers: { host: 'LOCALHOST:3000' } });
    expect(robots.status).toBe(200);
    expect(robots.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    const page = await raw(shop.origin, '/product/2011/2024-silver-maple-leaf-1-oz', { headers: { host: '127.0.0.1:8080' } });
    expect(page.body).toContain('<link rel="canonical" href="http://127.0.0.1:8080/product/2011/');
  });

  it('with PUBLIC_ORIGIN, every answer names that origin whatever the Host says', async () => {
    for (const path of paths) {
      const answer = await raw(fixed.origin, path, { headers: { host: 'evil.example' } });
      expect(answer.status, path).toBe(200);
      expect(answer.body, path).not.toContain('evil.example');
      expect(answer.body, path).toContain('https://shop.example/');
    }
  });

  it('the probes answer whatever host an orchestrator calls the instance by', async () => {
    expect((await raw(shop.origin, '/healthz', { headers: { host: '10.1.2.3:3000' } })).status).toBe(200);
  });
});

describe('the page cache cannot be busted', { timeout: 30_000 }, () => {
  const env = storeOnTheMock();
  const cacheOf = (answer) => /cache;desc="(\w+)"/.exec(answer.headers['server-timing'] ?? '')?.[1];

  it('five pages asked with random tracking parameters after a first are all served from memory', async () => {
    const first = await raw(env.shop.origin, `/?utm_source=${Math.random()}`);
    expect(first.status).toBe(200);
    const next = [];
    for (let i = 0; i < 5; i++) {
      const r = Math.random().toString(36).slice(2);
      next.push(await raw(env.shop.origin, `/?utm_source=${r}&utm_campaign=${r}&gclid=${r}&fbclid=${r}`));
    }
    expect(next.map(cacheOf)).toEqual(['hit', 'hit', 'hit', 'hit', 'hit']);
  });

  it('a page’s own parameters are a page of their own, whatever their order', async () => {
    const a = await raw(env.shop.origin, '/silver-bullion?sort=price-asc&page=2');
    const b = await raw(env.shop.origin, '/silver-bullion?page=2&utm_medium=x&sort=price-asc');
    const c = await raw(env.shop.origin, '/silver-bullion?page=3&sort=price-asc');
    expect([cacheOf(a), cacheOf(b), cacheOf(c)]).toEqual(['miss', 'hit', 'miss']);
  });
});

describe('pageKey', () => {
  it('drops tracking parameters and sorts the rest by name, keeping the order of one name’s values', () => {
    expect(pageKey('/')).toBe('/');
    expect(pageKey('/?utm_source=a&UTM_Medium=b&gclid=c&fbclid=d&msclkid=e')).toBe('/');
    expect(pageKey('/silver?sort=x&item=b&page=2&item=a')).toBe('/silver?item=b&item=a&page=2&sort=x');
    expect(pageKey('/search/searchresults?searchkey=%24%27&utm_x=1')).toBe('/search/searchresults?searchkey=%24%27');
    // A parameter that only looks like one is the page's own.
    expect(pageKey('/?utm=1&source=2')).toBe('/?source=2&utm=1');
  });
});

describe('siteOrigins', () => {
  const req = (host, protocol = 'http') => ({ headers: { host }, protocol });
  const passes = (origins, host) => {
    let passed = false;
    const res = { status: () => res, setHeader: () => res, type: () => res, send: () => res };
    origins.guard(req(host), res, () => (passed = true));
    return passed;
  };

  it('answers the allowed hosts on any port, and no other', () => {
    const origins = siteOrigins({ publicOrigin: '', allowedHosts: 'shop.example, www.shop.example' });
    expect(passes(origins, 'shop.example')).toBe(true);
    expect(passes(origins, 'WWW.Shop.Example:8443')).toBe(true);
    expect(origins.originOf(req('WWW.Shop.Example:8443', 'https'))).toBe('https://www.shop.example:8443');
    for (const host of ['localhost', 'shop.example.evil', 'evil.shop.example', 'shop.example:', 'shop.example:123456', undefined, ''])
      expect(passes(origins, host), String(host)).toBe(false);
  });

  it('with a public origin, every request is that origin; an origin that is not one stops the server starting', () => {
    const origins = siteOrigins({ publicOrigin: 'https://shop.example/', allowedHosts: undefined });
    expect(passes(origins, 'evil.example')).toBe(true);
    expect(origins.originOf(req('evil.example'))).toBe('https://shop.example');
    expect(() => siteOrigins({ publicOrigin: 'shop.example' })).toThrow(/not a URL/);
    expect(() => siteOrigins({ publicOrigin: 'javascript:alert(1)' })).toThrow(/not an http\(s\) origin/);
  });
});

describe('renders and clients are bounded', () => {
  it('a render waits its turn while a slot or the queue has room, and is refused at once past both', async () => {
    const queue = renderQueue({ atOnce: 2, waiting: 1 });
    const releases = [];
    const slow = () => new Promise((resolve) => releases.push(resolve));
    const running = [queue.run(slow), queue.run(slow), queue.run(slow)];
    await expect(queue.run(slow)).rejects.toBeInstanceOf(RenderQueueFull);
    await new Promise((resolve) => setTimeout(resolve, 0));
    releases[0]('done');
    await running[0];
    // One finished: the waiting one runs, and there is room for one more to wait.
    const fourth = queue.run(async () => 'fourth');
    await new Promise((resolve) => setTimeout(resolve, 0));
    for (const release of releases.slice(1)) release('done');
    await expect(fourth).resolves.toBe('fourth');
    await Promise.all(running);
  });

  it('a store whose queue is full answers 503 with Retry-After, never keeping anyone waiting past it', async () => {
    const hole = await listen(createServer(() => {}));
    const shop = await listen(createServer(storeApp(hole.origin, { renders: { atOnce: 1, waiting: 0 }, budgetMs: 500, pageCache: false })));
    try {
      // Home is sent 200 with its loading states when the API does not answer: a 503 here is the queue's.
      const [first, second] = await Promise.all([raw(shop.origin, '/'), raw(shop.origin, '/')]);
      expect([first.status, second.status].sort()).toEqual([200, 503]);
      const refused = first.status === 503 ? first : second;
      expect(refused.headers['retry-after']).toBe('5');
      expect(refused.body).toBe('Too many pages are being rendered: try again in a moment.');
    } finally {
      await shop.close();
      await hole.close();
    }
  });

  it('the store counts each client’s pages and files from the API, not its probes', async () => {
    const shop = await listen(createServer(storeApp('http://127.0.0.1:9', { requestsPerMinute: 2 })));
    try {
      const statuses = [];
      for (const path of ['/healthz', '/no-such-page.txt', '/images/x.svg', '/robots.txt'])
        statuses.push((await raw(shop.origin, path)).status);
      expect(statuses).toEqual([200, 404, 502, 429]);
    } finally {
      await shop.close();
    }
  });

  it('one client gets its limit of requests a minute, then 429 with Retry-After; the build’s hashed files do not count', async () => {
    const app = express();
    app.use(clientRateLimit({ perMinute: 3 }));
    app.use((_req, res) => res.send('ok'));
    const site = await listen(createServer(app));
    try {
      expect((await raw(site.origin, '/assets/index-abc.js')).status).toBe(200);
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await raw(site.origin, '/')).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const refused = await raw(site.origin, '/');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.body).toBe('Too many requests from your address: try again in a minute.');
    } finally {
      await site.close();
    }
  });
});

describe('no secret in the server’s logs', { timeout: 30_000 }, () => {
  it('a page that fails to render is logged by its path, never with the token or e-mail of its address', async () => {
    const failures = [];
    const lines = [];
    const shop = await listen(
      createServer(
        storeApp('http://127.0.0.1:9', {
          render: () => Promise.reject(new Error('renderer broke')),
          onRenderFailure: (m) => failures.push(m),
          logger: createLogger({ destination: { write: (line) => lines.push(line) } }),
        }),
      ),
    );
    try {
      const page = await raw(shop.origin, '/reset-password?token=s3cret-T0ken&email=a%40b.test');
      expect(page.status).toBe(200);
      expect(failures).toHaveLength(1);
      expect(failures[0]).toMatch(/^Server rendering failed for \/reset-password: Error: renderer broke/);
      expect([...failures, ...lines].join('\n')).not.toMatch(/s3cret|a%40b/);
    } finally {
      await shop.close();
    }
  });
});

describe('a form posted before the script starts, or without it', { timeout: 30_000 }, () => {
  let shop;
  beforeAll(async () => {
    shop = await listen(createServer(storeApp('http://127.0.0.1:9')));
  });
  afterAll(() => shop.close());

  /** POSTs `body` (a form's fields) to `target` exactly as a browser would. */
  const post = (target, body) => {
    const { hostname, port } = new URL(shop.origin);
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        { hostname, port, path: target, method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
        (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode, headers: res.headers }));
        },
      );
      req.on('error', (error) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? resolve({ status: 'reset' }) : reject(error)));
      req.end(body);
    });
  };

  it('to a page with no action of its own is answered with its page again (303), so no field ever reaches an address', async () => {
    const sent = await post('/legals/shipping-insurance?from=%2Fcart', 'emailId=shopper%40example.test&password=hunter2');
    expect(sent.status).toBe(303);
    expect(sent.headers.location).toBe('/legals/shipping-insurance?from=%2Fcart');
    expect(sent.headers['cache-control']).toBe('private, no-store');
    expect(JSON.stringify(sent.headers)).not.toMatch(/hunter2|shopper/);
  });

  it('takes a form of up to 3 MB (a profile photo), and refuses one past it with 413', async () => {
    expect((await post('/myaccounts/account-settings', 'a'.repeat(3 * 1024 * 1024))).status).toBe(303);
    expect((await post('/myaccounts/account-settings', 'a'.repeat(3 * 1024 * 1024 + 1))).status).toBe(413);
  });

  it('a target that a browser reads as another host is refused, never redirected to', async () => {
    for (const target of ['/\\evil.example', '//evil.example', '/\\evil.example/signin']) {
      expect((await post(target, 'a=1')).status, target).toBe(400);
      expect((await raw(shop.origin, target)).status, target).toBe(400);
    }
  });
});

describe('a form posted to its page’s action, without script', { timeout: 30_000 }, () => {
  const env = storeOnTheMock();

  /** POSTs the form `fields` to `target` as a browser does from the store's own page (or as `headers` say). */
  const send = async (target, fields, headers = {}) => {
    const answer = await fetch(env.shop.origin + target, {
      method: 'POST',
      redirect: 'manual',
      headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', ...headers },
      body: new URLSearchParams(fields).toString(),
    });
    return { status: answer.status, headers: answer.headers, body: await answer.text() };
  };
  const order = { invoiceNumber: 'BPM-240101', emailId: 'demo@boldbullion.test', zipCode: '94105' };

  it('is taken by the page’s action, which renders its answer for this shopper alone', async () => {
    const tracked = await send('/orders/track-order', order);
    expect(tracked.status).toBe(200);
    expect(tracked.headers.get('cache-control')).toBe('private, no-store');
    expect(tracked.body).toMatch(/<h2 id="tracked-title">Order (<!-- -->)?BPM-240101<\/h2>/);
    expect(tracked.body).toContain('<strong>Delivered</strong>');
    // The browser's router starts from the same answer as it hydrates.
    expect(tracked.body).toMatch(/"actionData":\{"[^"]+":\{"values":\{"invoiceNumber":"BPM-240101"/);
  });

  it('a refused form comes back with each field’s message and what was typed, at 400; 40 characters are sent, 41 are not', async () => {
    const long = await send('/orders/track-order', { ...order, invoiceNumber: '1'.repeat(41) });
    expect(long.status).toBe(400);
    expect(long.body).toContain('Invoice number must be at most 40 characters.');
    expect(long.body).toContain(`value="${'1'.repeat(41)}"`);
    expect(long.body).toContain('value="demo@boldbullion.test"');
    const sent = await send('/orders/track-order', { ...order, invoiceNumber: '1'.repeat(40) });
    expect(sent.status).toBe(404);
    expect(sent.body).not.toContain('at most 40');
    expect(sent.body).toContain('No order matches that invoice number, email and zip code.');
  });

  it('a post with none of the form’s fields (the footer’s newsletter, sent without script) shows the page as it is', async () => {
    const empty = await send('/company/contact-us', {});
    expect(empty.status).toBe(200);
    expect(empty.body).toContain('Send us a message');
    expect(empty.body).not.toContain('There is a problem');
    expect(empty.body).not.toContain('aria-invalid');
    // One field of the form is enough to make it this form's: every missing one is then refused.
    const one = await send('/company/contact-us', { firstName: 'Ada' });
    expect(one.status).toBe(400);
    expect(one.body).toContain('There is a problem');
    expect(one.body).toContain('value="Ada"');
  });

  it('from another site is refused (403) before any action hears of it', async () => {
    for (const headers of [{ 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }, { origin: 'https://evil.example' }]) {
      const forged = await send('/orders/track-order', order, headers);
      expect(forged.status, JSON.stringify(headers)).toBe(403);
      expect(forged.body).not.toContain('BPM-240101');
    }
  });
});

describe('HSTS', { timeout: 30_000 }, () => {
  it('is sent over https, as a trusted proxy in front says, and never over plain http or on an untrusted proxy’s word', async () => {
    const trusting = await listen(createServer(storeApp('http://127.0.0.1:9', { trustProxy: 'loopback' })));
    const trustingNone = await listen(createServer(storeApp('http://127.0.0.1:9')));
    try {
      const page = await raw(trusting.origin, '/robots.txt', { headers: { 'x-forwarded-proto': 'https' } });
      expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect((await raw(trusting.origin, '/robots.txt')).headers['strict-transport-security']).toBeUndefined();
      const forged = await raw(trustingNone.origin, '/robots.txt', { headers: { 'x-forwarded-proto': 'https' } });
      expect(forged.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await trusting.close();
      await trustingNone.close();
    }
  });
});
