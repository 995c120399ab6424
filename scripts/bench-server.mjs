#!/usr/bin/env node
// `npm run bench:server`: how many pages a second the production server renders, and how fast, when
// the API is not what holds it. Builds the store for a real API host (into .bench/, as `npm run bench`),
// starts the standalone mock API behind a caching proxy (scripts/lib/caching-proxy.mjs) as that host and
// the production server in a process of its own, renders each page a few times to warm both up, then
// loads each of home, a category, a product and the cart with autocannon (10 connections, 10 s, a
// browser's Accept-Encoding) 3 times, first with the server's page cache on and then off (every request
// rendered). One line per page: the medians of requests/s, p50 and p99 latency, and the server's CPU time
// per request. Not part of `npm test`.
//   BENCH_SERVER_PAGE_CACHE=both (on, off)
//   BENCH_SERVER_RUNS=3  BENCH_SERVER_SECONDS=10  BENCH_SERVER_CONNECTIONS=10
//   BENCH_SERVER_PROFILE=1: the server runs under V8's profiler, and a last table says where its CPU went
//   (render, validation, API calls, compression…), from reports/bench-server-profile/*.cpuprofile.
import { fork, spawn } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { median, PAGES } from './bench.mjs';
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
/** What Chromium sends with a page request: the server compresses as it would for a shopper. */
const PROFILE = process.env.BENCH_SERVER_PROFILE === '1';
const PROFILE_DIR = join(root, 'reports', 'bench-server-profile');
const HEADERS = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, deflate, br, zstd' };
/** With the server's page cache and without it (each request rendered): BENCH_SERVER_PAGE_CACHE=on|off|both. */
const MODES = { on: ['on'], off: ['off'], both: ['on', 'off'] }[process.env.BENCH_SERVER_PAGE_CACHE || 'both'] ?? ['on', 'off'];

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
async function fetchRendered(path) {
  const res = await fetch(`http://127.0.0.1:${STORE_PORT}${path}`, { headers: HEADERS });
  const html = await res.text();
  if (res.status !== 200 || !/<script type="application\/json" id="ssr-data">/.test(html))
    throw new Error(`${path} was not rendered on the server (status ${res.status}): the figures would be the empty page's`);
}

async function main() {
  ensureInstall(root);
  const { default: autocannon } = await import('autocannon');
  const { dist, distSsr } = buildForApi(root, join(root, '.bench'), `http://localhost:${API_PORT}`);
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
    const execArgv = PROFILE ? ['--cpu-prof', '--cpu-prof-dir', PROFILE_DIR] : [];
    let warm = null;
    const results = [];
    for (const mode of MODES) {
      const store = fork(join(root, 'scripts', 'lib', 'bench-store.mjs'), {
        execArgv,
        env: { ...process.env, NODE_ENV: 'production', DIST: dist, DIST_SSR: distSsr, PORT: String(STORE_PORT), PAGE_CACHE: mode },
      });
      children.push(store);
      await started(store, 'The store');

      // Each page three times: the proxy holds every API answer the pages ask for, and the server has
      // compiled its renderer, as a server that has been up for a while has.
      for (let i = 0; i < 3; i++) for (const [, path] of PAGES) await fetchRendered(path);
      warm ??= await ask(proxy, { type: 'stats' });

      console.log(
        `\nServer, page cache ${mode}, ${CONNECTIONS} connections × ${SECONDS} s, median of ${RUNS} runs, API answered from memory (http://127.0.0.1:${STORE_PORT}):`,
      );
      for (const [name, path] of PAGES) {
        const runs = [];
        for (let run = 0; run < RUNS; run++) {
          const before = await ask(store, { type: 'cpu' });
          const result = await autocannon({
            url: `http://127.0.0.1:${STORE_PORT}${path}`,
            connections: CONNECTIONS,
            duration: SECONDS,
            headers: HEADERS,
          });
          const after = await ask(store, { type: 'cpu' });
          runs.push(
            runFigures(result, after.user - before.user + (after.system - before.system), after.renderFailures - before.renderFailures),
          );
        }
        const summary = summarise(runs);
        results.push({ name, path, pageCache: mode, ...summary, runs });
        console.log(line(name, summary, runs));
      }
      if (PROFILE) {
        // The profile is written when the server exits of itself (disconnecting it closes it), not on a signal.
        await new Promise((resolve) => {
          store.once('exit', resolve);
          store.disconnect();
        });
        const file = readdirSync(PROFILE_DIR).find((f) => f.endsWith('.cpuprofile'));
        if (file) {
          console.log(`\nWhere the server's CPU went over all the runs, page cache ${mode} (self time, V8 profiler):`);
          for (const { part, ms, share } of summariseProfile(readProfile(join(PROFILE_DIR, file))))
            console.log(`  ${part.padEnd(44)} ${(share * 100).toFixed(1).padStart(5)} %  ${Math.round(ms).toString().padStart(6)} ms`);
          rmSync(PROFILE_DIR, { recursive: true, force: true });
        }
      } else {
        await new Promise((resolve) => {
          store.once('exit', resolve);
          store.disconnect();
        });
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
      JSON.stringify({ at: new Date().toISOString(), runs: RUNS, seconds: SECONDS, connections: CONNECTIONS, results }, null, 2),
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
