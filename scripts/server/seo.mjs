// @ts-check
// What search engines read before any page: /robots.txt (what to leave alone, and where the sitemap is)
// and /sitemap.xml (every page worth indexing, listed by the renderer through the API: src/app/ssr/sitemap.ts).
import { Router } from 'express';

/** How long the sitemap's list is kept: it takes a call per category page of the API to make. */
export const SITEMAP_TTL_MS = 60 * 60 * 1000;
/** The most URLs one sitemap file may list (sitemaps.org): past it, /sitemap.xml is an index of files. */
export const SITEMAP_MAX_URLS = 50_000;
/** How long making the list may take before the attempt is given up (and a search engine told to come back). */
const SITEMAP_BUDGET_MS = 30_000;

/**
 * What no crawler needs: a customer's pages, the cart and checkout, sign-in and its links, search results
 * (endless combinations of the catalog's own pages). Each of those pages also answers `X-Robots-Tag: noindex`.
 */
export const DISALLOWED = [
  '/myaccounts',
  '/orders/order-history',
  '/orders/orderdetails',
  '/cart',
  '/checkout',
  '/signin',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/search',
];

/** @param {string} text */
const xml = (text) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** @param {string} origin */
export function robotsTxt(origin) {
  return ['User-agent: *', ...DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

/**
 * @param {string} origin
 * @param {readonly { path: string; lastmod?: string }[]} urls
 */
export function sitemapXml(origin, urls) {
  const entries = urls.map(
    ({ path, lastmod }) => `  <url><loc>${xml(origin + path)}</loc>${lastmod ? `<lastmod>${xml(lastmod)}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

/**
 * @param {string} origin
 * @param {number} files
 */
export function sitemapIndexXml(origin, files) {
  const entries = Array.from({ length: files }, (_, i) => `  <sitemap><loc>${xml(`${origin}/sitemap-${i + 1}.xml`)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/**
 * /robots.txt, /sitemap.xml and, past {@link SITEMAP_MAX_URLS}, /sitemap-N.xml. The list is made on the
 * first request and kept for an hour (requests meanwhile share one attempt); if the API fails while a
 * list is kept, the kept one is served, else 503 with Retry-After.
 * @param {{
 *   sitemap: (signal: AbortSignal) => Promise<{ path: string; lastmod?: string }[]>;
 *   origin: (req: import('express').Request) => string;
 *   ttlMs?: number;
 *   maxUrls?: number;
 *   onFailure?: (message: string) => void;
 * }} options
 */
export function seoRoutes({ sitemap, origin: originOf, ttlMs = SITEMAP_TTL_MS, maxUrls = SITEMAP_MAX_URLS, onFailure = () => {} }) {
  const router = Router();
  /** @type {{ urls: { path: string; lastmod?: string }[]; at: number } | null} */
  let kept = null;
  /** @type {Promise<{ path: string; lastmod?: string }[]> | null} */
  let making = null;
  const urls = async () => {
    if (kept && Date.now() - kept.at < ttlMs) return kept.urls;
    making ??= sitemap(AbortSignal.timeout(SITEMAP_BUDGET_MS))
      .then((list) => {
        kept = { urls: list, at: Date.now() };
        return list;
      })
      .finally(() => {
        making = null;
      });
    try {
      return await making;
    } catch (error) {
      onFailure(`The sitemap could not be made: ${error instanceof Error ? error.message : String(error)}`);
      if (kept) return kept.urls;
      throw error;
    }
  };
  /**
   * @param {import('express').Response} res
   * @param {string} type
   * @param {string} body
   */
  const send = (res, type, body) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type(type).send(body);
  };
  router.get('/robots.txt', (req, res) => send(res, 'text/plain', robotsTxt(originOf(req))));
  router.get(/^\/sitemap(?:-(\d+))?\.xml$/, async (req, res) => {
    let list;
    try {
      list = await urls();
    } catch {
      res.setHeader('Retry-After', '60');
      res.setHeader('Cache-Control', 'no-store');
      res.status(503).type('text/plain').send('The sitemap cannot be made just now: the API did not answer.');
      return;
    }
    const origin = originOf(req);
    const part = req.params[0] ? Number(req.params[0]) : null;
    const files = Math.ceil(list.length / maxUrls);
    if (part === null) {
      send(res, 'application/xml', files > 1 ? sitemapIndexXml(origin, files) : sitemapXml(origin, list));
      return;
    }
    if (files <= 1 || part < 1 || part > files) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    send(res, 'application/xml', sitemapXml(origin, list.slice((part - 1) * maxUrls, part * maxUrls)));
  });
  return router;
}
