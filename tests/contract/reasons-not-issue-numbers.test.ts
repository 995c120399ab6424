// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// A comment, a test's name or a page of the docs says why in the code's own terms: an issue number means
// nothing to a reader who has not got the tracker open, and nothing at all once the tracker moves.
const root = join(import.meta.dirname, '../..');
const TREES = ['src', 'mocks', 'scripts', 'server', 'tests', 'packages/drift', 'docs', 'openapi'];
const SKIP = /(^|\/)(node_modules|fixtures|transcripts)(\/|$)/;
/** This file, whose examples of a citation are its own test. */
const SELF = 'tests/contract/reasons-not-issue-numbers.test.ts';
const TEXT = /\.(ts|tsx|mjs|js|cjs|css|md|ya?ml|jsonc)$/;
const CITATION = /\b[Ii]ssue #?\d+\b|\(#\d+\)/;

function filesUnder(tree: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(join(root, tree), { recursive: true, encoding: 'utf8' });
  } catch {
    return [];
  }
  return entries.map((e) => join(tree, e)).filter((f) => TEXT.test(f) && !SKIP.test(f));
}

/** Each line of the project's own text that cites an issue number, as `file:line: text`. */
function citations(): string[] {
  const files = [...TREES.flatMap(filesUnder), 'README.md', 'Dockerfile', ...readdirSync(root).filter((f) => /\.(ts|mjs|js)$/.test(f))];
  return files
    .filter((file) => file !== SELF)
    .flatMap((file) =>
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, i) => (CITATION.test(line) ? [`${relative(root, join(root, file))}:${i + 1}: ${line.trim()}`] : [])),
    );
}

describe('the reason, never an issue number', () => {
  it('finds none in the code, the tests, the contract or the docs', () => {
    expect(citations()).toEqual([]);
  });

  it('knows a citation when it sees one, and the verb when it is one', () => {
    expect(CITATION.test('// Issue 42: the cart did not know')).toBe(true);
    expect(CITATION.test('the one-line bugs of issue 20')).toBe(true);
    expect(CITATION.test('fixed in (#123)')).toBe(true);
    expect(CITATION.test("it('issues 128-bit random tokens')")).toBe(false);
    expect(CITATION.test('an issue with the price lock')).toBe(false);
  });
});
