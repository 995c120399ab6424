// What the two benchmarks share: the store built for a real API host (into .bench/, leaving dist/ alone),
// and waiting for a child process to say it is up.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * Builds the browser and server bundles of the source in `root` for the API at `api` into `out`/dist and
 * `out`/dist-ssr, with the Vite in `tools` (this checkout's, for a commit checked out beside it); exits on failure.
 */
export function buildForApi(root, out, api, tools = root) {
  const vite = join(tools, 'node_modules', '.bin', 'vite');
  const env = { ...process.env, VITE_API_BASE_URL: api, VITE_MOCKS: 'off' };
  console.log(`Building for the API at ${api} (into ${out})…`);
  for (const args of [
    ['build', '--outDir', join(out, 'dist'), '--emptyOutDir'],
    ['build', '--ssr', '--outDir', join(out, 'dist-ssr'), '--emptyOutDir'],
  ]) {
    const r = spawnSync(vite, [...args, '--logLevel', 'warn'], { cwd: root, stdio: 'inherit', env });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
  return { dist: join(out, 'dist'), distSsr: join(out, 'dist-ssr') };
}

/** Resolves when the child prints a line matching `pattern` on stdout; rejects when it exits first or after 60 s. */
export function waitForLine(child, pattern, what) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not start in 60 s`)), 60_000);
    child.stdout.on('data', (chunk) => {
      if (pattern.test(String(chunk))) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => reject(new Error(`${what} exited with ${code}`)));
  });
}
