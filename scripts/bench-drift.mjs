#!/usr/bin/env node
// `npm run bench:drift`: how fast the drift checker reads a big recording, and in how much memory, with
// how many findings, beside Redocly CLI's `redocly drift` (the field's newest checker) and a plain loop of
// Ajv validators over the same file. The recording is real traffic: the checker
// drives the mock API (every operation, writes and probes included) and records it, then that traffic
// is repeated into a HAR of BENCH_DRIFT_ENTRIES entries (14,200 by default) and one of
// BENCH_DRIFT_MB megabytes (1,024 by default). Each run is a child process of its own, so its peak
// memory is its own. Not part of `npm test`. Writes its HARs to a temporary folder, removed after.
import { execFile } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { ensureInstall } from './lib/ensure-install.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const ENTRIES = Number(process.env.BENCH_DRIFT_ENTRIES || 14_200);
const MEGABYTES = Number(process.env.BENCH_DRIFT_MB || 1024);
const run = promisify(execFile);

/** The reason a child run failed, from what it printed. */
function failure(error) {
  const lines = String(error.stderr ?? error.message).split('\n');
  const said =
    lines.find((l) => /^\s*\w*Error\b[^:]*:/.test(l)) ??
    lines.find((l) => /could not run: /.test(l))?.replace(/^.*could not run: /, '') ??
    lines.find((l) => /heap|string/i.test(l));
  return { failed: said?.trim() ?? 'it failed' };
}

/**
 * `redocly drift` on the recording, in a child process of its own: its wall time (its start included, as a
 * team runs it), peak memory (a preload prints the process's own at exit) and findings (the problems of
 * its JSON report, and their occurrences).
 */
async function measureRedocly(har, server, dir) {
  const preload = join(dir, 'peak.cjs');
  writeFileSync(
    preload,
    "process.on('exit', () => require('node:fs').writeSync(2, '\\n' + JSON.stringify({ maxRss: process.resourceUsage().maxRSS }) + '\\n'));",
  );
  const report = join(dir, 'redocly.json');
  const bin = join(root, 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');
  const args = [
    '--require',
    preload,
    bin,
    'drift',
    har,
    '--api',
    'openapi/openapi.yaml',
    '--server',
    server,
    '--format',
    'json',
    '-o',
    report,
  ];
  const started = performance.now();
  let stderr;
  try {
    ({ stderr } = await run(process.execPath, args, { cwd: root, maxBuffer: 64 << 20 }));
  } catch (error) {
    // It exits 1 when it finds problems: its report is still written.
    if (!existsSync(report)) return failure(error);
    stderr = String(error.stderr ?? '');
  }
  const ms = performance.now() - started;
  const peak = stderr
    .split('\n')
    .reverse()
    .find((l) => l.startsWith('{"maxRss"'));
  const problems = JSON.parse(readFileSync(report, 'utf8')).problems ?? [];
  rmSync(report, { force: true });
  return {
    ms,
    maxRss: peak ? JSON.parse(peak).maxRss : NaN,
    findings: problems.length,
    occurrences: problems.reduce((n, p) => n + (p.occurrences ?? 1), 0),
  };
}

/** One run in a child process: resolves to its entries, milliseconds and peak memory, or why it failed. */
async function measure(kind, har, extra = []) {
  const cli = pathToFileURL(join(root, 'packages', 'drift', 'cli.mjs')).href;
  const contract = pathToFileURL(join(root, 'packages', 'drift', 'contract.mjs')).href;
  const script =
    kind === 'drift'
      ? // The checker as a team runs it: the whole run, report written (to nowhere), from its command line.
        `const { main } = await import(${JSON.stringify(cli)});
         const started = performance.now();
         const code = await main(['--har', ${JSON.stringify(har)}, '--format', 'json', '--output', ${JSON.stringify(`${har}.report.json`)}, ...${JSON.stringify(extra)}]);
         console.log(JSON.stringify({ code, ms: performance.now() - started, maxRss: process.resourceUsage().maxRSS }));`
      : // A plain loop: the file parsed whole, each response body validated by its operation's Ajv validator.
        `const { readFileSync } = await import('node:fs');
         const { loadContract } = await import(${JSON.stringify(contract)});
         const started = performance.now();
         const contract = loadContract();
         const entries = JSON.parse(readFileSync(${JSON.stringify(har)}, 'utf8')).log.entries;
         let invalid = 0;
         for (const e of entries) {
           const url = new URL(e.request.url);
           const { operation } = contract.match(e.request.method, url.pathname);
           const response = operation?.responses[String(e.response.status)];
           if (!response?.content?.['application/json'] || !e.response.content?.text) continue;
           const validate = contract.validatorAt(response.pointer + '/content/application~1json/schema');
           if (!validate(JSON.parse(e.response.content.text))) invalid++;
         }
         console.log(JSON.stringify({ code: invalid ? 1 : 0, ms: performance.now() - started, maxRss: process.resourceUsage().maxRSS }));`;
  try {
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: root, maxBuffer: 1 << 20 });
    const result = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}');
    if (kind !== 'drift') return result;
    const findings = JSON.parse(readFileSync(`${har}.report.json`, 'utf8')).summary.findings;
    rmSync(`${har}.report.json`, { force: true });
    return { ...result, findings };
  } catch (error) {
    return failure(error);
  }
}

