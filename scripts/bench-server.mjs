#!/usr/bin/env node
// `npm run bench:server`: how many pages a second the production server renders, and how fast, when
// the API is not what holds it. Builds the store for a real API host (into .bench/, as `npm run bench`),
// starts the standalone mock API behind a caching proxy (scripts/lib/caching-proxy.mjs) as that host and
// the production server in a process of its own, renders each page a few times to warm both up, then
// loads each of home, a category, a product and the cart with autocannon (10 connections, 10 s, a
// browser's Accept-Encoding) 3 times, first with the server's page cache on and then off (every request
// rendered). One line per page: the medians of requests/s, p50 and p99 latency, and the server's CPU time
// per request. Not part of `npm test`.
//   BENCH_SERVER_AGAINST=<commit>: that commit's server as well, checked out under .bench/against/ (on this
//   checkout's packages) and built the same way, both up at once and loaded in turn, run by run (the order
//   swapped each run), so a change is measured against its base in one run on one machine's hour; a last
//   line per page gives the ratios.
//   BENCH_SERVER_PAGE_CACHE=both (on, off)
//   BENCH_PAGES=/silver-bullion,/cart: other pages instead of the four (one page's profile is its own)
//   BENCH_SERVER_RUNS=3  BENCH_SERVER_SECONDS=10  BENCH_SERVER_CONNECTIONS=10
//   BENCH_SERVER_PROFILE=1: the server runs under V8's profiler, and a last table says where its CPU went
//   (render, validation, API calls, compression…), from reports/bench-server-profile/<side>-<cache>.cpuprofile,
//   which is kept for DevTools.
import { fork, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { median, pagesToRun } from './bench.mjs';
import { buildForApi, waitForLine } from './lib/bench-build.mjs';
import { readProfile, summariseProfile } from './lib/cpu-profile.mjs';
import { ensureInstall } from './lib/ensure-install.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// The proxy answers as the API host the build names (the same host as `npm run bench`, so both share .bench/).
const API_PORT = Number(process.env.BENCH_API_PORT || 4010);
const MOCK_PORT = Number(process.env.BENCH_MOCK_PORT || 4011);
const STORE_PORT = Number(process.env.BENCH_SERVER_PORT || 4191);
const RUNS = Math.max(1, Number(process.env.BENCH_SERVER_RUNS || 3));
const SECONDS = Math.max(1, Number(process.env.BENCH_SERVER_SECONDS || 10));
const CONNECTIONS = Math.max(1, Number(process.env.BENCH_SERVER_CONNECTIONS || 10));
const PROFILE = process.env.BENCH_SERVER_PROFILE === '1';
const PROFILE_DIR = join(root, 'reports', 'bench-server-profile');
/** What Chromium sends with a page request: the server compresses as it would for a shopper. */
const HEADERS = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, deflate, br, zstd' };
/** With the server's page cache and without it (each request rendered): BENCH_SERVER_PAGE_CACHE=on|off|both. */
const MODES = { on: ['on'], off: ['off'], both: ['on', 'off'] }[process.env.BENCH_SERVER_PAGE_CACHE || 'both'] ?? ['on', 'off'];
/** A commit to measure beside this checkout, in the same run. */
const AGAINST = process.env.BENCH_SERVER_AGAINST || '';
/** The four pages, or those BENCH_PAGES names (a page's own profile, as `npm run bench` takes them). */
const PAGES = pagesToRun();

/**
 * One autocannon run's figures: completed 2xx pages a second, latency, and the server's CPU time per
 * request (its user + system time over the run, divided by the requests it answered). Failed: non-2xx,
 * errors, timeouts and pages the server could not render (sent as the bare shell).
 */
export function runFigures(result, cpuMicros, renderFailures = 0) {
  const answered = result.requests.total;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMs: answered > 0 ? cpuMicros / 1000 / answered : Number.NaN,
    failed: result.non2xx + result.errors + result.timeouts + renderFailures,
    // What the failures were, so a line that has some says which: statuses other than 2xx, socket errors, timeouts, unrendered pages.
    failures: {
      ...Object.fromEntries(
        Object.entries(result.statusCodeStats ?? {})
          .filter(([code]) => !code.startsWith('2'))
          .map(([code, s]) => [code, s.count]),
      ),
      ...(result.errors ? { errors: result.errors } : {}),
      ...(result.timeouts ? { timeouts: result.timeouts } : {}),
      ...(renderFailures ? { unrendered: renderFailures } : {}),
    },
  };
}

