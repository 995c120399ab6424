#!/usr/bin/env node
// `npm run bench`: how fast the store is on a shopper's phone. Builds the store for a real API host
// (into .bench/, leaving dist/ alone), starts the standalone mock API as that host and the production
// server with server rendering, then runs Lighthouse 12 (mobile preset: a slow 4G network and a 4x
// slower CPU, simulated) with Debian's Chromium on home, a category, a product and the cart, then as the
// mock's demo customer (signed in through the store's /api, its session cookie sent with every request)
// on their order history, account settings and portfolio.
// One line per page (perf, a11y, SEO, FCP, LCP, TBT, CLS) and a summary line. Not part of `npm test`.
//   BENCH_RUNS=5 (the default: the median of 5 runs per page, as Lighthouse's variability guide advises;
//   BENCH_RUNS=1 for a quick single run)  CHROMIUM_PATH=/usr/bin/chromium
//   BENCH_PAGES=/orders/order-history,/coupons: other pages instead of the seven, as a guest (named orders-order-history, coupons)
//   BENCH_USER, BENCH_PASSWORD: the customer the signed-in pages are measured as (the mock's demo customer by default)
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { get, request } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildForApi, waitForLine } from './lib/bench-build.mjs';
import { ensureInstall } from './lib/ensure-install.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const API_PORT = Number(process.env.BENCH_API_PORT || 4010);
const STORE_PORT = Number(process.env.BENCH_PORT || 4190);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS || 5));
export const PAGES = [
  ['home', '/'],
  ['category', '/silver-bullion'],
  ['product', '/product/2011/2024-silver-maple-leaf-1-oz'],
  ['cart', '/cart/cart'],
];
/** What a customer measures, signed in: pages whose data is theirs. */
export const CUSTOMER_PAGES = [
  ['order-history', '/orders/order-history'],
  ['account-settings', '/myaccounts/accountsettings'],
  ['portfolio', '/bold-bullion-portfolio'],
];
/** The pages `BENCH_PAGES` names (a comma-separated list of paths, each named by its path as a file name can hold it), or the four. */
export function pagesToRun(list = process.env.BENCH_PAGES) {
  const paths = (list ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p.startsWith('/'));
  return paths.length ? paths.map((path) => [path.replace(/^\/+|\/+$/g, '').replace(/[^a-z0-9]+/gi, '-') || 'home', path]) : PAGES;
}
/** What every page is held to; SEO only on a page search engines may index (a noindex page fails is-crawlable by design). */
export const TARGETS = { perf: 95, a11y: 100, seo: 100, tbtMs: 100, cls: 0.02 };

/** The median of numbers (the middle one, or the mean of the two middle ones). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** A page's figures from one Lighthouse result. */
export function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    perf: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    a11y: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
    // 1 when the page tells search engines to leave it out (the cart, checkout): its SEO score is not held to the target.
    noindex: lhr.audits['is-crawlable']?.score === 0 ? 1 : 0,
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  };
}

/** The path (and query) of the page Lighthouse measured: the one asked for unless the server redirected it. */
export function measuredPath(lhr) {
  const url = new URL(lhr.mainDocumentUrl ?? lhr.finalDisplayedUrl ?? lhr.requestedUrl);
  return url.pathname + url.search;
}

/** Which targets a page misses, in words (empty when it meets them all). */
export function misses(f) {
  const out = [];
  if (f.perf < TARGETS.perf) out.push(`perf ${f.perf} < ${TARGETS.perf}`);
  if (f.a11y < TARGETS.a11y) out.push(`a11y ${f.a11y} < ${TARGETS.a11y}`);
  if (!f.noindex && f.seo < TARGETS.seo) out.push(`seo ${f.seo} < ${TARGETS.seo}`);
  if (!(f.tbtMs < TARGETS.tbtMs)) out.push(`TBT ${Math.round(f.tbtMs)} ms ≥ ${TARGETS.tbtMs} ms`);
  if (!(f.cls < TARGETS.cls)) out.push(`CLS ${f.cls.toFixed(3)} ≥ ${TARGETS.cls}`);
  return out;
}

