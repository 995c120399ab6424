// Installs node_modules with `npm ci` when it is missing or older than package-lock.json.
// Plain Node, no dependencies: it runs before anything is installed.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** @param {string} root */
export function needsInstall(root) {
  const lock = join(root, 'package-lock.json');
  const marker = join(root, 'node_modules', '.package-lock.json');
  if (!existsSync(marker)) return true;
  return statSync(marker).mtimeMs < statSync(lock).mtimeMs;
}

/** @param {string} root */
export function ensureInstall(root) {
  if (!needsInstall(root)) return;
  console.log('Installing dependencies (npm ci)…');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
  if (result.status !== 0) {
    console.error('npm ci failed: see the messages above.');
    process.exit(result.status ?? 1);
  }
}
