// No two modules of the store import each other, even when one side imports only types. ESLint's
// import-x/no-cycle skips type-only imports (it guards against modules that run before their imports
// are ready), so it missed circles such as a state module and its sessions module importing each
// other's types: the code then reads as one tangled module. dpdm follows every import, types included,
// with the same path aliases as TypeScript.
import { parseCircular, parseDependencyTree } from 'dpdm';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The import circles among `globs`, each as the files it goes through (relative to the repository). */
async function circles(globs, tsconfig = join(root, 'tsconfig.tooling.json')) {
  const tree = await parseDependencyTree(globs, {
    context: root,
    tsconfig,
    transform: false,
    skipDynamicImports: false,
    exclude: /node_modules/,
  });
  return parseCircular(tree);
}

describe('no import circles, type imports counted', { timeout: 120_000 }, () => {
  const dir = join(root, '.tmp', `type-cycle-probe-${process.pid}`);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('finds a circle whose one side imports only a type, and none once that import goes', async () => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, 'state.ts'),
      "import { open } from './sessions';\nexport interface State { n: number }\nexport const s = open;\n",
    );
    writeFileSync(join(dir, 'sessions.ts'), "import type { State } from './state';\nexport const open = (s: State) => s.n;\n");
    const probe = [join(dir, '*.ts')];
    expect(await circles(probe)).toEqual([[expect.stringMatching(/state\.ts$/), expect.stringMatching(/sessions\.ts$/)]]);
    writeFileSync(join(dir, 'sessions.ts'), 'export const open = (s: { n: number }) => s.n;\n');
    expect(await circles(probe)).toEqual([]);
  });

  it('the store, its mock API and its server have none', async () => {
    expect(await circles(['src/**/*.{ts,tsx}', 'mocks/**/*.ts', 'server/*.ts'])).toEqual([]);
  });
});
