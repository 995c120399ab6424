// `npm run serve`: the production server. Serves the build in dist/ (`npm run build`, or
// `npm run build:real-api` for a real API host) with every page rendered on the server (dist-ssr/).
//   PORT=3000  HOST=localhost
// With a mock build, the mock API runs inside this process, behind the store's /api: the server's renders
// and the browser's calls see one shop, each visitor's own (server/mock-visitors.ts).
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import compression from 'compression';
import { parse as parseCookie } from 'cookie';
import expressStaticGzip from 'express-static-gzip';
import express, { type Express, type Request as ExpressRequest, type Response } from 'express';
import type { Logger } from 'pino';
import { installApiAgent } from './api-agent.ts';
import { apiClient, backendForFrontend, endSession, refusedWrite } from './bff.ts';
import { clientRateLimit, originFormOnly, pageKey, RenderQueueFull, renderQueue, REQUESTS_PER_MINUTE, siteOrigins } from './edge.ts';
import { healthRoutes } from './health.ts';
import { MOCK_VISITOR_HEADER } from './mock-headers.ts';
import { MOCK_HEADERS, mockHeadersOf, mockVisitors, visitorOf, type MockOfVisitors } from './mock-visitors.ts';
import { pageAssets, pageTemplate, type Manifest } from './page-assets.ts';
import { compressPage, KEPT_ENCODINGS, ONE_OFF_ENCODINGS, pageEncoding, SENT_BROTLI_QUALITY } from './page-encoding.ts';
import {
  createPageCache,
  PAGE_TTL_MS,
  preparePage,
  STALE_IF_ERROR_S,
  STALE_WHILE_REVALIDATE_S,
  gzipOf,
  type CachedPage,
  type RenderResult as PageCacheResult,
} from './page-cache.ts';
import { API_HEADERS, passThrough, readLimited } from './pass-through.ts';
import { PAGE_BUDGET_MS, type Renderer, type SessionKeeper } from './render-contract.ts';
import { createLogger, requestLog } from './request-log.ts';
import { HASHED_FILE_CACHE, isHashedFile, newNonce, securityHeaders, withNonce, type SecuritySettings } from './security-headers.ts';
import { seoRoutes } from './seo.ts';
import { keepECheck, readSession, renderSessionOf, sessionOptions, sessionPasswords, startSession } from './session.ts';
import { DRAIN_NOTICE_MS, listenGracefully, stopInOrder } from './shutdown.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The mock API a mock build carries (dist-ssr/mock-server.js, from mocks/server.ts), run in this process. */
interface MockServer extends MockOfVisitors {
  url: string;
  close: () => Promise<void>;
}
export interface MockBuild {
  startMockServer(options: { port: number; host: string; scenarios: string; now: string | undefined }): Promise<MockServer>;
}

/**
 * A guest's page, for any cache: a CDN keeps it fresh for the page cache's lifetime and may serve it while
 * it fetches a new one for 35 s more (45 s at most, the spot refresh), or for five minutes while the
 * server answers with an error; a browser checks it each time (ETag).
 */
const PUBLIC_PAGE = `public, max-age=0, s-maxage=${PAGE_TTL_MS / 1000}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_S}, stale-if-error=${STALE_IF_ERROR_S}`;

/** A path that names a file (it ends in an extension), not a page. */
const FILE_PATH = /\.[a-z0-9]+$/i;

// What the dev tools (the benches, the e2e suite's store) use of the server: its public entry.
export { createLogger, PAGE_BUDGET_MS };

