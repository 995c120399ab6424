// The store's /api in front of an API that notes what it is sent: the contract's operations only, writes
// from the store's own pages only, and the API's token kept in the sealed cookie: the session's token is
// the one sent to the API, never a browser's own.
import express from 'express';
import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, backendForFrontend } from './bff.ts';
import { API_HEADERS, passThrough } from './pass-through.ts';
import { SESSION_COOKIE, sessionOptions, sessionPasswords } from './session.ts';

const TOKEN = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6';
const SECRET = '1:' + 'k'.repeat(40);

let api;
let store;
let storeUrl;
const seen = [];
/** The API's side of a session that has expired there: every token refused. */
let expired = false;

beforeAll(async () => {
  api = createServer((req, res) => {
    seen.push({ method: req.method, url: req.url, authorization: req.headers.authorization ?? null });
    const reply = (status, body) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.url === '/api/Authentication/SignIn') return reply(200, { data: { userId: 1001, token: TOKEN, firstName: 'Alexandra' } });
    if (req.url === '/api/Authentication/SignOut') return reply(200, { success: true, message: 'Signed out.' });
    if (req.url?.startsWith('/api/CustomerOrder/GetCustomerOrder'))
      return !expired && req.headers.authorization === `Bearer ${TOKEN}`
        ? reply(200, { data: [] })
        : reply(401, { status: 401, message: 'expired' });
    return reply(200, { data: null });
  });
  await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve));
  const apiUrl = `http://127.0.0.1:${api.address().port}`;
  const app = express();
  const methods = ['GET', 'POST', 'PUT', 'DELETE'];
  app.use(
    '/api',
    backendForFrontend({
      api: () => apiClient(apiUrl, { timeoutMs: 1000 }),
      session: () => sessionOptions(sessionPasswords(SECRET), { secure: false }),
      storeOrigin: () => storeUrl,
      forward: passThrough({ apiBaseUrl: apiUrl, prefix: '/api', timeoutMs: 2000, methods, headers: API_HEADERS }),
    }),
  );
  store = createServer(app);
  await new Promise((resolve) => store.listen(0, '127.0.0.1', resolve));
  storeUrl = `http://127.0.0.1:${store.address().port}`;
});

afterAll(async () => {
  store.closeAllConnections();
  api.closeAllConnections();
  await Promise.all([new Promise((r) => store.close(r)), new Promise((r) => api.close(r))]);
});