/** A page's medians over its runs (failed requests are summed: one is one too many). */
export function summarise(runs) {
  return {
    rps: median(runs.map((r) => r.rps)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    cpuMs: median(runs.map((r) => r.cpuMs)),
    failed: runs.reduce((n, r) => n + r.failed, 0),
    failures: runs.reduce((all, r) => {
      for (const [what, n] of Object.entries(r.failures ?? {})) all[what] = (all[what] ?? 0) + n;
      return all;
    }, {}),
  };
}

export function line(name, s, runs) {
  const each = runs.length > 1 ? `   runs ${runs.map((r) => r.rps.toFixed(1)).join('/')} req/s` : '';
  const why = Object.entries(s.failures ?? {})
    .map(([what, n]) => `${n} × ${what}`)
    .join(', ');
  const failed = s.failed ? `   ${s.failed} failed${why ? ` (${why})` : ''}` : '';
  return `${name.padEnd(9)} ${s.rps.toFixed(1).padStart(6)} req/s  p50 ${String(Math.round(s.p50)).padStart(4)} ms  p99 ${String(Math.round(s.p99)).padStart(5)} ms  CPU ${s.cpuMs.toFixed(1).padStart(5)} ms/req${each}${failed}`;
}

/**
 * How this checkout's figures for a page compare with the base's: requests/s and CPU a request as ratios
 * (now over base: more requests and less CPU are better), and p99 on both sides.
 */
export function ratioLine(name, now, base) {
  const times = (a, b) => (b > 0 && Number.isFinite(a) ? `×${(a / b).toFixed(2)}` : 'n/a');
  return `${name.padEnd(9)} now/base ${times(now.rps, base.rps).padStart(6)} req/s  CPU ${times(now.cpuMs, base.cpuMs).padStart(6)} a request  p99 ${Math.round(now.p99)} against ${Math.round(base.p99)} ms`;
}

function git(args, cwd) {
  const r = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr.trim()}`);
  return r.stdout.trim();
}

/**
 * The commit `ref` names, checked out (once) under .bench/against/<commit>. It has no packages of its own:
 * its node_modules is a link to this checkout's (Vite's config names files in ./node_modules), so a base
 * whose packages differ is said to.
 */
function checkoutBase(ref) {
  const commit = git(['rev-parse', '--verify', `${ref}^{commit}`], root);
  const dir = join(root, '.bench', 'against', commit);
  if (!existsSync(join(dir, 'package.json'))) {
    git(['worktree', 'prune'], root);
    git(['worktree', 'add', '--detach', '--force', dir, commit], root);
  }
  if (!existsSync(join(dir, 'node_modules'))) symlinkSync(relative(dir, join(root, 'node_modules')), join(dir, 'node_modules'), 'dir');
  if (!existsSync(join(dir, 'scripts', 'lib', 'bench-store.mjs')))
    throw new Error(`${ref} (${commit.slice(0, 7)}) has no scripts/lib/bench-store.mjs: it predates the server bench's own store process`);
  if (spawnSync('git', ['diff', '--quiet', commit, '--', 'package-lock.json'], { cwd: root }).status !== 0)
    console.log(`Note: package-lock.json differs between ${ref} and this checkout; the base runs on this checkout's packages.`);
  return { label: commit.slice(0, 7), root: dir };
}

/** Sends `message` to a forked child and resolves with its first answer of the same type. */
function ask(child, message) {
  return new Promise((resolve) => {
    const onMessage = (answer) => {
      if (answer?.type !== message.type) return;
      child.off('message', onMessage);
      resolve(answer);
    };
    child.on('message', onMessage);
    child.send(message);
  });
}

function started(child, what) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not start in 60 s`)), 60_000);
    child.on('message', (m) => {
      if (m?.type !== 'listening') return;
      clearTimeout(timer);
      resolve(m);
    });
    child.on('exit', (code) => reject(new Error(`${what} exited with ${code}`)));
  });
}

/** The page as a shopper's browser gets it; fails unless it was rendered on the server with its data. */
async function fetchRendered(port, path) {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers: HEADERS });
  const html = await res.text();
  if (res.status !== 200 || !/<script type="application\/json" id="ssr-data">/.test(html))
    throw new Error(`${path} was not rendered on the server (status ${res.status}): the figures would be the empty page's`);
}

/** Closes a store's server and waits for its process to end (its CPU profile is written then, not on a signal). */
function stopStore(store) {
  return new Promise((resolve) => {
    store.once('exit', resolve);
    store.disconnect();
  });
}

