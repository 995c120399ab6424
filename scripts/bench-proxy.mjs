#!/usr/bin/env node
// `npm run bench:proxy`: what the drift proxy adds to a request. The mock API runs on loopback, the proxy
// (`npm run drift -- --proxy`) runs in front of it as its own process, and the same requests (the store's
// own reads: spot prices, a category page, a product, the menu) go alternately straight to the API and
// through the proxy, one at a time on kept-alive connections. It prints each side's latency and what the
// proxy adds at p50 and p90, and exits 1 when it adds 5 ms or more at p50. Not part of `npm test`.
import { spawn } from 'node:child_process';
import { request, Agent } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstall } from './lib/ensure-install.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const ROUNDS = Number(process.env.BENCH_PROXY_ROUNDS || 300);
const LIMIT_MS = 5;
const PATHS = [
  '/api/Pricing/GetSpotPrices',
  '/api/UI/GetMenu',
  '/api/Product/GetProductsByCategory?slug=silver-bullion&pageSize=24',
  '/api/Product/GetProductDetails?productId=2011',
];

const agent = new Agent({ keepAlive: true, maxSockets: 1 });
/** One GET read to its last byte; resolves to its milliseconds. */
function timed(url) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    request(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => (res.statusCode === 200 ? resolve(performance.now() - started) : reject(new Error(`${url}: ${res.statusCode}`))));
    })
      .on('error', reject)
      .end();
  });
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const ms = (n) => `${n.toFixed(2)} ms`;

/** The proxy as a team runs it, in a process of its own; resolves once it says where it listens. */
function startProxy(target) {
  const child = spawn(
    process.execPath,
    [join(root, 'packages', 'drift', 'cli.mjs'), '--proxy', target, '--port', '0', '--quiet', '--output', '/dev/null'],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let said = '';
  return new Promise((resolve, reject) => {
    child.stderr.on('data', (chunk) => {
      said += chunk;
      const at = /Drift proxy on (http:\/\/[^,]+),/.exec(said);
      if (at) resolve({ url: at[1], child, said: () => said });
    });
    child.on('exit', (code) => reject(new Error(`the proxy stopped (${code}): ${said}`)));
  });
}

async function main() {
  ensureInstall(root);
  const { createServer } = await import('vite');
  const vite = await createServer({
    root,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null },
  });
  const { startMockServer } = await vite.ssrLoadModule('/mocks/server.ts');
  const mock = await startMockServer({ port: 0 });
  const proxy = await startProxy(mock.url);
  try {
    const direct = [];
    const through = [];
    // Warm-up: the mock's and the proxy's code compiled, the connections open.
    for (let i = 0; i < 20; i++) {
      for (const path of PATHS) {
        await timed(mock.url + path);
        await timed(proxy.url + path);
      }
    }
    for (let round = 0; round < ROUNDS; round++) {
      for (const path of PATHS) {
        // Alternated, so a slow moment of the machine falls on both sides alike.
        if (round % 2) {
          direct.push(await timed(mock.url + path));
          through.push(await timed(proxy.url + path));
        } else {
          through.push(await timed(proxy.url + path));
          direct.push(await timed(mock.url + path));
        }
      }
    }
    direct.sort((a, b) => a - b);
    through.sort((a, b) => a - b);
    console.log(`${direct.length} requests each way (${PATHS.length} of the store's reads, ${ROUNDS} rounds), one at a time on loopback:`);
    for (const [name, list] of [
      ['straight to the API', direct],
      ['through the proxy', through],
    ])
      console.log(`  ${name.padEnd(20)} p50 ${ms(quantile(list, 0.5))}  p90 ${ms(quantile(list, 0.9))}  p99 ${ms(quantile(list, 0.99))}`);
    const added = quantile(through, 0.5) - quantile(direct, 0.5);
    console.log(
      `The proxy adds ${ms(added)} at p50 and ${ms(quantile(through, 0.9) - quantile(direct, 0.9))} at p90 (limit: under ${LIMIT_MS} ms at p50): ${added < LIMIT_MS ? 'met' : 'NOT met'}.`,
    );
    proxy.child.kill('SIGTERM');
    await new Promise((resolve) => proxy.child.on('exit', resolve));
    const stopped = /Drift proxy stopped: .*/.exec(proxy.said());
    if (stopped) console.log(stopped[0]);
    return added < LIMIT_MS;
  } finally {
    if (proxy.child.exitCode === null) proxy.child.kill('SIGKILL');
    agent.destroy();
    await mock.close();
    await vite.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().then(
    (met) => process.exit(met ? 0 : 1),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
