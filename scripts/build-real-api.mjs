#!/usr/bin/env node
// The production build for a real API host: `npm run build:real-api -- --api https://api.example.com`
// (or VITE_API_BASE_URL in the environment). The mock API is off and not a byte of it is in the build,
// which this checks before it says done. `npm run serve` then serves dist/ with server rendering (dist-ssr/).
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findMockLeaks } from './size.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The API origin from `--api <url>` / `--api=<url>`, else VITE_API_BASE_URL; null when neither is a URL. */
export function apiOrigin(argv, env) {
  const at = argv.findIndex((a) => a === '--api' || a.startsWith('--api='));
  const given = at < 0 ? env.VITE_API_BASE_URL : argv[at].includes('=') ? argv[at].slice('--api='.length) : argv[at + 1];
  if (!given) return null;
  try {
    const url = new URL(given);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

function main() {
  const api = apiOrigin(process.argv.slice(2), process.env);
  if (!api) {
    console.error(
      'Say where the API is: npm run build:real-api -- --api https://api.example.com (or set VITE_API_BASE_URL to an http(s) URL).',
    );
    process.exit(2);
  }
  const outDir = join(root, 'dist');
  const r = spawnSync(join(root, 'node_modules', '.bin', 'vite'), ['build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, VITE_API_BASE_URL: api, VITE_MOCKS: 'off' },
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
  // The server renderer, built with the same settings, so it fetches from the same API host.
  const ssr = spawnSync(join(root, 'node_modules', '.bin', 'vite'), ['build', '--ssr'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, VITE_API_BASE_URL: api, VITE_MOCKS: 'off' },
  });
  if (ssr.status !== 0) process.exit(ssr.status ?? 1);
  const leaks = findMockLeaks(outDir);
  if (leaks.length) {
    console.error(`Mock code found in the build for ${api}:\n  ${leaks.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`Built dist/ for the API at ${api}, with no mock code in it. Serve it with: npm run serve`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