/** How long the pass-through of the mock build's own /api calls may take: a write (placing an order) is not cut off at a page's budget. */
const API_PASS_THROUGH_MS = 10_000;
/** HSTS for a year, subdomains included (the store and its API share the site's domain). */
const STRICT_TRANSPORT = 'max-age=31536000; includeSubDomains';
/** The most a form posted to a page may send (a profile photo, 2 MB, is the largest the store has). */
const FORM_BODY_BYTES = 3 * 1024 * 1024;
/** The methods the mock build's /api calls use; the API's files are only ever read. */
const API_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];
export interface StoreAppOptions {
  render: Renderer['render'];
  sitemap?: Renderer['sitemap'] | undefined;
  template: string;
  manifest: Manifest;
  dist: string;
  apiBaseUrl: string;
  headerOptions: Omit<SecuritySettings, 'styleNonce'>;
  /** The secrets the session cookie is sealed with (server/session.ts); a secret of this process alone when not given. */
  sessionPasswords?: Record<string, string> | undefined;
  budgetMs?: number | undefined;
  onRenderFailure?: ((message: string) => void) | undefined;
  logger?: Logger | undefined;
  pageCache?: boolean | { ttlMs?: number; staleMs?: number };
  publicOrigin?: string;
  allowedHosts?: string;
  requestsPerMinute?: number | undefined;
  renders?: { atOnce?: number; waiting?: number };
  trustProxy?: boolean | number | string | undefined;
  /**
   * The mock API this process runs for a mock build, at `apiBaseUrl`: each visitor then has a shop of their
   * own, named by a cookie, for the pages and the browser's calls alike; their pages are theirs (never kept
   * or shared), and a page's `?scenario=` and `?mock-reset` are applied to their shop before it renders.
   */
  mock?: MockOfVisitors | undefined;
  /**
   * Development (`npm start`, server/dev.ts): Vite's middleware serves the browser's code from the source in
   * place of the build's files, and the template holds `nonceHolder` where each page's nonce goes: the inline
   * scripts of Vite's client and React's hot updates carry it, and only that page's policy lets them run.
   */
  dev?: { middlewares: DevMiddlewares; nonceHolder: string } | undefined;
}

/** Vite's connect stack, as an Express middleware sees it. */
type DevMiddlewares = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/** A page sent once, never kept: a redirect, a customer's page, one the API did not fully answer for, a failed render. */
type OneOff = { redirect: Redirect } | OneOffPage;
type Redirect = { status: number; location: string };
type OneOffPage = { status: number; headers: Record<string, string>; html: string | Buffer; private: boolean; complete: boolean };

/**
 * The store's request handling, without listening: health probes, the API's files passed through, the
 * build's files with long-lived caching for hashed assets, then every other GET rendered on the server.
 */
