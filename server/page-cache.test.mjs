// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createPageCache, gzipOf, NOT_FOUND_SHARE, preparePage, QUERIED_SHARE, RETRY_AFTER_FAILURE_MS } from './page-cache.ts';

const page = (html, status = 200) => preparePage({ status, headers: {}, html });

describe('the page cache', () => {
  it('keeps a page for its lifetime and not a moment past it', async () => {
    let now = 1_000;
    const cache = createPageCache({ ttlMs: 10_000, clock: { now: () => now } });
    const render = vi.fn(async () => ({ keep: await page('<p>one</p>') }));
    expect((await cache.get('/a', render)).cache).toBe('miss');
    now += 9_999;
    expect((await cache.get('/a', render)).cache).toBe('hit');
    now += 2;
    expect((await cache.get('/a', render)).cache).toBe('miss');
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('stays within its memory: the least recently used pages go first', async () => {
    const big = 'x'.repeat(100_000);
    const one = await page(big);
    // Text, brotli and the room kept for a gzip (an eighth more than the brotli, and some).
    const size = one.identity.length + one.br.length + Math.ceil(one.br.length * 1.25) + 512;
    // Room for 3 pages of a path of their own, not 4.
    const cache = createPageCache({ maxBytes: Math.ceil((size * 3.5) / (1 - NOT_FOUND_SHARE - QUERIED_SHARE)) });
    for (const key of ['/1', '/2', '/3']) await cache.get(key, async () => ({ keep: await page(big) }));
    expect(cache.stats()).toEqual({ pages: 3, bytes: size * 3, notFound: 0 });
    await cache.get('/1', async () => ({ keep: await page(big) }));
    await cache.get('/4', async () => ({ keep: await page(big) }));
    expect(cache.stats().bytes).toBeLessThanOrEqual(size * 3);
    expect((await cache.get('/1', async () => ({ keep: await page(big) }))).cache).toBe('hit');
    expect((await cache.get('/2', async () => ({ keep: await page(big) }))).cache).toBe('miss');
  });

  it('a flood of unknown addresses or of random queries never pushes out the pages of the site’s paths', async () => {
    const big = 'x'.repeat(100_000);
    const one = await page(big);
    // Text, brotli and the room kept for a gzip (an eighth more than the brotli, and some).
    const size = one.identity.length + one.br.length + Math.ceil(one.br.length * 1.25) + 512;
    const cache = createPageCache({ maxBytes: size * 16 });
    for (const key of ['/silver', '/gold', '/']) await cache.get(key, async () => ({ keep: await page(big) }));
    for (let i = 0; i < 40; i++) {
      await cache.get(`/no-such-page-${i}`, async () => ({ keep: await page(big, 404) }));
      await cache.get(`/?utm_x=${i}`, async () => ({ keep: await page(big) }));
    }
    for (const key of ['/silver', '/gold', '/']) expect((await cache.get(key, async () => ({ keep: await page(big) }))).cache).toBe('hit');
    // The not-found pages have their sixteenth: one page of this size, the last one asked for.
    expect(cache.stats().notFound).toBe(1);
    expect((await cache.get('/no-such-page-39', async () => ({ keep: await page(big, 404) }))).cache).toBe('hit');
  });

  it('when a render fails for want of the API, serves the page it kept to the end of its stale window, and not a moment past it', async () => {
    let now = 1_000;
    const cache = createPageCache({ ttlMs: 10_000, staleMs: 20_000, clock: { now: () => now } });
    const kept = await page('<p>before the outage</p>');
    await cache.get('/a', async () => ({ keep: kept }));
    const failing = vi.fn(async () => ({ send: 'loading states', failed: true }));
    now += 10_001;
    expect(await cache.get('/a', failing)).toEqual({ page: kept, cache: 'stale' });
    // Within the retry pause the API is not asked again.
    now += RETRY_AFTER_FAILURE_MS - 1;
    expect(await cache.get('/a', failing)).toEqual({ page: kept, cache: 'stale' });
    expect(failing).toHaveBeenCalledTimes(1);
    now += 1;
    expect(await cache.get('/a', failing)).toEqual({ page: kept, cache: 'stale' });
    expect(failing).toHaveBeenCalledTimes(2);
    // Its lifetime and stale window are 30,000 ms: a moment before their end it still stands in, a moment after not.
    now = 1_000 + 29_999;
    expect(await cache.get('/a', failing)).toEqual({ page: kept, cache: 'stale' });
    now = 1_000 + 30_001;
    expect(await cache.get('/a', failing)).toEqual({ send: 'loading states', cache: 'bypass' });
    // A render that throws is stood in for too; an answer that is simply not to be kept (a customer's) is not.
    now = 1_000;
    const other = createPageCache({ ttlMs: 10_000, staleMs: 20_000, clock: { now: () => now } });
    await other.get('/b', async () => ({ keep: kept }));
    now += 10_001;
    expect((await other.get('/b', async () => Promise.reject(new Error('down')))).cache).toBe('stale');
    const fresh = createPageCache({ ttlMs: 10_000, staleMs: 20_000, clock: { now: () => now } });
    await fresh.get('/c', async () => ({ keep: kept }));
    now += 10_001;
    expect(await fresh.get('/c', async () => ({ send: 'a customer page' }))).toEqual({ send: 'a customer page', cache: 'bypass' });
  });

  it('renders once for concurrent misses; an answer not to be kept is rendered by each who asked', async () => {
    const cache = createPageCache();
    let renders = 0;
    const slow = async () => {
      renders++;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { keep: await page('<p>spike</p>') };
    };
    const answers = await Promise.all(Array.from({ length: 10 }, () => cache.get('/spike', slow)));
    expect(renders).toBe(1);
    expect(answers.map((a) => a.cache).sort()).toEqual(['miss', ...Array(9).fill('shared')]);
    let sent = 0;
    const oneOff = async () => ({ send: ++sent });
    const once = await Promise.all([cache.get('/mine', oneOff), cache.get('/mine', oneOff)]);
    expect(once.map((a) => a.cache)).toEqual(['bypass', 'bypass']);
    expect(sent).toBe(2);
  });

  it('prepares a page once: its brotli, a gzip only when first asked for, and a weak ETag that changes with it', async () => {
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    const a = await page('<p>a</p>');
    expect(brotliDecompressSync(a.br).toString()).toBe('<p>a</p>');
    expect(a.gzip).toBeUndefined();
    const gzipped = gzipOf(a);
    expect(gzipOf(a)).toBe(gzipped);
    expect(gunzipSync(await gzipped).toString()).toBe('<p>a</p>');
    expect(a.etag).toBe((await page('<p>a</p>')).etag);
    expect(a.etag).not.toBe((await page('<p>b</p>')).etag);
  });
});
