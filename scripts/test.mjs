#!/usr/bin/env node
// `npm test`: installs what is missing (Chromium included), runs every check, and ends with one line
// `N passed, N failed` totalling all suites. Exits non-zero when anything fails.
// Run a subset with names: `npm test -- unit e2e` (names: see the steps below).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './lib/ensure-chromium.mjs';
import { ensureInstall } from './lib/ensure-install.mjs';
import { onProjectNode } from './lib/project-node.mjs';
import { CHAT_SCRIPT_URL } from '../tests/e2e/support/chat-host.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tmp = join(root, '.tmp');
const bin = (name) => join(root, 'node_modules', '.bin', name);

function run(cmd, args, env = {}) {
  const started = Date.now();
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return { ok: result.status === 0, seconds: (Date.now() - started) / 1000 };
}

/** A check run with its output kept, to be printed whole when it is done (checks run side by side). */
function runKept(cmd, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' } });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${String(error)}\n`)));
    child.on('close', (code) => resolve({ ok: code === 0, seconds: (Date.now() - started) / 1000, output: Buffer.concat(output) }));
  });
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * A check counts as one test; a test runner counts its own tests. A `check` only reads the source, so the
 * checks run side by side, one a core (each is one process: 63 s one after another on two cores, 46 s
 * side by side), and each one's output is printed whole, in this order; the times they print overlap.
 */
const steps = [
  {
    name: 'api-lint',
    title: 'OpenAPI contract lint (Redocly; examples validated against schemas)',
    check: [bin('redocly'), ['lint', 'openapi/openapi.yaml', '--format=stylish']],
  },
  {
    name: 'generated',
    title: 'Generated code up to date with openapi/',
    check: ['node', [join(root, 'scripts', 'generate.mjs'), '--check']],
  },
  { name: 'typecheck', title: 'TypeScript (strict)', check: [bin('tsc'), ['-b', '--noEmit']] },
  {
    name: 'format',
    title: 'Formatting (Prettier, 140 columns; `npm run format` applies it)',
    check: [bin('prettier'), ['--check', '.', '--log-level=warn']],
  },
  {
    name: 'lint',
    title: 'ESLint (typescript-eslint, react-hooks, jsx-a11y, layers)',
    check: [bin('eslint'), ['.', '--max-warnings=0']],
  },
  {
    name: 'knip',
    title: 'No unused files, exports or dependencies (knip; what it cannot see is explained in knip.jsonc)',
    check: [bin('knip'), ['--no-progress']],
  },
  {
    name: 'unit',
    title: 'Unit, integration and contract tests (vitest)',
    run: () => {
      const out = join(tmp, 'vitest.json');
      rmSync(out, { force: true });
      const r = run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`]);
      const report = readJson(out);
      if (!report) return { ...r, passed: 0, failed: 1 };
      const failed = report.numFailedTests + (r.ok || report.numFailedTests ? 0 : 1);
      return { ...r, passed: report.numPassedTests, failed };
    },
  },
  {
    name: 'build',
    title: 'Production build, browser and server (mocks on and a chat widget, as the e2e suite serves it)',
    run: () => buildAll(),
  },
  {
    name: 'size',
    title: 'Bundle budget and no mock code in a real-API build',
    needs: 'build',
    run: () => run('node', [join(root, 'scripts', 'size.mjs')]),
  },
  {
    name: 'e2e',
    title: 'End-to-end in Chromium with axe (Playwright)',
    needs: 'build',
    run: () => {
      const chromium = ensureChromium();
      if (!chromium) return { ok: false, seconds: 0, passed: 0, failed: 1 };
      const out = join(tmp, 'playwright.json');
      rmSync(out, { force: true });
      const r = run(bin('playwright'), ['test', '--reporter=list,json'], {
        PLAYWRIGHT_JSON_OUTPUT_NAME: out,
        CHROMIUM_PATH: chromium,
        // The servers of the build just made, never one left on a port from another (playwright.config.ts).
        E2E_OWN_SERVERS: '1',
      });
      const stats = readJson(out)?.stats;
      if (!stats) return { ...r, passed: 0, failed: 1 };
      return { ...r, passed: stats.expected + stats.flaky, failed: stats.unexpected + (r.ok || stats.unexpected ? 0 : 1) };
    },
  },
];

/**
 * `npm run build`: the browser's bundle into dist/, then the server renderer into dist-ssr/; with the chat
 * widget configured, as a store with one is, from the stand-in host the e2e suite starts.
 */
function buildAll() {
  const env = { VITE_CHAT_SCRIPT_URL: CHAT_SCRIPT_URL };
  const browser = run(bin('vite'), ['build'], env);
  if (!browser.ok) return browser;
  const server = run(bin('vite'), ['build', '--ssr'], env);
  return { ...server, seconds: browser.seconds + server.seconds };
}

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const unknown = wanted.filter((w) => !steps.some((s) => s.name === w));
if (unknown.length) {
  console.error(`Unknown step(s): ${unknown.join(', ')}. Steps: ${steps.map((s) => s.name).join(', ')}`);
  process.exit(2);
}

ensureInstall(root);
// Every check runs on the project's Node (24 LTS), whatever Node started npm test.
onProjectNode(root, fileURLToPath(import.meta.url));
console.log(`Node ${process.version}`);
mkdirSync(tmp, { recursive: true });

const selected = steps.filter((step) => !wanted.length || wanted.includes(step.name));
const checks = new Map();
{
  // One a core; each one finishing starts the next, so a check has started by the time those before it are done.
  const queue = selected.filter((step) => step.check);
  const next = () => {
    const step = queue.shift();
    if (!step) return;
    const running = runKept(...step.check);
    running.then(next);
    checks.set(step.name, running);
  };
  for (let i = 0; i < availableParallelism(); i++) next();
}

const results = [];
for (const step of selected) {
  console.log(`\n━━ ${step.title} ━━`);
  if (step.check) {
    const r = await checks.get(step.name);
    process.stdout.write(r.output);
    results.push({ name: step.name, ok: r.ok, seconds: r.seconds, passed: r.ok ? 1 : 0, failed: r.ok ? 0 : 1 });
    continue;
  }
  const needed = step.needs && results.find((r) => r.name === step.needs);
  if (needed && !needed.ok) {
    console.log(`skipped: ${step.needs} failed`);
    results.push({ name: step.name, ok: false, passed: 0, failed: 1, seconds: 0 });
    continue;
  }
  if (step.needs && !needed && !(existsSync(join(root, 'dist', 'index.html')) && existsSync(join(root, 'dist-ssr', 'entry-server.js')))) {
    buildAll();
  }
  const r = step.run();
  results.push({ name: step.name, ok: r.ok, seconds: r.seconds, passed: r.passed ?? (r.ok ? 1 : 0), failed: r.failed ?? (r.ok ? 0 : 1) });
}

console.log('\n━━ Summary ━━');
for (const r of results) {
  console.log(
    `${r.ok ? 'ok  ' : 'FAIL'}  ${r.name.padEnd(10)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed  ${r.seconds.toFixed(1)}s`,
  );
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || results.some((r) => !r.ok) ? 1 : 0);