export function createStoreApp(options: StoreAppOptions): Express & { drain: () => void } {
  const { render, template, manifest, dist, apiBaseUrl, headerOptions } = options;
  const budgetMs = options.budgetMs ?? PAGE_BUDGET_MS;
  const logger = options.logger ?? createLogger();
  const onRenderFailure = options.onRenderFailure ?? ((message) => logger.error(message));
  installApiAgent();
  const filled = pageTemplate(template);
  const { dev } = options;
  /**
   * The template a page with this nonce is filled in: in development, its inline scripts get the nonce (the
   * template's own text alone, never the page's content, can name it).
   */
  const templateText = (nonce: string) => (dev ? template.replaceAll(dev.nonceHolder, nonce) : template);
  const templateFor = (nonce: string) => (dev ? pageTemplate(templateText(nonce)) : filled);
  const origins = siteOrigins({ publicOrigin: options.publicOrigin, allowedHosts: options.allowedHosts });
  const renders = renderQueue(options.renders);
  // The CSS a page needs is written into it (with the response's nonce): the first paint waits for no request.
  const cssFiles = new Map<string, string | null>();
  // A route's assets follow from the build's manifest alone: worked out once per set of route modules.
  const assetsByModules = new Map<string, ReturnType<typeof pageAssets>>();
  const assetsOf = (modules: string[]) => {
    const key = modules.join('\n');
    let assets = assetsByModules.get(key);
    if (!assets) assetsByModules.set(key, (assets = pageAssets(manifest, modules)));
    return assets;
  };
  const cssOf = (file: string) => {
    if (!cssFiles.has(file)) cssFiles.set(file, existsSync(join(dist, file)) ? readFileSync(join(dist, file), 'utf8') : null);
    return cssFiles.get(file) ?? null;
  };
  const app = express();
  app.disable('x-powered-by');
  // Behind a load balancer or CDN, the shopper's address (the rate limit's key) and protocol are its to say.
  if (options.trustProxy !== undefined) app.set('trust proxy', options.trustProxy);
  // Express's own ETag would hash every response; a kept page has its own (made once), the build's files
  // keep serve-static's.
  app.set('etag', false);
  app.use(requestLog(logger));
  app.use(originFormOnly());
  // Probes first: they never render a page, and are answered even while the API is away (and whatever
  // host an orchestrator calls the instance by).
  const health = healthRoutes({ apiBaseUrl });
  app.use(health);
  app.use(origins.guard);
  // Each client's requests are counted, but for the build's hashed files (a page's own code and styles).
  app.use(clientRateLimit({ perMinute: options.requestsPerMinute ?? REQUESTS_PER_MINUTE }));
  app.use(compression({ brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: SENT_BROTLI_QUALITY } } }));
  app.use((req, res, next) => {
    for (const [k, v] of Object.entries(securityHeaders(headerOptions))) res.setHeader(k, v);
    // Over https (directly, or as a trusted proxy in front says), the browser is told to come back only
    // over https for a year: a network that rewrites the first plain request cannot strip the lock.
    if (req.secure) res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT);
    next();
  });
  // The API's images (relative paths such as /images/products/2011.svg) are the site's own: they are
  // fetched from the API host, within a page's budget, read only. With a mock build, so are the page's
  // calls until the service worker controls a first visit.
  for (const prefix of ['/images', '/uploads']) app.use(prefix, passThrough({ apiBaseUrl, prefix, timeoutMs: budgetMs }));
  // /robots.txt and /sitemap.xml, made by the renderer through the API, naming the site's one origin.
  const sitemap = options.sitemap;
  if (sitemap)
    app.use(
      seoRoutes({
        sitemap: (signal) => sitemap({ apiBaseUrl, signal }),
        origin: origins.originOf,
        onFailure: (message) => logger.warn(message),
      }),
    );
  // The store's /api: the contract's operations, forwarded to the one API host with the session's token
  // (server/bff.ts).
  const passwords = options.sessionPasswords ?? { 1: randomBytes(32).toString('base64url') };
  if (!options.sessionPasswords)
    logger.warn('SESSION_SECRETS is not set: sessions are sealed with a secret of this process alone, and end when it stops');
  const sessionFor = (req: ExpressRequest) =>
    sessionOptions(passwords, { secure: req.secure, onRefused: (message) => logger.warn(message) });
  const { mock } = options;
  if (mock) app.use(mockVisitors());
  const client = apiClient(apiBaseUrl, { timeoutMs: API_PASS_THROUGH_MS });
  const apiFor = mock
    ? (req: ExpressRequest, res: Response) => apiClient(apiBaseUrl, { timeoutMs: API_PASS_THROUGH_MS, headers: mockHeadersOf(req, res) })
    : () => client;
  /** What a form's action may do to the shopper's session: the same sealing, and the same sign-out, as the /api's. */
  const keepSessionOf = (req: ExpressRequest, res: Response): SessionKeeper => ({
    start: async (user) => startSession(await readSession(req, res, sessionFor(req)), sessionFor(req), user),
    end: async () => endSession(await readSession(req, res, sessionFor(req)), apiFor(req, res)),
    keepECheck: async (eCheck) => keepECheck(await readSession(req, res, sessionFor(req)), sessionFor(req), eCheck),
  });
  app.use(
    '/api',
    backendForFrontend({
      api: apiFor,
      session: sessionFor,
      storeOrigin: (req) => origins.originOf(req),
      forward: passThrough({
        apiBaseUrl,
        prefix: '/api',
        timeoutMs: API_PASS_THROUGH_MS,
        methods: API_METHODS,
        headers: mock ? [...API_HEADERS, ...MOCK_HEADERS] : API_HEADERS,
      }),
    }),
  );
  // The build's files, each sent as the .br or .gz the build made of it when the browser takes one (the
  // compression above leaves an encoded response alone). In development, Vite serves the source instead.
  if (dev) app.use(dev.middlewares);
  const staticFiles = expressStaticGzip(dist, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      setHeaders(res, path) {
        // The rest of the build's files (the service worker, the icon) are checked each time.
        res.setHeader('Cache-Control', isHashedFile(path) ? HASHED_FILE_CACHE : 'no-cache');
      },
    },
  });
  // Only a path with a file's extension can be one of the build's files: a page is never looked for on
  // disk (a stat of a file that is not there for every page asked for).
  app.use((req, res, next) => (FILE_PATH.test(req.path) ? staticFiles(req, res, next) : next()));
  // A mock build's pages are each visitor's own: none is kept.
  const pageCache = options.pageCache === false || mock ? null : createPageCache(options.pageCache === true ? {} : options.pageCache);

  /**
   * A mock build's visitor's shop as the page's address leaves it, for the render: the demo customer's
   * session, when the address has just signed them in, is sealed in the session cookie as a sign-in's is
   * (a reset ends the session, whose token the reset shop no longer knows).
   */
  const visitMock = async (req: ExpressRequest, res: Response, visitor: string, of: MockOfVisitors) => {
    const params = new URL(req.originalUrl, 'http://store.invalid').searchParams;
    const { scenarios, demo } = of.visit(visitor, params);
    const reset = params.has('mock-reset');
    if (reset || demo) {
      const options = sessionFor(req);
      const session = await readSession(req, res, options);
      if (demo) await startSession(session, options, demo);
      else session.destroy();
    }
    return {
      apiHeaders: { [MOCK_VISITOR_HEADER]: visitor },
      mock: { scenarios, signedIn: demo && { userId: demo.userId, firstName: demo.firstName, isGuest: demo.isGuest } },
      // The page renders with the session its address has just made (or ended), not the one the request came with.
      ...(demo || reset ? { session: () => Promise.resolve(demo) } : {}),
    };
  };

  /**
   * Renders the page `req` asks for. A guest's page that rendered with all its data, answered 200 or 404,
   * is prepared to be kept (and sent) many times; anything else is sent once, as it is. `target` is the
   * page's address ({@link pageKey}: what it is kept under); `signal` the shopper's, when the render is theirs alone.
   */
  const renderPage = async (
    req: ExpressRequest,
    res: Response,
    target: string,
    signal: AbortSignal | undefined,
    form?: { body: Buffer; contentType: string },
  ): Promise<PageCacheResult<OneOff>> => {
    const nonce = newNonce();
    const headers: Record<string, string> = {
      ...securityHeaders({ ...headerOptions, styleNonce: nonce, scriptNonce: dev ? nonce : undefined }),
      'Content-Type': 'text/html; charset=utf-8',
    };
    try {
      // No cookie reaches the render unasked: a private page (a customer's, never kept) asks for the
      // shopper's session, which is read from its sealed cookie then, and a personal one (the cart) for
      // the guest cart's; every other page is rendered as a guest's.
      const origin = origins.originOf(req);
      const request = new Request(
        new URL(target, origin),
        form
          ? { method: 'POST', body: new Uint8Array(form.body), headers: { accept: 'text/html', 'content-type': form.contentType }, signal }
          : { headers: { accept: 'text/html' }, signal },
      );
      const session = () => renderSessionOf(req, res, sessionFor(req));
      const visited = mock ? await visitMock(req, res, visitorOf(res), mock) : {};
      const page = await render(request, {
        apiBaseUrl,
        budgetMs,
        session,
        cookie: (name) => parseCookie(req.headers.cookie ?? '')[name],
        ...(form ? { keepSession: keepSessionOf(req, res), setCookie: (header: string) => void res.append('Set-Cookie', header) } : {}),
        ...visited,
      });
      if (page.kind === 'redirect') return { send: { redirect: page } };
      if (page.noindex) headers['X-Robots-Tag'] = 'noindex';
      // Where the page's time went, for the browser's devtools and any tracing in front of the server.
      headers['Server-Timing'] = `data;desc="API";dur=${page.timing.dataMs.toFixed(1)}, render;dur=${page.timing.renderMs.toFixed(1)}`;
      const assets = assetsOf(page.modules);
      const html = templateFor(nonce).fill({
        html: page.html,
        data: page.data,
        title: page.title,
        meta: page.meta,
        origin,
        ...assets,
        inline: { cssOf, nonce },
      });
      const complete = page.unloaded.length === 0;
      if (pageCache && !form && !page.private && complete && (page.status === 200 || page.status === 404))
        return { keep: await preparePage({ status: page.status, headers, html }) };
      // A page the API did not fully answer for: a page kept from before it failed may stand in for it.
      return {
        send: { status: page.status, headers, html, private: page.private || mock !== undefined, complete },
        failed: !complete || page.status === 503,
      };
    } catch (error) {
      // A page that cannot render on the server still works: the browser renders it. A render the shopper
      // left (their calls cancelled with them) did not fail, and is sent to no one.
      // The path only, as in the request log: a query can carry a reset link's token.
      if (!signal?.aborted)
        onRenderFailure(
          `Server rendering failed for ${req.path}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        );
      return {
        send: { status: 200, headers, html: withNonce(templateText(nonce), nonce), private: false, complete: false },
        failed: true,
      };
    }
  };

  // A form that carries a shopper's details posts to its page, so its fields never reach an address (the
  // history, a log, the page-view telemetry). Sent without script (or before it arrived), it is answered
  // here: the page's route action takes the form and the page is its answer (a redirect, or the page with
  // the form's result or messages), rendered for this shopper alone and never kept. Only the store's own
  // pages may post (another site's form would act as the shopper), and the body is read up to its limit.
  app.use(async (req, res, next) => {
    if (req.method !== 'POST' || FILE_PATH.test(req.path)) return next();
    res.setHeader('Cache-Control', 'no-store');
    const refused = refusedWrite(req, origins.originOf(req));
    if (refused) {
      res.status(403).type('text/plain').send(`${refused}: a form is sent from the store's own pages.`);
      return;
    }
    const body = await readLimited(req, FORM_BODY_BYTES);
    if (body === null) {
      res.setHeader('Connection', 'close');
      res.once('finish', () => req.destroy());
      res.status(413).type('text/plain').send('The form sent is too large.');
      return;
    }
    const gone = new AbortController();
    const onClose = () => {
      if (!res.writableFinished) gone.abort();
    };
    res.on('close', onClose);
    try {
      const form = { body, contentType: req.headers['content-type'] ?? 'application/x-www-form-urlencoded' };
      const result = await renders.run(() => renderPage(req, res, pageKey(req.originalUrl), gone.signal, form));
      if (gone.signal.aborted) return;
      if (!('send' in result)) throw new Error('The answer to a form was made to be kept: it is the shopper’s alone');
      const { send } = result;
      // The answer to a POST is fetched with GET (303), whatever the action's redirect said.
      if ('redirect' in send) sendRedirect(res, { ...send.redirect, status: 303 });
      else await sendOneOff(req, res, { ...send, private: true });
    } catch (error) {
      if (!(error instanceof RenderQueueFull)) throw error;
      res.status(503).setHeader('Retry-After', '5');
      res.type('text/plain').send(error.message);
    } finally {
      res.off('close', onClose);
    }
  });

  app.use(async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (FILE_PATH.test(req.path)) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    // A shopper who leaves before their page is sent takes its API calls with them (a render shared
    // through the page cache is finished for the others).
    const gone = new AbortController();
    const onClose = () => {
      if (!res.writableFinished) gone.abort();
    };
    res.on('close', onClose);
    // The page is rendered and kept under its own address (no tracking parameters, its query sorted) on
    // the site's origin: the Host a request names and the parameters an ad appends make no new page.
    const target = pageKey(req.originalUrl);
    try {
      const result = pageCache
        ? await pageCache.get(`${origins.originOf(req)}${target}`, () => renders.run(() => renderPage(req, res, target, undefined)))
        : { ...(await renders.run(() => renderPage(req, res, target, gone.signal))), cache: 'off' as const };
      if (gone.signal.aborted) return;
      res.locals.cache = result.cache;
      if ('page' in result) await sendKept(req, res, result.page, result.cache);
      else if ('keep' in result) await sendKept(req, res, result.keep, result.cache);
      else if ('redirect' in result.send) sendRedirect(res, result.send.redirect);
      else await sendOneOff(req, res, result.send);
    } catch (error) {
      if (!(error instanceof RenderQueueFull)) throw error;
      res.status(503).setHeader('Retry-After', '5').setHeader('Cache-Control', 'no-store');
      res.type('text/plain').send(error.message);
    } finally {
      res.off('close', onClose);
    }
  });

  /**
   * A kept page: public for any cache for its lifetime, with its ETag (304 when the browser or CDN has
   * it), as the brotli made for it, or the gzip made once when a browser first takes gzip and not brotli.
   */
  async function sendKept(req: ExpressRequest, res: Response, page: CachedPage, cache: string) {
    for (const [k, v] of Object.entries(page.headers)) res.setHeader(k, v);
    res.setHeader('Server-Timing', `${page.headers['Server-Timing']}, cache;desc="${cache}"`);
    res.setHeader('Cache-Control', PUBLIC_PAGE);
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Age', String(Math.max(0, Math.floor((Date.now() - page.createdAt) / 1000))));
    res.setHeader('ETag', page.etag);
    res.status(page.status);
    if (page.status === 200 && req.fresh) {
      res.status(304).end();
      return;
    }
    const encoding = pageEncoding(req.headers, KEPT_ENCODINGS);
    const body = encoding === 'br' ? page.br : encoding === 'gzip' ? await gzipOf(page) : page.identity;
    if (encoding === 'br' || encoding === 'gzip') res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', String(body.length));
    res.end(req.method === 'HEAD' ? undefined : body);
  }
  // drain(): /readyz fails from now on (the first step of stopping).
  return Object.assign(app, { drain: health.drain });
}

