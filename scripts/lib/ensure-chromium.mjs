// Finds Debian's Chromium for the end-to-end tests, installing it with apt-get when running as root.
// Playwright never downloads a browser here: it is pointed at this executable.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';

export function chromiumPath() {
  return process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM;
}

export function ensureChromium() {
  const path = chromiumPath();
  if (existsSync(path)) return path;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium was not found at ${path}.\nInstall Debian's package as root:  apt-get update && apt-get install -y chromium\nor point CHROMIUM_PATH at a Chromium or Chrome executable.`,
    );
    return null;
  }
  console.log("Installing Debian's chromium with apt-get…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install =
    update.status === 0 && spawnSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-liberation'], { stdio: 'inherit', env });
  if (!install || install.status !== 0 || !existsSync(path)) {
    console.error(`apt-get could not install chromium; install it by hand or set CHROMIUM_PATH.`);
    return null;
  }
  return path;
}