export function line(name, f) {
  const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
  const seo = `seo ${String(f.seo).padStart(3)}${f.noindex ? ' (noindex)' : ''}`;
  return `${name.padEnd(9)} perf ${String(f.perf).padStart(3)}  a11y ${String(f.a11y).padStart(3)}  ${seo}  FCP ${s(f.fcpMs)}  LCP ${s(f.lcpMs)}  TBT ${String(Math.round(f.tbtMs)).padStart(4)} ms  CLS ${f.cls.toFixed(3)}`;
}

/** One request for a page, its body read to the end (node's http: fetch refuses port 4190, a "bad port"). */
function warmUp(port, path, cookie) {
  return new Promise((resolve, reject) => {
    get({ host: 'localhost', port, path, headers: cookie ? { cookie } : {} }, (res) =>
      res.resume().on('end', resolve).on('error', reject),
    ).on('error', reject);
  });
}

/** The session cookie of a sign-in through the store's /api, as a shopper's browser would get it (node's http, as above). */
function signedInCookie(port) {
  const body = JSON.stringify({
    emailId: process.env.BENCH_USER || 'demo@boldbullion.test',
    password: process.env.BENCH_PASSWORD || 'Bullion#2026',
  });
  return new Promise((resolve, reject) => {
    const asked = request(
      { host: 'localhost', port, path: '/api/Authentication/SignIn', method: 'POST', headers: { 'content-type': 'application/json' } },
      (res) => {
        res.resume();
        const cookie = res.headers['set-cookie']?.[0]?.split(';')[0];
        if (res.statusCode === 200 && cookie) resolve(cookie);
        else reject(new Error(`Signing in through the store's /api failed (${res.statusCode}): the customer's pages cannot be measured`));
      },
    );
    asked.on('error', reject);
    asked.end(body);
  });
}

/** Each run's perf and TBT, so the median's spread shows (Lighthouse's simulation moves from run to run). */
export function spread(runs) {
  return `runs: perf ${runs.map((r) => r.perf).join('/')}, TBT ${runs.map((r) => Math.round(r.tbtMs)).join('/')} ms`;
}