/** A redirect sent once: it depends on the shopper's cookie. */
function sendRedirect(res: Response, redirect: Redirect) {
  res.setHeader('Cache-Control', 'private, no-store');
  res.redirect(redirect.status, redirect.location);
}

/**
 * A page sent once: a customer's page, a page the API did not fully answer for (503, or parts left
 * loading), a failed render. Compressed whole, in the encoding the browser takes that costs the server
 * least (zstd for Chromium and Firefox), off the thread that renders the next page.
 */
async function sendOneOff(req: ExpressRequest, res: Response, page: OneOffPage) {
  for (const [k, v] of Object.entries(page.headers)) res.setHeader(k, v);
  // A page the API did not answer for in time: the browser fills it; a crawler or a cache comes back soon.
  if (page.status === 503) res.setHeader('Retry-After', '5');
  const shareable = !page.private && page.complete && (page.status === 200 || page.status === 404);
  res.setHeader('Cache-Control', page.private ? 'private, no-store' : shareable ? PUBLIC_PAGE : 'no-store');
  res.setHeader('Vary', 'Accept-Encoding');
  const html = typeof page.html === 'string' ? Buffer.from(page.html) : page.html;
  const encoding = pageEncoding(req.headers, ONE_OFF_ENCODINGS);
  const body = encoding === 'identity' ? html : await compressPage(html, encoding);
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', String(body.length));
  res.status(page.status).end(req.method === 'HEAD' ? undefined : body);
}

