#!/usr/bin/env node
// `npm run serve`: the production server. Serves the build in dist/ (`npm run build`, or
// `npm run build:real-api` for a real API host) with every page rendered on the server (dist-ssr/).
//   PORT=3000  HOST=localhost
// With a mock build, the mock API runs inside this process for the server's own requests; the
// browser keeps its mock in the service worker, as with `npm run preview`.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import compression from 'compression';
import expressStaticGzip from 'express-static-gzip';
import express from 'express';
import { fillTemplate, pageAssets } from './lib/page-assets.mjs';
import { newNonce, securityHeaders, withNonce } from './security-headers.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// React and the rest render in their production builds unless told otherwise.
process.env.NODE_ENV ??= 'production';

/** A request's body, whole. */
async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * The store's request handling, without listening: static files with long-lived caching for hashed
 * assets, then every other GET rendered on the server.
 * @param {{ dist?: string; distSsr?: string; apiBaseUrl?: string; log?: (line: string) => void }} [options]
 */
/** A path that names a file (it ends in an extension), not a page. */
const FILE_PATH = /\.[a-z0-9]+$/i;

export async function createStoreServer(options = {}) {
  const dist = options.dist ?? join(root, 'dist');
  const distSsr = options.distSsr ?? join(root, 'dist-ssr');
  const log = options.log ?? ((line) => console.error(line));
  for (const [what, file] of [
    ['the browser build', join(dist, 'index.html')],
    ['the server build', join(distSsr, 'entry-server.js')],
  ]) {
    if (!existsSync(file)) throw new Error(`No ${what} (${file}): run npm run build first.`);
  }
  const server = await import(pathToFileURL(join(distSsr, 'entry-server.js')).href);
  const { buildSettings } = server;
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

  // A mock build renders with the mock API, in this process, on a port of its own.
  let mock = null;
  let apiBaseUrl = options.apiBaseUrl ?? (buildSettings.apiBaseUrl || undefined);
  if (!apiBaseUrl && buildSettings.mocksEnabled) {
    const { startMockServer } = await import(pathToFileURL(join(distSsr, 'mock-server.js')).href);
    mock = await startMockServer({ port: 0, host: '127.0.0.1', scenarios: process.env.MOCK_SCENARIO || '' });
    apiBaseUrl = mock.url.replace('localhost', '127.0.0.1');
  }
  if (!apiBaseUrl) throw new Error('The build names no API host and has no mock API: build with npm run build:real-api -- --api <url>.');

  // The CSS a page needs is written into it (with the response's nonce): the first paint waits for no request.
  const cssFiles = new Map();
  const cssOf = (file) => {
    if (!cssFiles.has(file)) cssFiles.set(file, existsSync(join(dist, file)) ? readFileSync(join(dist, file), 'utf8') : null);
    return cssFiles.get(file);
  };
  const headerOptions = { apiBaseUrl: buildSettings.apiBaseUrl, recaptchaSiteKey: buildSettings.recaptchaSiteKey };
  const app = express();
  app.disable('x-powered-by');
  // A page is never cached (its nonce is new each time), so an ETag would be a hash of 100-200 KB of HTML
  // for nothing; the build's files keep theirs (serve-static makes its own).
  app.set('etag', false);
  app.use(compression());
  app.use((_req, res, next) => {
    for (const [k, v] of Object.entries(securityHeaders(headerOptions))) res.setHeader(k, v);
    next();
  });
  // The API's images (relative paths such as /images/products/2011.svg) are the site's own: they are
  // fetched from the API host. With a mock build, so are the page's calls until the service worker
  // controls a first visit.
  app.use(mock ? ['/api', '/images', '/uploads'] : ['/images', '/uploads'], async (req, res) => {
    try {
      const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req);
      const headers = Object.fromEntries(Object.entries(req.headers).filter(([k, v]) => k !== 'host' && typeof v === 'string'));
      const answer = await fetch(new URL(req.originalUrl, apiBaseUrl), { method: req.method, headers, body });
      res.status(answer.status);
      answer.headers.forEach((v, k) => {
        if (!/^(content-encoding|content-length|transfer-encoding|connection|access-control-.*)$/i.test(k)) res.setHeader(k, v);
      });
      res.send(Buffer.from(await answer.arrayBuffer()));
    } catch (error) {
      res.status(502).json({ status: 502, message: error instanceof Error ? error.message : 'The API did not answer' });
    }
  });
  // The build's files, each sent as the .br or .gz the build made of it when the browser takes one (the
  // compression above leaves an encoded response alone).
  const staticFiles = expressStaticGzip(dist, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      setHeaders(res, path) {
        // Hashed file names change with their content: cache them for a year. The rest is checked each time.
        res.setHeader('Cache-Control', /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    },
  });
  // Only a path with a file's extension can be one of the build's files: a page is never looked for on
  // disk (a stat of a file that is not there for every page asked for).
  app.use((req, res, next) => (FILE_PATH.test(req.path) ? staticFiles(req, res, next) : next()));
  app.use(async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (FILE_PATH.test(req.path)) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    const nonce = newNonce();
    for (const [k, v] of Object.entries(securityHeaders({ ...headerOptions, styleNonce: nonce }))) res.setHeader(k, v);
    res.setHeader('Cache-Control', 'no-store');
    res.type('html');
    try {
      // Only the cookie's signed-in hint is read from it (src/features/session/signed-in-cookie.ts): the
      // page is rendered as a guest's either way.
      const headers = { accept: 'text/html', ...(req.headers.cookie ? { cookie: req.headers.cookie } : {}) };
      const request = new Request(new URL(req.originalUrl, `http://${req.headers.host ?? 'localhost'}`), { headers });
      const page = await server.render(request, { apiBaseUrl });
      if (page.kind === 'redirect') {
        res.redirect(page.status, page.location);
        return;
      }
      const assets = pageAssets(manifest, page.modules);
      res
        .status(page.status)
        .send(
          withNonce(
            fillTemplate(template, { html: page.html, data: page.data, title: page.title, ...assets, inline: { cssOf, nonce } }),
            nonce,
          ),
        );
    } catch (error) {
      // A page that cannot render on the server still works: the browser renders it.
      log(`Server rendering failed for ${req.originalUrl}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      res.status(200).send(withNonce(template, nonce));
    }
  });
  return { app, apiBaseUrl, mocksEnabled: buildSettings.mocksEnabled, close: async () => mock?.close() };
}

async function main() {
  const { ensureInstall } = await import('./lib/ensure-install.mjs');
  ensureInstall(root);
  const port = Number(process.env.PORT || 3000);
  const host = process.env.HOST || 'localhost';
  const store = await createStoreServer();
  const listener = store.app.listen(port, host, () => {
    const api = store.mocksEnabled ? 'the mock API (in this process, and in the browser)' : `the API at ${store.apiBaseUrl}`;
    console.log(`The store is served with server rendering against ${api}:\n\n    http://${host}:${port}/\n`);
  });
  const stop = () => listener.close(() => void store.close().then(() => process.exit(0)));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
