// What search engines read before any page: /robots.txt (what to leave alone, and where the sitemap is)
// and /sitemap.xml (every page worth indexing, listed by the renderer through the API: src/app/ssr/sitemap.ts).
import { Router, type Request, type Response } from 'express';
import type { SitemapUrl } from './render-contract.ts';

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

const xml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function robotsTxt(origin: string): string {
  return ['User-agent: *', ...DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

export function sitemapXml(origin: string, urls: readonly SitemapUrl[]): string {
  const entries = urls.map(
    ({ path, lastmod }) => `  <url><loc>${xml(origin + path)}</loc>${lastmod ? `<lastmod>${xml(lastmod)}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

export function sitemapIndexXml(origin: string, files: number): string {
  const entries = Array.from({ length: files }, (_, i) => `  <sitemap><loc>${xml(`${origin}/sitemap-${i + 1}.xml`)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/**
 * /robots.txt, /sitemap.xml and, past {@link SITEMAP_MAX_URLS}, /sitemap-N.xml. The list is made on the
 * first request and kept for an hour (requests meanwhile share one attempt); if the API fails while a
 * list is kept, the kept one is served, else 503 with Retry-After.
 */
export function seoRoutes({
  sitemap,
  origin: originOf,
  ttlMs = SITEMAP_TTL_MS,
  maxUrls = SITEMAP_MAX_URLS,
  onFailure = () => {},
}: {
  sitemap: (signal: AbortSignal) => Promise<SitemapUrl[]>;
  origin: (req: Request) => string;
  ttlMs?: number;
  maxUrls?: number;
  onFailure?: (message: string) => void;
}): Router {
  const router = Router();
  let kept: { urls: SitemapUrl[]; at: number } | null = null;
  let making: Promise<SitemapUrl[]> | null = null;
  const urls = async (): Promise<SitemapUrl[]> => {
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
  const send = (res: Response, type: string, body: string) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type(type).send(body);
  };
  router.get('/robots.txt', (req, res) => send(res, 'text/plain', robotsTxt(originOf(req))));
  router.get(/^\/sitemap(?:-(\d+))?\.xml$/, async (req, res) => {
    let list: SitemapUrl[];
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