const signIn = (headers = {}) =>
  fetch(`${storeUrl}/api/Authentication/SignIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: storeUrl, 'sec-fetch-site': 'same-origin', ...headers },
    body: JSON.stringify({ emailId: 'demo@boldbullion.test', password: 'Bullion#2026' }),
  });
const cookieOf = (response) => (response.headers.get('set-cookie') ?? '').split(';')[0];

describe("the store's /api", () => {
  it('signs in into a sealed cookie no script can read, for as long as the API session lasts', async () => {
    const response = await signIn();
    expect(response.status).toBe(200);
    // Who signed in, and not what the API knows them by: the token is in the cookie alone.
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({ data: { userId: 1001, firstName: 'Alexandra', isGuest: false } });
    expect(body).not.toContain(TOKEN);
    const setCookie = response.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(new RegExp(`^${SESSION_COOKIE}=`));
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).toMatch(/Max-Age=43140/);
    expect(setCookie).not.toMatch(/Secure/i);
    expect(setCookie).not.toContain(TOKEN);
  });

  it("adds the session's token to a secured call, and only the session's", async () => {
    const cookie = cookieOf(await signIn());
    seen.length = 0;
    const mine = await fetch(`${storeUrl}/api/CustomerOrder/GetCustomerOrder`, { headers: { cookie } });
    expect(mine.status).toBe(200);
    expect(seen.at(-1)?.authorization).toBe(`Bearer ${TOKEN}`);
    // A browser's own header is not passed on: a script that found a token elsewhere is not the customer here.
    const forged = await fetch(`${storeUrl}/api/CustomerOrder/GetCustomerOrder`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(forged.status).toBe(401);
    expect(seen.at(-1)?.authorization).toBeNull();
  });

  it('a tampered cookie is a guest: no token is sent', async () => {
    const cookie = cookieOf(await signIn());
    const tampered = cookie.slice(0, -2) + (cookie.endsWith('A') ? 'BB' : 'AA');
    const response = await fetch(`${storeUrl}/api/CustomerOrder/GetCustomerOrder`, { headers: { cookie: tampered } });
    expect(response.status).toBe(401);
    expect(seen.at(-1)?.authorization).toBeNull();
  });

  it('a session the API says has expired ends here too: its 401 clears the cookie, and a 200 does not', async () => {
    const cookie = cookieOf(await signIn());
    const kept = await fetch(`${storeUrl}/api/CustomerOrder/GetCustomerOrder`, { headers: { cookie } });
    expect(kept.status).toBe(200);
    expect(kept.headers.get('set-cookie')).toBeNull();
    expired = true;
    try {
      const ended = await fetch(`${storeUrl}/api/CustomerOrder/GetCustomerOrder`, { headers: { cookie } });
      expect(ended.status).toBe(401);
      expect(ended.headers.get('set-cookie')).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
    } finally {
      expired = false;
    }
  });

  it('refuses a write from another site (403) and takes one from its own pages', async () => {
    expect((await signIn({ 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' })).status).toBe(403);
    expect((await signIn({ 'sec-fetch-site': 'same-site' })).status).toBe(403);
    expect((await signIn({ 'sec-fetch-site': '', origin: 'https://evil.example' })).status).toBe(403);
    expect((await signIn()).status).toBe(200);
  });

  it('answers 404 for a call the contract lacks, before the API hears of it', async () => {
    seen.length = 0;
    const patch = await fetch(`${storeUrl}/api/UI/GetMarketingAdvertisements`, { method: 'PATCH', headers: { origin: storeUrl } });
    expect(patch.status).toBe(404);
    expect((await fetch(`${storeUrl}/api/Internal/Admin`)).status).toBe(404);
    expect(seen).toEqual([]);
  });

  it('reads a sign-in of 16 KB, and refuses one byte more as too large (413) before the API hears of it', async () => {
    const sized = (bytes) => {
      const body = JSON.stringify({ emailId: 'demo@boldbullion.test', password: 'Bullion#2026', note: '' });
      return body.replace('"note":""', `"note":"${'x'.repeat(bytes - body.length)}"`);
    };
    const send = (body) =>
      fetch(`${storeUrl}/api/Authentication/SignIn`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: storeUrl, 'sec-fetch-site': 'same-origin' },
        body,
      });
    expect(sized(16 * 1024)).toHaveLength(16 * 1024);
    seen.length = 0;
    expect((await send(sized(16 * 1024))).status).toBe(200);
    expect(seen).toHaveLength(1);
    // One byte more is too large, as the contract answers it (413), not a body that is not JSON.
    const refused = await send(sized(16 * 1024 + 1));
    expect(refused.status).toBe(413);
    expect(await refused.json()).toEqual({ status: 413, message: 'The body is larger than 16 KB' });
    expect(refused.headers.get('set-cookie')).toBeNull();
    const broken = await send('{"emailId":');
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ status: 400, message: 'The body must be JSON' });
    expect(seen).toHaveLength(1);
  });

  it('signs out: the API revokes the token and the cookie is cleared', async () => {
    const cookie = cookieOf(await signIn());
    seen.length = 0;
    const response = await fetch(`${storeUrl}/api/Authentication/SignOut`, {
      method: 'POST',
      headers: { cookie, origin: storeUrl, 'sec-fetch-site': 'same-origin' },
    });
    expect(response.status).toBe(200);
    expect(seen).toEqual([{ method: 'POST', url: '/api/Authentication/SignOut', authorization: `Bearer ${TOKEN}` }]);
    expect(response.headers.get('set-cookie')).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
  });
});

describe("the store's /api when the API does not answer", () => {
  let blackHole;
  let shop;
  let shopUrl;
  beforeAll(async () => {
    // Accepts every connection and never answers.
    blackHole = createServer(() => {});
    await new Promise((resolve) => blackHole.listen(0, '127.0.0.1', resolve));
    const apiUrl = `http://127.0.0.1:${blackHole.address().port}`;
    const app = express();
    app.use(
      '/api',
      backendForFrontend({
        api: () => apiClient(apiUrl, { timeoutMs: 300 }),
        session: () => sessionOptions(sessionPasswords(SECRET), { secure: false }),
        storeOrigin: () => shopUrl,
        forward: passThrough({ apiBaseUrl: apiUrl, prefix: '/api', timeoutMs: 300, methods: ['GET', 'POST'], headers: API_HEADERS }),
      }),
    );
    shop = createServer(app);
    await new Promise((resolve) => shop.listen(0, '127.0.0.1', resolve));
    shopUrl = `http://127.0.0.1:${shop.address().port}`;
  });
  afterAll(async () => {
    shop.closeAllConnections();
    blackHole.closeAllConnections();
    await Promise.all([new Promise((r) => shop.close(r)), new Promise((r) => blackHole.close(r))]);
  });

  it('answers a sign-in 502 in JSON once its time is up, and sets no cookie', async () => {
    const started = Date.now();
    const response = await fetch(`${shopUrl}/api/Authentication/SignIn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: shopUrl },
      body: JSON.stringify({ emailId: 'demo@boldbullion.test', password: 'Bullion#2026' }),
    });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ status: 502, message: expect.stringMatching(/^The API could not be reached/) });
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
