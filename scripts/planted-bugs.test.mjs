// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PLANTED } from './planted-bugs.mjs';

// `npm run mutation` plants each bug by finding its line: a line rewritten since (a reformat, a refactor)
// stopped the whole benchmark before Stryker started, and nobody saw the score for weeks. Checked here in
// the unit run, in milliseconds, so the next rewrite fails where it is made.
describe('the planted bugs of npm run mutation', () => {
  it.each(PLANTED.map((bug) => [bug.what, bug]))('%s: its line is in its file exactly once', (_what, bug) => {
    const text = readFileSync(bug.file, 'utf8');
    expect(text.split(bug.find).length - 1).toBe(1);
    expect(bug.plant).not.toBe(bug.find);
  });
});