/** A HAR of the recorded entries repeated, written as it grows: until `count` entries or `bytes` bytes. */
function repeat(entries, file, { count = Infinity, bytes = Infinity }) {
  const parts = entries.map((e) => JSON.stringify(e));
  const out = openSync(file, 'w');
  writeSync(out, '{"log":{"version":"1.2","creator":{"name":"npm run bench:drift","version":"1"},"entries":[');
  let n = 0;
  let size = 0;
  let batch = [];
  while (n < count && size < bytes) {
    const part = (n ? ',' : '') + parts[n % parts.length];
    batch.push(part);
    size += part.length;
    n++;
    if (batch.length === 2000) {
      writeSync(out, batch.join(''));
      batch = [];
    }
  }
  writeSync(out, `${batch.join('')}]}}`);
  closeSync(out);
  return { entries: n, mb: statSync(file).size / 1e6 };
}

const fmt = (n, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
function line(name, entries, result) {
  if ('failed' in result) return `  ${name.padEnd(15)} could not run: ${result.failed}`;
  const perSecond = entries / (result.ms / 1000);
  const found =
    result.findings === undefined
      ? ''
      : `  ${fmt(result.findings)} findings${result.occurrences === undefined ? '' : ` (${fmt(result.occurrences)} occurrences)`}`;
  return `  ${name.padEnd(15)} ${fmt(perSecond).padStart(7)} entries/s  peak ${fmt(result.maxRss / 1024).padStart(5)} MB  (${fmt(result.ms / 1000, 2)} s)${found}`;
}

async function main() {
  ensureInstall(root);
  const dir = mkdtempSync(join(tmpdir(), 'bench-drift-'));
  try {
    const { createServer } = await import('vite');
    const vite = await createServer({
      root,
      logLevel: 'error',
      appType: 'custom',
      server: { middlewareMode: true, hmr: false, watch: null },
    });
    const { startMockServer } = await vite.ssrLoadModule('/mocks/server.ts');
    const mock = await startMockServer({ port: 0 });
    const origin = new URL(mock.url).origin;
    const recorded = join(dir, 'recorded.har');
    const { main: drift } = await import('../packages/drift/cli.mjs');
    await drift([
      '--live',
      mock.url,
      '--plan',
      'openapi/drift-plan.mjs',
      '--writes',
      '--sweep',
      '--record',
      recorded,
      '--format',
      'json',
      '--output',
      '/dev/null',
    ]);
    await mock.close();
    await vite.close();
    const { entries } = JSON.parse(readFileSync(recorded, 'utf8')).log;
    console.log(`Recorded ${entries.length} exchanges of real traffic with the mock API (every operation, writes and probes).`);

    const small = repeat(entries, join(dir, 'repeated.har'), { count: ENTRIES });
    console.log(`\nThat traffic repeated: ${fmt(small.entries)} entries, ${fmt(small.mb, 1)} MB`);
    console.log(line('drift checker', small.entries, await measure('drift', join(dir, 'repeated.har'))));
    console.log(line('  2 workers', small.entries, await measure('drift', join(dir, 'repeated.har'), ['--workers', '2'])));
    console.log(line('redocly drift', small.entries, await measureRedocly(join(dir, 'repeated.har'), origin, dir)));
    console.log(line('plain Ajv loop', small.entries, await measure('ajv', join(dir, 'repeated.har'))));

    const big = repeat(entries, join(dir, 'big.har'), { bytes: MEGABYTES * 1024 * 1024 });
    console.log(`\nThat traffic repeated: ${fmt(big.entries)} entries, ${fmt(big.mb, 1)} MB`);
    console.log(line('drift checker', big.entries, await measure('drift', join(dir, 'big.har'))));
    console.log(line('  no workers', big.entries, await measure('drift', join(dir, 'big.har'), ['--workers', '0'])));
    console.log(line('redocly drift', big.entries, await measureRedocly(join(dir, 'big.har'), origin, dir)));
    console.log(line('plain Ajv loop', big.entries, await measure('ajv', join(dir, 'big.har'))));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().then(
    () => process.exit(0),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
