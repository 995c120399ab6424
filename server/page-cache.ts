// Rendered pages kept in memory for a few seconds, so a spike of shoppers opening the same pages costs one
// render per page per lifetime instead of one per request. Only what the server would send anyone is
// kept: a guest's page (the server never sees a customer), answered 200 or 404.
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { compressPage } from './page-encoding.ts';

/**
 * How long a rendered page is served from memory, and how long a CDN keeps it fresh (`s-maxage`): well
 * within the 45 s between spot price refreshes, with `stale-while-revalidate` taking it to 45 s at most.
 */
export const PAGE_TTL_MS = 10_000;
export const STALE_WHILE_REVALIDATE_S = 35;
/**
 * How long past its lifetime a page that rendered fine may stand in for one the API cannot answer for
 * (here, and for a CDN: `stale-if-error`): for five minutes of an outage a shopper gets the page as it was
 * just before, rather than its loading states or an error.
 */
export const STALE_IF_ERROR_S = 300;
/** After a render that failed for want of the API, its stale page is served for this long before the API is asked again. */
export const RETRY_AFTER_FAILURE_MS = 5_000;
/** Memory for rendered pages at most (each kept as text, brotli and room for gzip: about 200 KB a page). */
export const PAGE_CACHE_BYTES = 64 * 1024 * 1024;

/** The shares of the cache's memory for not-found pages and for pages with a query; a path's own page has the rest. */
export const NOT_FOUND_SHARE = 1 / 16;
export const QUERIED_SHARE = 1 / 4;

/** A rendered page as it is kept: its answer, and its body as text, brotli and (once asked for) gzip. */
export interface CachedPage {
  status: number;
  headers: Record<string, string>;
  etag: string;
  createdAt: number;
  identity: Buffer;
  br: Buffer;
  /**
   * Made when a browser first asks for it and kept from then: nearly every browser takes brotli, so a gzip
   * made with every render (1.8 ms of CPU for home's 150 KB, beside brotli's 2.5) was nearly always thrown away.
   */
  gzip?: Promise<Buffer>;
}

/** The gzip of a kept page, made once, on the first request that takes gzip and not brotli. */
export function gzipOf(page: CachedPage): Promise<Buffer> {
  page.gzip ??= compressPage(page.identity, 'gzip');
  return page.gzip;
}

/** Room kept for a page's gzip before it is made: home's is an eighth larger than its brotli (25.4 against 22.6 KB). */
const gzipRoom = (br: Buffer) => Math.ceil(br.length * 1.25);

/** Where a page came from: the cache (fresh, or standing in while the API fails), another request's render, or this one's. */
export type CacheOutcome = 'hit' | 'shared' | 'miss' | 'stale';

/** What a render gives the cache: a page to keep, or one to send as it is (`failed` when the API let it down). */
export type RenderResult<T> = { keep: CachedPage } | { send: T; failed?: boolean };

/**
 * A page ready to be sent many times: its body as text and brotli (compressed once, off the main thread;
 * gzip when first asked for), and a weak ETag of its content.
 */
export async function preparePage({
  status,
  headers,
  html,
  now = Date.now(),
}: {
  status: number;
  headers: Record<string, string>;
  html: string | Buffer;
  now?: number;
}): Promise<CachedPage> {
  const identity = typeof html === 'string' ? Buffer.from(html) : html;
  // Quality 5: a few ms for a 150 KB page, within a tenth of the best ratio; done once a lifetime.
  const br = await compressPage(identity, 'br', 5);
  const etag = `W/"${createHash('sha1').update(identity).digest('base64url')}"`;
  return { status, headers, etag, createdAt: now, identity, br };
}

/**
 * The cache: `get(key, render)` answers from memory while a page is fresh; concurrent misses for one key
 * share one render. `render` resolves with a page to keep (prepared), or with `null` for an answer that
 * is not to be kept (a customer's page, a 503), which the caller then sends itself.
 *
 * Its memory is in three parts, so that what anyone can ask for in endless variety cannot push out the pages
 * shoppers come for: a path's own page has most of it, a page with a query (a filter, a sort, a search) a
 * quarter, and a not-found page a sixteenth (an unknown address is kept too, so asking for it again is cheap).
 *
 * When the API fails, a page past its lifetime that rendered fine within `staleMs` is served as it was
 * (`cache: 'stale'`) rather than a page of loading states or an error; for {@link RETRY_AFTER_FAILURE_MS}
 * after a failed render it is served at once, without asking the API again. `clock` is for tests.
 */