async function main() {
  ensureInstall(root);
  const { default: autocannon } = await import('autocannon');
  const api = `http://localhost:${API_PORT}`;
  // This checkout, and the base when one is asked for: each built the same way for the same API.
  const trees = [{ label: 'now', root, ...buildForApi(root, join(root, '.bench'), api) }];
  if (AGAINST) {
    const base = checkoutBase(AGAINST);
    trees.push({ ...base, ...buildForApi(base.root, join(base.root, '.bench'), api, root) });
  }
  const children = [];
  try {
    const mockApi = spawn('node', [join(root, 'scripts', 'mock-api.mjs')], {
      cwd: root,
      env: { ...process.env, PORT: String(MOCK_PORT) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(mockApi);
    await waitForLine(mockApi, /listening/i, 'The mock API');
    const proxy = fork(join(root, 'scripts', 'lib', 'caching-proxy.mjs'), {
      env: { ...process.env, UPSTREAM: `http://127.0.0.1:${MOCK_PORT}`, PORT: String(API_PORT) },
    });
    children.push(proxy);
    await started(proxy, 'The caching proxy');
    if (PROFILE) rmSync(PROFILE_DIR, { recursive: true, force: true });
    let warm = null;
    const results = [];
    for (const mode of MODES) {
      // Each tree's server in a process of its own, up side by side (one idle while the other is loaded).
      const stores = [];
      for (const [i, tree] of trees.entries()) {
        // One file a side and mode, named so, kept for what the table cannot say (which function).
        const profile = join(PROFILE_DIR, `${tree.label}-${mode}.cpuprofile`);
        const store = fork(join(tree.root, 'scripts', 'lib', 'bench-store.mjs'), {
          cwd: tree.root,
          execArgv: PROFILE ? ['--cpu-prof', '--cpu-prof-dir', PROFILE_DIR, '--cpu-prof-name', `${tree.label}-${mode}.cpuprofile`] : [],
          env: {
            ...process.env,
            NODE_ENV: 'production',
            DIST: tree.dist,
            DIST_SSR: tree.distSsr,
            PORT: String(STORE_PORT + i),
            PAGE_CACHE: mode,
          },
        });
        children.push(store);
        await started(store, `The store (${tree.label})`);
        stores.push({ tree, store, port: STORE_PORT + i, profile });
      }

      // Each page three times: the proxy holds every API answer the pages ask for, and the server has
      // compiled its renderer, as a server that has been up for a while has.
      for (const { port } of stores) for (let i = 0; i < 3; i++) for (const [, path] of PAGES) await fetchRendered(port, path);
      warm ??= await ask(proxy, { type: 'stats' });

      console.log(
        `\nServer, page cache ${mode}, ${CONNECTIONS} connections × ${SECONDS} s, median of ${RUNS} runs, API answered from memory${stores.length > 1 ? `, ${stores.map((s) => `${s.tree.label} on :${s.port}`).join(' and ')} in turn` : ` (http://127.0.0.1:${STORE_PORT})`}:`,
      );
      for (const [name, path] of PAGES) {
        const runs = new Map(stores.map((s) => [s, []]));
        for (let run = 0; run < RUNS; run++) {
          // Whichever goes first each run, so a machine's drift over the run falls on both alike.
          for (const s of run % 2 ? [...stores].reverse() : stores) {
            const before = await ask(s.store, { type: 'cpu' });
            const result = await autocannon({
              url: `http://127.0.0.1:${s.port}${path}`,
              connections: CONNECTIONS,
              duration: SECONDS,
              headers: HEADERS,
            });
            const after = await ask(s.store, { type: 'cpu' });
            runs
              .get(s)
              .push(
                runFigures(result, after.user - before.user + (after.system - before.system), after.renderFailures - before.renderFailures),
              );
          }
        }
        const summaries = stores.map((s) => ({ s, summary: summarise(runs.get(s)) }));
        for (const { s, summary } of summaries) {
          results.push({
            name,
            path,
            pageCache: mode,
            ...(stores.length > 1 ? { tree: s.tree.label } : {}),
            ...summary,
            runs: runs.get(s),
          });
          console.log(`${stores.length > 1 ? `${s.tree.label.padEnd(8)} ` : ''}${line(name, summary, runs.get(s))}`);
        }
        if (summaries.length > 1) console.log(ratioLine(name, summaries[0].summary, summaries[1].summary));
      }
      for (const { tree, store, profile } of stores) {
        await stopStore(store);
        if (!PROFILE || !existsSync(profile)) continue;
        console.log(`\nWhere the server's CPU went over all the runs, ${tree.label}, page cache ${mode} (self time, V8 profiler):`);
        for (const { part, ms, share } of summariseProfile(readProfile(profile)))
          console.log(`  ${part.padEnd(44)} ${(share * 100).toFixed(1).padStart(5)} %  ${Math.round(ms).toString().padStart(6)} ms`);
        console.log(`  (the whole profile: ${relative(root, profile)}, to open in DevTools' Performance panel)`);
      }
    }
    const end = await ask(proxy, { type: 'stats' });
    const missed = end.misses - warm.misses;
    console.log(
      `\nThe API proxy answered ${end.hits - warm.hits} calls from memory during the runs${missed ? ` and passed ${missed} to the mock (a page asked for something new: those runs include mock work)` : ', none from the mock'}.`,
    );
    mkdirSync(join(root, 'reports'), { recursive: true });
    writeFileSync(
      join(root, 'reports', 'bench-server.json'),
      JSON.stringify(
        {
          at: new Date().toISOString(),
          runs: RUNS,
          seconds: SECONDS,
          connections: CONNECTIONS,
          ...(AGAINST ? { against: trees[1].label } : {}),
          results,
        },
        null,
        2,
      ),
    );
  } finally {
    for (const child of children.reverse()) child.kill('SIGTERM');
  }
  process.exit(0);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