/**
 * Where the store's code comes from: the build (`dist` and `dist-ssr`), or in development Vite, from the
 * source as it is now (server/dev.ts).
 */
export interface StoreSource {
  renderer: Renderer;
  template: string;
  manifest: Manifest;
  dist: string;
  loadMock: () => Promise<MockBuild>;
  dev?: StoreAppOptions['dev'];
}

/** The build in `dist` and `dist-ssr` as the store's source; a missing one is said plainly. */
async function buildSource(dist = join(root, 'dist'), distSsr = join(root, 'dist-ssr')): Promise<StoreSource> {
  for (const { what, file } of [
    { what: 'the browser build', file: join(dist, 'index.html') },
    { what: 'the server build', file: join(distSsr, 'entry-server.js') },
  ]) {
    if (!existsSync(file)) throw new Error(`No ${what} (${file}): run npm run build first.`);
  }
  // React and the rest render in their production builds unless told otherwise.
  process.env.NODE_ENV ??= 'production';
  return {
    renderer: (await import(pathToFileURL(join(distSsr, 'entry-server.js')).href)) as Renderer,
    template: readFileSync(join(dist, 'index.html'), 'utf8'),
    manifest: JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest,
    dist,
    loadMock: async () => (await import(pathToFileURL(join(distSsr, 'mock-server.js')).href)) as MockBuild,
  };
}

