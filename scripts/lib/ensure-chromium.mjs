// Finds Debian's headless Chromium for the end-to-end tests, installing it with apt-get when running as root.
// Playwright never downloads a browser here: it is pointed at this executable.
//
// The tests run in Chromium's headless shell (Debian's chromium-headless-shell, the build Playwright itself
// runs headless tests in): the same Blink, V8 and network stack as the browser, without the browser's
// windowing and UI, which on a 2-core machine cost about as much CPU again as the pages themselves
// (docs/decisions/0032-the-browser-tests-run-in-chromiums-headless-shell.md).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const DEFAULT_CHROMIUM = '/usr/bin/chromium-headless-shell';
/** Debian's packages for it: the shell, and the fonts the pages are measured in. */
const PACKAGES = ['chromium-headless-shell', 'fonts-liberation'];

export function chromiumPath() {
  return process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM;
}

export function ensureChromium() {
  const path = chromiumPath();
  if (existsSync(path)) return path;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium's headless shell was not found at ${path}.\nInstall Debian's package as root:  apt-get update && apt-get install -y ${PACKAGES.join(' ')}\nor point CHROMIUM_PATH at a Chromium or Chrome executable.`,
    );
    return null;
  }
  console.log(`Installing Debian's ${PACKAGES[0]} with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install = update.status === 0 && spawnSync('apt-get', ['install', '-y', '-qq', ...PACKAGES], { stdio: 'inherit', env });
  if (!install || install.status !== 0 || !existsSync(path)) {
    console.error(`apt-get could not install ${PACKAGES[0]}; install it by hand or set CHROMIUM_PATH.`);
    return null;
  }
  return path;
}