export function createPageCache({
  ttlMs = PAGE_TTL_MS,
  staleMs = STALE_IF_ERROR_S * 1000,
  maxBytes = PAGE_CACHE_BYTES,
  clock,
}: { ttlMs?: number; staleMs?: number; maxBytes?: number; clock?: { now: () => number } } = {}) {
  const now = () => (clock ? clock.now() : performance.now());
  const part = (bytes: number) =>
    new LRUCache<string, CachedPage>({
      maxSize: Math.max(1, Math.floor(bytes)),
      sizeCalculation: (page) => page.identity.length + page.br.length + gzipRoom(page.br) + 512,
      // Kept past its lifetime for as long as it may stand in for a page the API cannot answer for.
      ttl: ttlMs + staleMs,
      allowStale: false,
      ...(clock ? { perf: clock, ttlResolution: 0 } : {}),
    });
  const notFound = part(maxBytes * NOT_FOUND_SHARE);
  const queried = part(maxBytes * QUERIED_SHARE);
  const paths = part(maxBytes * (1 - NOT_FOUND_SHARE - QUERIED_SHARE));
  const partOf = (key: string, status: number) => (status === 404 ? notFound : key.includes('?') ? queried : paths);
  const parts = [paths, queried, notFound];
  const pages = {
    /** The page kept for `key`, and whether it is within its lifetime. */
    get: (key: string) => {
      for (const p of parts) {
        const page = p.get(key);
        if (page) return { page, fresh: p.getRemainingTTL(key) > staleMs };
      }
      return null;
    },
    set: (key: string, page: CachedPage) => {
      const into = partOf(key, page.status);
      for (const p of parts) if (p !== into) p.delete(key);
      into.set(key, page);
    },
  };
  /** When a page's last render failed, until when its stale copy is served without asking again. */
  const failedUntil = new Map<string, number>();
  const rendering = new Map<string, Promise<CachedPage | null>>();
  return {
    /**
     * `render` resolves with a page to keep, with one to send as it is, or with one that failed for want of
     * the API (`failed`), which a stale copy stands in for when there is one.
     */
    async get<T>(
      key: string,
      render: () => Promise<RenderResult<T>>,
    ): Promise<{ page: CachedPage; cache: CacheOutcome } | { send: T; cache: 'bypass' }> {
      const kept = pages.get(key);
      if (kept?.fresh) return { page: kept.page, cache: 'hit' };
      const stale = kept?.page ?? null;
      if (stale && (failedUntil.get(key) ?? -Infinity) > now()) return { page: stale, cache: 'stale' };
      const pending = rendering.get(key);
      if (pending) {
        const page = await pending;
        // The render it waited for was not to be kept: this request renders its own.
        if (page) return { page, cache: page === stale ? 'stale' : 'shared' };
      }
      let settle: (page: CachedPage | null) => void = () => {};
      const mine = new Promise<CachedPage | null>((resolve) => {
        settle = resolve;
      });
      if (!pending) rendering.set(key, mine);
      /** The API failed this render: the stale copy is served, and served alone for a while. */
      const standIn = (page: CachedPage) => {
        if (failedUntil.size > 10_000) failedUntil.clear();
        failedUntil.set(key, now() + RETRY_AFTER_FAILURE_MS);
        settle(page);
        return { page, cache: 'stale' as const };
      };
      try {
        const result = await render();
        if ('keep' in result) {
          pages.set(key, result.keep);
          failedUntil.delete(key);
          settle(result.keep);
          return { page: result.keep, cache: 'miss' };
        }
        if (result.failed && stale) return standIn(stale);
        settle(null);
        return { send: result.send, cache: 'bypass' };
      } catch (error) {
        if (stale) return standIn(stale);
        settle(null);
        throw error;
      } finally {
        if (rendering.get(key) === mine) rendering.delete(key);
      }
    },
    /** How many pages are kept, and their bytes. */
    stats: () => ({
      pages: parts.reduce((n, p) => n + p.size, 0),
      bytes: parts.reduce((n, p) => n + p.calculatedSize, 0),
      notFound: notFound.size,
    }),
    clear: () => parts.forEach((p) => p.clear()),
  };
}
