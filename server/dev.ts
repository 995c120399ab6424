// `npm start`: the store's own server (server/serve.ts) with Vite in middleware mode in place of the build.
// Pages are rendered on the server from the source as it is now, the browser's code is served and
// hot-replaced by Vite, and the mock API runs in this process behind the store's /api with the sealed
// session: development behaves as `npm run serve` does, from the source (decision 0024).
//   PORT=5173  HOST=localhost  VITE_API_BASE_URL=<url> for a real API instead of the mock
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer as createViteServer, type ViteDevServer } from 'vite';
import type { Renderer } from './render-contract.ts';
import { createLogger, createStoreServer, type MockBuild, type StoreSource } from './serve.ts';
import { listenGracefully, stopInOrder } from './shutdown.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Where each page's nonce goes in the development template: Vite writes it on the inline scripts it adds
 * (its client's, React's hot-update preamble) and on its csp-nonce meta, which its client gives the styles
 * it adds; the server puts the response's nonce in its place.
 */
const NONCE_HOLDER = '__STORE_DEV_NONCE__';

/**
 * The store's source from Vite: each render loads the server entry as the source now is (Vite reloads
 * what changed), the template is index.html with Vite's additions, and Vite's middleware serves the rest.
 */
async function viteSource(vite: ViteDevServer): Promise<StoreSource> {
  const entry = () => vite.ssrLoadModule('/src/entry-server.tsx') as Promise<Renderer>;
  const { buildSettings } = await entry();
  return {
    renderer: {
      render: async (request, options) => (await entry()).render(request, options),
      sitemap: async (options) => (await entry()).sitemap(options),
      buildSettings,
    },
    template: await vite.transformIndexHtml('/', readFileSync(join(root, 'index.html'), 'utf8')),
    // No build: a page's code is asked for as the browser meets it, its styles added by Vite's client.
    manifest: {},
    dist: join(root, 'public'),
    loadMock: () => vite.ssrLoadModule('/mocks/server.ts') as Promise<MockBuild>,
    dev: { middlewares: vite.middlewares, nonceHolder: NONCE_HOLDER },
  };
}

/**
 * What under src/ the browser never loads: tests and their helpers, declarations, the server's entry and
 * the modules only it imports (`*.server.ts`, which may use Node's own modules: compiled for the browser,
 * their dependencies would be bundled for it too, and rebundling them reloads the first page).
 */
const SERVER_OR_TEST_ONLY = /(\.test\.tsx?|\.d\.ts|\.server\.tsx?)$|^test[\\/]|^entry-server\.tsx$/;

/**
 * The mock API's entry in the browser, which the store imports only dynamically (to start it, or the dev
 * panel on a page the server rendered): Vite compiles a module's static imports ahead, not its dynamic
 * ones, so left out it would be compiled, with the mock's whole database, while a page waits for it.
 */
const MOCK_ENTRY = '/mocks/browser.ts';

/** The modules the browser loads (under src/, and the mock's entry), at the paths Vite serves them. */
export function browserModules(): string[] {
  const source = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !SERVER_OR_TEST_ONLY.test(file))
    .map((file) => `/src/${file.split(sep).join('/')}`);
  return [...source, MOCK_ENTRY];
}

/**
 * Waits until Vite has found and bundled every dependency of the browser's source. In middleware mode
 * Vite looks for them only as pages ask for modules, and, with a bundle of them left from an earlier run
 * (its cache), one at a time: each one found rebundles them under a new version and reloads the page, and
 * a page that meanwhile holds one version of a dependency and asks for another (Vite's 504 "Outdated
 * Optimize Dep") is never taken over by React. So each of the browser's modules is compiled here, before
 * the store listens: every rebundling is over before the first page, and the compiled modules are cached
 * for it.
 */
async function browserDependenciesSettled(vite: ViteDevServer): Promise<void> {
  const client = vite.environments.client;
  const optimizer = client.depsOptimizer;
  await optimizer?.init();
  await optimizer?.scanProcessing;
  await Promise.all(browserModules().map((url) => client.warmupRequest(url)));
  await vite.waitForRequestsIdle();
  // Each dependency found while compiling is bundled in a batch of its own: wait until no new batch starts.
  const awaited = new Set<Promise<void>>();
  for (;;) {
    const batches = Object.values(optimizer?.metadata.discovered ?? {}).flatMap((dep) => (dep.processing ? [dep.processing] : []));
    const fresh = batches.filter((batch) => !awaited.has(batch));
    if (!fresh.length) return;
    for (const batch of fresh) awaited.add(batch);
    await Promise.all(fresh);
  }
}

/** Starts the development store on `port` (0: any free one); `stop()` ends it, Vite and the mock API with it. */
export async function startDevStore({ port, host, logLevel }: { port: number; host: string; logLevel?: string }) {
  // React and the rest in their development builds: its warnings, and React's hot updates.
  process.env.NODE_ENV ??= 'development';
  const http = createHttpServer();
  const vite = await createViteServer({
    root,
    appType: 'custom',
    // Hot updates share the store's port: the page's policy needs no other origin for them. What the tools
    // write under .tmp/ and the builds in dist/ are not the source: a bench or a test building there while a
    // developer works must not reload their page (a reload while Vite was still bundling dependencies left a
    // page whose modules answered 504 "Outdated Optimize Dep").
    server: { middlewareMode: true, ws: { server: http }, watch: { ignored: ['**/.tmp/**', '**/dist/**'] } },
    html: { cspNonce: NONCE_HOLDER },
  });
  try {
    const store = await createStoreServer({
      source: await viteSource(vite),
      logger: createLogger({ level: logLevel }),
      // Each page is rendered anew from the source; one developer's browser asks for hundreds of modules a page.
      pageCache: false,
      requestsPerMinute: 0,
      // Sessions sealed with a secret of this process: a restart signs the developer out, as it says.
      sessionPasswords: { 1: randomBytes(32).toString('base64url') },
    });
    await browserDependenciesSettled(vite);
    const running = await listenGracefully(store.app, { port, host, server: http });
    const stop = async () => {
      await Promise.all([stopInOrder({ drain: store.app.drain, shutdown: running.shutdown, noticeMs: 0 }), vite.close()]);
      await store.close();
    };
    return { port: running.port, apiBaseUrl: store.apiBaseUrl, mocksEnabled: store.mocksEnabled, stop };
  } catch (error) {
    await vite.close();
    throw error;
  }
}
