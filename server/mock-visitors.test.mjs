// @vitest-environment node
// A mock build's server (server/serve.ts with the mock it runs): each visitor, named by the bold_mock
// cookie, has a shop of their own, for the pages the server renders and the calls the browser makes.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer } from '../mocks/server';
import { render } from '../src/entry-server';
import { createLogger } from './request-log.ts';
import { createStoreApp } from './serve.ts';

const TEMPLATE = '<!doctype html><html><head><title>Bold</title></head><body><div id="root"></div></body></html>';
const dist = mkdtempSync(join(tmpdir(), 'store-dist-'));
const env = {};

beforeAll(async () => {
  env.mock = await startMockServer({ port: 0 });
  const app = createStoreApp({
    render,
    template: TEMPLATE,
    manifest: {},
    dist,
    apiBaseUrl: env.mock.url.replace('localhost', '127.0.0.1'),
    headerOptions: {},
    logger: createLogger({ destination: { write: () => undefined } }),
    mock: env.mock,
  });
  env.server = createServer(app);
  await new Promise((resolve) => env.server.listen(0, '127.0.0.1', resolve));
  env.origin = `http://127.0.0.1:${env.server.address().port}`;
});
afterAll(async () => {
  env.server.closeAllConnections();
  await new Promise((resolve) => env.server.close(resolve));
  await env.mock.close();
  rmSync(dist, { recursive: true, force: true });
});

/** The cookies an answer set, by name: their values and their attributes as sent. */
function setCookies(answer) {
  return Object.fromEntries(
    answer.headers.getSetCookie().map((line) => {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      return [pair.slice(0, at), { value: pair.slice(at + 1), line }];
    }),
  );
}

/** A browser of its own: it keeps the cookies the store sets and sends them back. */
function visitor(cookie = '') {
  const jar = new Map(cookie ? [cookie.split('=')] : []);
  const send = async (path, init = {}) => {
    const answer = await fetch(`${env.origin}${path}`, {
      ...init,
      headers: { ...init.headers, cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
      redirect: 'manual',
    });
    for (const [name, { value }] of Object.entries(setCookies(answer))) jar.set(name, value);
    return answer;
  };
  return { send, jar };
}

const NOTICE = '/api/UI/GetNotice';
const CART = '/api/ShoppingCart/GetProductFromShoppingCart';

describe('a mock build’s visitors', () => {
  it('names a new visitor with an HttpOnly, SameSite=Lax cookie, and renders their page for them alone', async () => {
    const answer = await fetch(`${env.origin}/`);
    const { bold_mock: cookie } = setCookies(answer);
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(cookie.line).toMatch(/; HttpOnly/);
    expect(cookie.line).toMatch(/; SameSite=Lax/);
    expect(cookie.line).toMatch(/; Path=\//);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    // The page tells the browser that the server's mock serves it (no service worker).
    expect(await answer.text()).toContain('"mock":{"scenarios":[],"signedIn":null}');
  });

  it('keeps the name a visitor came back with, and gives a new one for a name the store did not make', async () => {
    const kept = await fetch(`${env.origin}${NOTICE}`, { headers: { cookie: `bold_mock=${'a'.repeat(22)}` } });
    expect(setCookies(kept)).not.toHaveProperty('bold_mock');
    for (const made of ['a'.repeat(21), 'a'.repeat(23), `${'a'.repeat(21)}.`]) {
      const renamed = await fetch(`${env.origin}${NOTICE}`, { headers: { cookie: `bold_mock=${made}` } });
      expect(setCookies(renamed).bold_mock.value).not.toBe(made);
    }
  });

  it('applies a page’s ?scenario= to its visitor’s shop only, whatever visitor a call names in its headers', async () => {
    const down = visitor();
    const other = visitor();
    await other.send('/');
    expect((await down.send('/product/2001/any?scenario=down')).status).toBe(503);
    expect((await down.send(NOTICE)).status).toBe(500);
    expect((await other.send(NOTICE)).status).toBe(200);
    // The mock's header is the server's to set, from the cookie: a browser naming another shop gets its own.
    const named = await other.send(NOTICE, { headers: { 'x-mock-visitor': down.jar.get('bold_mock') } });
    expect(named.status).toBe(200);
    expect((await fetch(`${env.origin}${NOTICE}`, { headers: { 'x-mock-visitor': down.jar.get('bold_mock') } })).status).toBe(200);
    expect((await down.send('/product/2001/any?scenario=')).status).toBe(200);
    expect((await down.send(NOTICE)).status).toBe(200);
  });

  it('signs the demo customer in for ?scenario=signed-in in the session cookie, and ?mock-reset ends it', async () => {
    const shopper = visitor();
    expect((await shopper.send(CART)).status).toBe(401);
    const page = await shopper.send('/?scenario=signed-in');
    const html = await page.text();
    expect(html).toContain('"signedIn":{"userId":1001,"firstName":"Alexandra","isGuest":false}');
    expect(html).not.toMatch(/[0-9a-f]{32}/);
    expect(setCookies(page)).toHaveProperty('bold_session');
    // Without the scenario's stand-in for a missing token: the sealed session is what signs the call.
    await shopper.send('/?scenario=');
    const cart = await shopper.send(CART);
    expect(cart.status).toBe(200);
    expect((await cart.json()).data.length).toBeGreaterThan(0);

    const reset = await shopper.send('/?mock-reset');
    expect(setCookies(reset).bold_session.line).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    expect(await reset.text()).toContain('"mock":{"scenarios":[],"signedIn":null}');
    expect((await shopper.send(CART)).status).toBe(401);
  });
});