/**
 * The store's server for its source (the build in `dist` and `dist-ssr` unless told otherwise): with a mock
 * build and no API host, the mock API runs in this process on a port of its own.
 * `mockNow` (or `MOCK_NOW`) stops the mock's clock at that ISO time (mocks/server.ts).
 */
export async function createStoreServer(
  options: {
    dist?: string;
    distSsr?: string;
    source?: StoreSource;
    apiBaseUrl?: string;
    budgetMs?: number;
    onRenderFailure?: (message: string) => void;
    logger?: Logger;
    pageCache?: boolean;
    mockNow?: string;
    requestsPerMinute?: number;
    /** The session's secrets when SESSION_SECRETS names none (development's, of its process alone). */
    sessionPasswords?: Record<string, string>;
  } = {},
) {
  const source = options.source ?? (await buildSource(options.dist, options.distSsr));
  const { renderer: server, template, manifest, dist } = source;
  const { buildSettings } = server;

  const { apiBaseUrl, mock } = await apiOf(buildSettings, {
    apiBaseUrl: options.apiBaseUrl,
    mockNow: options.mockNow,
    loadMock: source.loadMock,
  });
  const app = createStoreApp({
    render: server.render,
    sitemap: server.sitemap,
    template,
    manifest,
    dist,
    apiBaseUrl,
    headerOptions: {
      apiBaseUrl: buildSettings.apiBaseUrl,
      recaptchaSiteKey: buildSettings.recaptchaSiteKey,
      adsTagId: buildSettings.adsTagId,
      chatScriptUrl: buildSettings.chatScriptUrl,
    },
    budgetMs: options.budgetMs,
    onRenderFailure: options.onRenderFailure,
    logger: options.logger,
    pageCache: options.pageCache ?? process.env.PAGE_CACHE !== 'off',
    requestsPerMinute: options.requestsPerMinute ?? numberFrom('RATE_LIMIT_PER_MINUTE'),
    sessionPasswords: process.env.SESSION_SECRETS ? sessionPasswords(process.env.SESSION_SECRETS) : options.sessionPasswords,
    trustProxy: trustProxyFrom(process.env.TRUST_PROXY),
    mock: mock ?? undefined,
    dev: source.dev,
  });
  return { app, apiBaseUrl, mocksEnabled: buildSettings.mocksEnabled, close: async () => mock?.close() };
}

