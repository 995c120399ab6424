// @vitest-environment node
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// ESLint's import-x/no-cycle refuses a cycle of imports that run, but looks past `import type`: two files
// that each need the other's types are still one module in two files, and the next value import between
// them is a cycle that runs. This counts every import, types included, the way TypeScript resolves it.
const root = join(import.meta.dirname, '../..');
const TREES = ['src', 'mocks'];

function sourceFiles(): string[] {
  return TREES.flatMap((tree) =>
    readdirSync(join(root, tree), { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts'))
      .map((f) => join(root, tree, f)),
  );
}

function compilerOptions(): ts.CompilerOptions {
  const file = join(root, 'tsconfig.app.json');
  const { config } = ts.readConfigFile(file, (p) => ts.sys.readFile(p));
  return ts.parseJsonConfigFileContent(config, ts.sys, root, undefined, file).options;
}

/** Each file's imports of the project's own files (type-only ones included), by absolute path. */
function importGraph(): Map<string, string[]> {
  const options = compilerOptions();
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles()) {
    const text = ts.sys.readFile(file) ?? '';
    const { importedFiles } = ts.preProcessFile(text, true, true);
    const targets = importedFiles
      .map((i) => ts.resolveModuleName(i.fileName, file, options, ts.sys).resolvedModule?.resolvedFileName)
      .filter(
        (f): f is string =>
          f !== undefined && !f.includes('/node_modules/') && (f.startsWith(join(root, 'src')) || f.startsWith(join(root, 'mocks'))),
      );
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Groups of files that reach each other through their imports (Tarjan's strongly connected components). */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
      }
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string | undefined;
      do {
        w = stack.pop();
        if (w === undefined) break;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) found.push(group.map((f) => relative(root, f)).sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('no import cycle, type imports counted', () => {
  it('finds none in src and mocks', () => {
    expect(cycles(importGraph())).toEqual([]);
  });

  it('counts an import of types alone as an import', () => {
    // mocks/db/sessions.ts needs only the state's types.
    expect(importGraph().get(join(root, 'mocks/db/sessions.ts'))).toContain(join(root, 'mocks/db/state.ts'));
  });

  it('finds a circle of two files, and not the file that only imports one of them', () => {
    const graph = new Map([
      ['/p/a.ts', ['/p/b.ts']],
      ['/p/b.ts', ['/p/a.ts']],
      ['/p/c.ts', ['/p/a.ts']],
    ]);
    expect(cycles(graph).map((g) => g.length)).toEqual([2]);
  });
});