async function main() {
  ensureInstall(root);
  const api = `http://localhost:${API_PORT}`;
  const { dist, distSsr } = buildForApi(root, join(root, '.bench'), api);

  const mockApi = spawn('node', [join(root, 'scripts', 'mock-api.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(API_PORT) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stopAll = [() => mockApi.kill('SIGTERM')];
  try {
    await waitForLine(mockApi, /listening/i, 'The mock API');
    process.env.NODE_ENV = 'production';
    const { createLogger, createStoreServer } = await import('../server/serve.ts');
    // The request log would bury the figures: only warnings are printed.
    const store = await createStoreServer({ dist, distSsr, logger: createLogger({ level: 'warn' }), requestsPerMinute: 1_000_000_000 });
    const listener = await new Promise((resolve) => {
      const l = store.app.listen(STORE_PORT, 'localhost', () => resolve(l));
    });
    stopAll.push(() => listener.close());
    // A shopper meets a server that has been up for a while: each page is rendered once before it is
    // measured, so the figures are not those of a cold start (the first render compiles the renderer).
    const cookie = await signedInCookie(STORE_PORT);
    const pages = [
      ...pagesToRun().map(([name, path]) => [name, path, undefined]),
      ...(process.env.BENCH_PAGES ? [] : CUSTOMER_PAGES.map(([name, path]) => [`${name} (signed in)`, path, cookie])),
    ];
    for (const [, path, asCustomer] of pages) await warmUp(STORE_PORT, path, asCustomer);

    const { default: lighthouse } = await import('lighthouse');
    const chromeLauncher = await import('chrome-launcher');
    // The whole browser, as a shopper's: `npm test` installs only Chromium's headless shell for its tests.
    const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
    if (!existsSync(chromePath))
      throw new Error(`Lighthouse measures in Chromium, not found at ${chromePath}: apt-get install -y chromium, or set CHROMIUM_PATH.`);
    const chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    });
    stopAll.push(() => chrome.kill());
    // The customer's session cookie goes into the browser's own jar, as Lighthouse's guide to authenticated
    // pages says: a Cookie passed as an extra header did not reach the page (the customer's pages were
    // measured as the sign-in page they redirected to). Lighthouse clears an origin's storage, never its cookies.
    const signIn = async (cookie) => {
      const puppeteer = await import('puppeteer-core');
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const [name, ...value] = cookie.split('=');
      await browser.setCookie({ name, value: value.join('='), domain: 'localhost', path: '/', httpOnly: true, sameSite: 'Lax' });
      await browser.disconnect();
    };
    const results = [];
    let signedIn = false;
    console.log(`\nLighthouse ${RUNS > 1 ? `(median of ${RUNS} runs) ` : ''}mobile preset, http://localhost:${STORE_PORT}:`);
    for (const [name, path, asCustomer] of pages) {
      const runs = [];
      // A run Lighthouse could not measure (it says why) is run again, up to two more times; it never counts as a zero.
      // The guests' pages come first: the cookie is set once, before the first of the customer's.
      if (asCustomer && !signedIn) {
        await signIn(asCustomer);
        signedIn = true;
      }
      for (let attempt = 0; runs.length < RUNS && attempt < RUNS + 2; attempt++) {
        const result = await lighthouse(`http://localhost:${STORE_PORT}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'seo'],
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
        const measured = measuredPath(result.lhr);
        if (measured !== path)
          throw new Error(`${name}: Lighthouse measured ${measured}, not ${path} (redirected: ${asCustomer ? 'not signed in' : 'moved'})`);
        if (result.lhr.runtimeError) {
          console.log(`  ${name}: Lighthouse could not measure it (${result.lhr.runtimeError.code}); again.`);
          continue;
        }
        mkdirSync(join(root, 'reports', 'bench'), { recursive: true });
        writeFileSync(join(root, 'reports', 'bench', `${name.replace(/\W+/g, '-').replace(/-$/, '')}.json`), JSON.stringify(result.lhr));
        runs.push(figures(result.lhr));
      }
      if (!runs.length) throw new Error(`Lighthouse could not measure ${path} in ${RUNS + 2} tries`);
      const f = Object.fromEntries(Object.keys(runs[0]).map((k) => [k, median(runs.map((r) => r[k]))]));
      results.push({ name, path, ...f, misses: misses(f), each: runs });
      console.log(line(name, f) + (misses(f).length ? `   (misses: ${misses(f).join(', ')})` : ''));
      if (runs.length > 1) console.log(`          ${spread(runs)}`);
    }
    const failing = results.filter((r) => r.misses.length);
    console.log(
      `\n${results.length - failing.length} of ${results.length} pages meet perf ≥ ${TARGETS.perf}, a11y ${TARGETS.a11y}, SEO ${TARGETS.seo} (if indexable), TBT < ${TARGETS.tbtMs} ms, CLS < ${TARGETS.cls}; lowest perf ${Math.min(...results.map((r) => r.perf))}, worst CLS ${Math.max(...results.map((r) => r.cls)).toFixed(3)}.`,
    );
    mkdirSync(join(root, 'reports'), { recursive: true });
    writeFileSync(join(root, 'reports', 'bench.json'), JSON.stringify({ at: new Date().toISOString(), runs: RUNS, results }, null, 2));
  } finally {
    for (const stop of stopAll.reverse()) {
      try {
        stop();
      } catch {
        // already stopped
      }
    }
  }
  process.exit(0);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
