#!/usr/bin/env node
// `npm run container:check`: the Dockerfile's own commands, run without Docker (no engine runs here) in a
// clean folder, as its two stages would: the committed source (git archive HEAD) is the build context;
// the build stage's RUN lines run in it (`npm ci`, the build) with its ARG; the image's folder gets only
// what its COPY --from=build lines take; the server starts there with the image's ENV and CMD; the
// HEALTHCHECK command must pass, /readyz answer 200, and SIGTERM stop the server with exit 0 within
// the drain bound. Not part of `npm test` (npm ci from the registry takes minutes).
//   --api <url>   the build-arg API (a real-API build); the check then starts the mock API there first
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The Dockerfile's instructions by stage: each stage's WORKDIR, ENV, ARG, RUN, COPY and CMD/HEALTHCHECK.
 * Continuation lines (a trailing backslash) are joined; comments are dropped.
 * @param {string} text
 */
export function parseDockerfile(text) {
  const lines = text
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const stages = [];
  for (const line of lines) {
    const [, op, rest] = /^(\w+)\s+(.*)$/.exec(line) ?? [];
    if (!op) continue;
    if (op === 'FROM') {
      stages.push({ from: rest, env: {}, args: {}, run: [], copy: [], cmd: null, healthcheck: null, user: null });
      continue;
    }
    const stage = stages.at(-1);
    if (!stage) throw new Error(`${op} before FROM`);
    if (op === 'ENV') for (const [, k, v] of rest.matchAll(/(\w+)=(\S*)/g)) stage.env[k] = v;
    else if (op === 'ARG') {
      const [k, v = ''] = rest.split('=');
      stage.args[k] = v;
    } else if (op === 'RUN') stage.run.push(rest);
    else if (op === 'COPY') {
      const from = /--from=(\S+)/.exec(rest)?.[1] ?? null;
      const paths = rest
        .split(/\s+/)
        .filter((p) => !p.startsWith('--'))
        .map((p) => p.replace(/^\/app\/?/, '') || '.');
      stage.copy.push({ from, sources: paths.slice(0, -1), target: paths.at(-1) });
    } else if (op === 'CMD') stage.cmd = JSON.parse(rest);
    else if (op === 'HEALTHCHECK') stage.healthcheck = JSON.parse(rest.slice(rest.indexOf('CMD') + 3).trim());
    else if (op === 'USER') stage.user = rest;
  }
  return stages;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function main() {
  const at = process.argv.indexOf('--api');
  const api = at > 0 ? process.argv[at + 1] : '';
  const [build, image] = parseDockerfile(readFileSync(join(root, 'Dockerfile'), 'utf8'));
  const work = mkdtempSync(join(tmpdir(), 'container-check-'));
  const context = join(work, 'build');
  const app = join(work, 'image');
  mkdirSync(context);
  mkdirSync(app);
  const children = [];
  try {
    console.log(`Build context: the committed source (git archive HEAD) in ${context}`);
    const tar = execFileSync('git', ['archive', 'HEAD'], { cwd: root, maxBuffer: 1 << 30 });
    spawnSync('tar', ['-x', '-C', context], { input: tar, stdio: ['pipe', 'inherit', 'inherit'] });
    const buildEnv = { ...process.env, ...build.args, API: api, ...build.env };
    delete buildEnv.NODE_ENV;
    for (const command of build.run) {
      console.log(`\n$ ${command}`);
      const r = spawnSync('sh', ['-c', command], { cwd: context, stdio: 'inherit', env: buildEnv });
      if (r.status !== 0) throw new Error(`The build stage failed at: ${command}`);
    }
    for (const { from, sources, target } of image.copy) {
      if (from !== 'build') continue;
      for (const source of sources) {
        const to = target.endsWith('/') || sources.length > 1 ? join(app, target, source.split('/').at(-1)) : join(app, target);
        console.log(`COPY ${source} -> ${to.slice(work.length)}`);
        cpSync(join(context, source), to, { recursive: true, verbatimSymlinks: true });
      }
    }
    rmSync(context, { recursive: true, force: true });
    const port = 4390;
    if (api) {
      const mock = spawn('node', [join(root, 'scripts', 'mock-api.mjs')], {
        env: { ...process.env, PORT: new URL(api).port },
        stdio: 'ignore',
      });
      children.push(mock);
      await sleep(3000);
    }
    // Only what the image has: PATH for node, and the image's ENV (the port moved off the common 3000).
    const env = { PATH: process.env.PATH, HOME: app, ...image.env, PORT: String(port), HOST: '127.0.0.1' };
    console.log(`\n$ ${image.cmd.join(' ')}   (in ${app.slice(work.length)}, ${Object.keys(image.env).join(', ')})`);
    const server = spawn(image.cmd[0], image.cmd.slice(1), { cwd: app, env, stdio: ['ignore', 'pipe', 'inherit'] });
    children.push(server);
    let out = '';
    server.stdout.on('data', (chunk) => {
      out += chunk;
    });
    const origin = `http://127.0.0.1:${port}`;
    let healthy = false;
    for (let i = 0; i < 60 && !healthy; i++) {
      await sleep(500);
      healthy = spawnSync(image.healthcheck[0], image.healthcheck.slice(1), { env, timeout: 3000 }).status === 0;
    }
    if (!healthy) throw new Error(`The HEALTHCHECK command never passed. Server output:\n${out}`);
    console.log('HEALTHCHECK passes');
    const ready = await fetch(`${origin}/readyz`);
    console.log(`/readyz ${ready.status} ${await ready.text()}`);
    if (ready.status !== 200) throw new Error('/readyz did not answer 200');
    const page = await fetch(`${origin}/`, { headers: { accept: 'text/html' } });
    const html = await page.text();
    console.log(`/ ${page.status}, ${html.length} characters, ${page.headers.get('cache-control')}`);
    if (page.status !== 200 || !html.includes('id="ssr-data"')) throw new Error('The home page was not rendered on the server');
    const stopped = new Promise((resolve) => server.once('exit', (code) => resolve(code)));
    const started = Date.now();
    server.kill('SIGTERM');
    const code = await Promise.race([stopped, sleep(12_000).then(() => 'still running')]);
    console.log(`SIGTERM: exit ${code} after ${Date.now() - started} ms`);
    if (code !== 0) throw new Error('The server did not stop cleanly on SIGTERM');
    console.log(`\nThe Dockerfile's commands work in a clean folder (${api ? `API ${api}` : 'mock API'}).`);
  } finally {
    for (const child of children) child.kill('SIGKILL');
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
