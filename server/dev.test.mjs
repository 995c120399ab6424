import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { browserModules } from './dev.ts';

const root = join(import.meta.dirname, '..');

describe('what npm start compiles for the browser before it listens', () => {
  it('is the browser’s source without a module that needs Node (its bundle of dependencies would change under the first page)', () => {
    const modules = browserModules();
    expect(modules).toContain('/src/main.tsx');
    // Imported by the store only dynamically, which Vite does not compile ahead.
    expect(modules).toContain('/mocks/browser.ts');
    expect(modules).not.toContain('/src/entry-server.tsx');
    const needingNode = modules.filter((path) =>
      /from ['"](node:[^'"]+|react-dom\/server)['"]/.test(readFileSync(join(root, path), 'utf8')),
    );
    expect(needingNode).toEqual([]);
  });
});
