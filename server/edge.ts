// What the store's server checks before it does any work for a request: that the request target is a path
// on this site, that the Host is one of the site's, and that neither one client nor a crowd of random
// addresses can make it render without bound. Every byte from the network is hostile until checked here.
import type { Request, RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import pLimit from 'p-limit';

/**
 * Refuses a request target that is not origin-form (`/path?query`): an absolute-form target
 * (`http://other.host/images/x`) or a `//other.host` one (and `/\other.host`, which a URL parser and a
 * browser read as `//other.host`) would otherwise name the host a URL is resolved against or a redirect
 * goes to, and the asterisk-form (`OPTIONS *`) names no page.
 */
export function originFormOnly(): RequestHandler {
  return (req, res, next) => {
    if (req.url.startsWith('/') && req.url[1] !== '/' && req.url[1] !== '\\') {
      next();
      return;
    }
    res.status(400).setHeader('Cache-Control', 'no-store');
    res.type('text/plain').send('Bad request: ask for a path on this site.');
  };
}

/** The Host check, and the origin every absolute URL is written with. */
export interface SiteOrigins {
  /** Lets a request through when its Host is the site's; 421 otherwise. */
  guard: RequestHandler;
  /** The origin to write into a page or file for `req` (after {@link SiteOrigins.guard} has let it through). */
  originOf(req: Request): string;
}

/** The hosts a local set-up answers to when no PUBLIC_ORIGIN or ALLOWED_HOSTS says otherwise. */
export const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The site's origin for every absolute URL it writes (canonical links, Open Graph, JSON-LD, robots.txt, the
 * sitemap), and the Host check that keeps a forged Host out of them.
 *
 * With `publicOrigin` (PUBLIC_ORIGIN), that is the origin whatever the request says. Without it, a request's
 * Host must name one of `allowedHosts` (ALLOWED_HOSTS, comma-separated host names; any port): the origin is
 * then the request's, and any other Host is refused with 421 before anything is rendered or kept.
 */
export function siteOrigins({
  publicOrigin = process.env.PUBLIC_ORIGIN,
  allowedHosts = process.env.ALLOWED_HOSTS,
}: { publicOrigin?: string | undefined; allowedHosts?: string | undefined } = {}): SiteOrigins {
  const fixed = publicOrigin ? parseOrigin(publicOrigin) : null;
  const hosts = new Set(
    (allowedHosts ? allowedHosts.split(',') : LOCAL_HOSTS).map((h) => h.trim().toLowerCase()).filter((h) => h.length > 0),
  );
  /** The request's Host when it is allowed (a listed name, and a port of digits only), else null. */
  const allowed = (host: string | undefined): string | null => {
    const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::(\d{1,5}))?$/i.exec(host ?? '');
    const name = match?.[1];
    return name !== undefined && host !== undefined && hosts.has(name.toLowerCase()) ? host.toLowerCase() : null;
  };
  return {
    guard(req, res, next) {
      if (fixed || allowed(req.headers.host)) {
        next();
        return;
      }
      res.status(421).setHeader('Cache-Control', 'no-store');
      res.type('text/plain').send('Misdirected request: this server does not answer for that host.');
    },
    originOf(req) {
      return fixed ?? `${req.protocol}://${allowed(req.headers.host) ?? 'localhost'}`;
    },
  };
}

function parseOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_ORIGIN=${value} is not a URL: give the site's origin, such as https://www.example.com`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`PUBLIC_ORIGIN=${value} is not an http(s) origin`);
  return url.origin;
}

/**
 * Query parameters no page reads, that ads and mail campaigns add to links: a page asked for with them is
 * the page without them (its cache entry, and what it renders).
 */
const TRACKING =
  /^(utm_.+|gclid|gclsrc|dclid|gbraid|wbraid|fbclid|msclkid|yclid|twclid|ttclid|igshid|li_fat_id|mc_cid|mc_eid|_ga|_gl|_hsenc|_hsmi|ref_src)$/i;

/**
 * The address a page is rendered and kept under: its path, and its query without tracking parameters,
 * sorted by name (parameters of one name keep their order), so `?b=2&a=1&utm_source=x` and `?a=1&b=2` are
 * one page. `target` is an origin-form request target.
 */
export function pageKey(target: string): string {
  const queryAt = target.indexOf('?');
  if (queryAt === -1) return target;
  const params = [...new URLSearchParams(target.slice(queryAt + 1))].filter(([name]) => !TRACKING.test(name));
  params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(params).toString();
  return target.slice(0, queryAt) + (query ? `?${query}` : '');
}

/**
 * Pages rendered at once at most, and waiting for a turn: past both, a shopper is told to come back (503).
 * A render spends most of its time waiting on the API (as many as its 64 sockets), little of it on the CPU:
 * the bound is on memory and on how long the last one waits, at most two pages' budgets for a queue that full.
 */
export const RENDERS_AT_ONCE = 64;
export const RENDERS_WAITING = 128;

/** A render that could not wait its turn: every slot and the queue were full. */
export class RenderQueueFull extends Error {
  constructor() {
    super('Too many pages are being rendered: try again in a moment.');
  }
}

/**
 * A bound on renders: `run(render)` starts it when one of `atOnce` slots is free, waits in a queue of at
 * most `waiting` otherwise, and rejects with {@link RenderQueueFull} at once when that queue is full.
 */
export function renderQueue({ atOnce = RENDERS_AT_ONCE, waiting = RENDERS_WAITING }: { atOnce?: number; waiting?: number } = {}) {
  const limit = pLimit(atOnce);
  return {
    run<T>(render: () => Promise<T>): Promise<T> {
      if (limit.activeCount + limit.pendingCount >= atOnce + waiting) return Promise.reject(new RenderQueueFull());
      return limit(render);
    },
    stats: () => ({ active: limit.activeCount, waiting: limit.pendingCount }),
  };
}

/**
 * Requests one client may make in a minute to pages, the API's files and the store's other files (its
 * hashed code and styles aside): twenty a second on average, about forty category pages with all their
 * pictures.
 */
export const REQUESTS_PER_MINUTE = 1200;

/**
 * The per-client rate limit (express-rate-limit, counted in memory per process): past `perMinute` requests
 * in a minute, a client gets 429 with Retry-After and the IETF RateLimit headers. A client is its address
 * (`req.ip`: behind a proxy, set TRUST_PROXY so that is the shopper's, not the proxy's). `perMinute` 0 turns
 * it off (a load test against one address).
 */
export function clientRateLimit({ perMinute = REQUESTS_PER_MINUTE }: { perMinute?: number } = {}): RequestHandler {
  if (perMinute <= 0) return (_req, _res, next) => next();
  return rateLimit({
    windowMs: 60_000,
    limit: perMinute,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // The build's hashed files are a page's own code and styles, immutable and cached for a year.
    skip: (req) => req.path.startsWith('/assets/'),
    handler: (_req, res, _next, options) => {
      res.setHeader('Cache-Control', 'no-store');
      res.status(options.statusCode).type('text/plain').send('Too many requests from your address: try again in a minute.');
    },
  });
}
