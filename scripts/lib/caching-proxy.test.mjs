// @vitest-environment node
import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCachingProxy } from './caching-proxy.mjs';

/** An upstream that counts its calls and answers each with the count, so a cached answer is told apart. */
let calls = 0;
const upstream = createServer((req, res) => {
  calls++;
  if (req.url === '/broken') return void res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ call: calls }));
  res.writeHead(200, { 'content-type': 'application/json', 'x-trace': 'up' }).end(JSON.stringify({ call: calls, method: req.method }));
});
let upstreamUrl = '';
let proxy;

beforeAll(async () => {
  await new Promise((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${upstream.address().port}`;
  proxy = await startCachingProxy({ upstream: upstreamUrl });
});
afterAll(async () => {
  await proxy.close();
  await new Promise((resolve) => upstream.close(resolve));
});

describe('the bench’s caching proxy', () => {
  it('answers a GET it has seen from memory, with the upstream’s type and x- headers, and counts hits and misses', async () => {
    const first = await fetch(`${proxy.url}/api/spot?x=1`);
    const second = await fetch(`${proxy.url}/api/spot?x=1`);
    expect(await first.json()).toEqual({ call: 1, method: 'GET' });
    expect(await second.json()).toEqual({ call: 1, method: 'GET' });
    expect(second.headers.get('content-type')).toBe('application/json');
    expect(second.headers.get('x-trace')).toBe('up');
    // Another query string is another answer.
    expect(await (await fetch(`${proxy.url}/api/spot?x=2`)).json()).toEqual({ call: 2, method: 'GET' });
    expect(proxy.stats()).toEqual({ hits: 1, misses: 2 });
  });

  it('passes every POST through, and never keeps a failed answer', async () => {
    const before = calls;
    await fetch(`${proxy.url}/api/cart`, { method: 'POST', body: '{}' });
    await fetch(`${proxy.url}/api/cart`, { method: 'POST', body: '{}' });
    expect((await fetch(`${proxy.url}/broken`)).status).toBe(500);
    expect((await fetch(`${proxy.url}/broken`)).status).toBe(500);
    expect(calls - before).toBe(4);
  });
});