/**
 * The API the store serves against: the one named (or the one the build names), or, for a mock build, the
 * mock API started in this process on a port of its own. `mockNow` (or `MOCK_NOW`) stops the mock's clock.
 */
async function apiOf(
  buildSettings: Renderer['buildSettings'],
  options: { apiBaseUrl?: string | undefined; mockNow?: string | undefined; loadMock: () => Promise<MockBuild> },
): Promise<{ apiBaseUrl: string; mock: MockServer | null }> {
  const named = options.apiBaseUrl ?? (buildSettings.apiBaseUrl || undefined);
  if (named) return { apiBaseUrl: named, mock: null };
  if (!buildSettings.mocksEnabled)
    throw new Error('The build names no API host and has no mock API: build with npm run build:real-api -- --api <url>.');
  const { startMockServer } = await options.loadMock();
  const mock = await startMockServer({
    port: 0,
    host: '127.0.0.1',
    scenarios: process.env.MOCK_SCENARIO || '',
    now: options.mockNow ?? process.env.MOCK_NOW,
  });
  return { apiBaseUrl: mock.url.replace('localhost', '127.0.0.1'), mock };
}

/** A whole number from the environment, or undefined when it is unset; anything else stops the server starting. */
function numberFrom(name: string): number | undefined {
  const value = process.env[name];
  if (value === undefined || value === '') return undefined;
  if (!/^\d+$/.test(value)) throw new Error(`${name}=${value} is not a whole number`);
  return Number(value);
}

/**
 * Express's `trust proxy` from TRUST_PROXY: a number of proxies in front (1 for one load balancer), or
 * their addresses (`loopback`, a subnet list). Unset: the connection's own address is the client.
 */
function trustProxyFrom(value: string | undefined): number | string | undefined {
  if (!value) return undefined;
  return /^\d+$/.test(value) ? Number(value) : value;
}

async function main() {
  // A container's image has its dependencies already (STORE_INSTALLED=1, set by the Dockerfile).
  if (process.env.STORE_INSTALLED !== '1') {
    const { ensureInstall } = await import('../scripts/lib/ensure-install.mjs');
    ensureInstall(root);
  }
  const port = Number(process.env.PORT || 3000);
  const host = process.env.HOST || 'localhost';
  const logger = createLogger();
  const store = await createStoreServer({ logger });
  const running = await listenGracefully(store.app, { port, host });
  const api = store.mocksEnabled ? 'the mock API (in this process, a shop for each visitor)' : `the API at ${store.apiBaseUrl}`;
  console.log(`The store is served with server rendering against ${api}:\n\n    http://${host}:${running.port}/\n`);
  // SIGTERM (an orchestrator) fails /readyz first and keeps serving while the load balancer notices; SIGINT
  // (Ctrl-C at a terminal) stops at once.
  const noticeMs = numberFrom('DRAIN_NOTICE_MS') ?? DRAIN_NOTICE_MS;
  const stop = async (signal: string) => {
    logger.info({ signal }, 'stopping: /readyz fails, then the requests in flight are finished');
    const { finished, cut } = await stopInOrder({
      drain: store.app.drain,
      shutdown: running.shutdown,
      noticeMs: signal === 'SIGTERM' ? noticeMs : 0,
    });
    await store.close();
    logger.info({ finished, cut }, 'stopped');
    logger.flush();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
