// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// docs/spec-conformance.md lists every checkable line of the spec and where the store does it. This keeps
// the list honest as the code moves: a row is done, differs (with its decision) or inferred, never
// "missing", and every file it names exists.
const root = join(__dirname, '..', '..');
const doc = readFileSync(join(root, 'docs', 'spec-conformance.md'), 'utf8');

interface Row {
  id: string;
  status: string;
  where: string;
  tested: string;
}

const rows: Row[] = doc
  .split('\n')
  .filter((line) => /^\| \d+\.\d+ \|/.test(line))
  .map((line) => {
    const cells = line.split(' | ').map((c) => c.replace(/^\| |\s*\|$/g, '').trim());
    return { id: cells[0] ?? '', status: cells[2] ?? '', where: cells[3] ?? '', tested: cells[4] ?? '' };
  });

/** The repository paths a cell names in backticks (a file or folder under one of the project's roots). */
const pathsIn = (cell: string) =>
  [...cell.matchAll(/`([^`\s]+)`/g)].map((m) => m[1] ?? '').filter((p) => /^(src|tests|mocks|scripts|openapi|docs|packages)\//.test(p));

describe('the spec conformance checklist', () => {
  it('has a row for each section’s lines, each numbered once', () => {
    expect(rows.length).toBeGreaterThanOrEqual(100);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    for (const section of ['1', '2', '3', '4', '5', '6', '7', '8', '9'])
      expect(
        rows.some((r) => r.id.startsWith(`${section}.`)),
        `section ${section}`,
      ).toBe(true);
  });

  it('leaves no line missing: each is done, differs or inferred, and names where and what tests it', () => {
    for (const r of rows) {
      expect(['done', 'differs', 'inferred'], r.id).toContain(r.status);
      expect(pathsIn(r.where).length, `${r.id}: where`).toBeGreaterThan(0);
      expect(pathsIn(r.tested).length, `${r.id}: tested by`).toBeGreaterThan(0);
    }
  });

  it('gives each difference its decision record', () => {
    for (const r of rows.filter((x) => x.status === 'differs'))
      expect(
        pathsIn(r.where).some((p) => p.startsWith('docs/decisions/')),
        r.id,
      ).toBe(true);
  });

  it('names only files that exist', () => {
    const missing = rows.flatMap((r) =>
      [...pathsIn(r.where), ...pathsIn(r.tested)].filter((p) => !existsSync(join(root, p))).map((p) => `${r.id}: ${p}`),
    );
    expect(missing).toEqual([]);
  });
});
