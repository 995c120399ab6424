// Where the contract declares each operation, so CI can point at the line: the line of its
// `operationId` in the description's source (YAML or JSON; one file, or a folder of files joined by $ref).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** @import { SourceLocation } from './types.js' */

const SOURCE_FILE = /\.(ya?ml|json)$/i;
const OPERATION_ID = [/^\s*-?\s*operationId:\s*['"]?([^'"\s#]+)/, /"operationId"\s*:\s*"([^"]+)"/];

/** @param {string} path @returns {string[]} */
function sourceFiles(path) {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .filter((d) => !d.name.startsWith('.'))
    .flatMap((d) => (d.isDirectory() ? sourceFiles(join(path, d.name)) : SOURCE_FILE.test(d.name) ? [join(path, d.name)] : []))
    .sort();
}

/**
 * Each operation's declaration, by operationId, and the place a finding on no operation points at (the
 * root file's `paths:`). File names are relative to `cwd`, as a CI's annotations and SARIF want them.
 * @param {string | string[]} source the description's files, or the folder of them
 * @param {string} root the description's root file
 * @param {string} [cwd]
 * @returns {{ operation: (id: string | null) => SourceLocation }}
 */
export function contractLocations(source, root, cwd = process.cwd()) {
  /** @type {Map<string, SourceLocation>} */
  const operations = new Map();
  let paths = { file: relative(cwd, root), line: 1 };
  for (const file of typeof source === 'string' ? sourceFiles(source) : source) {
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((text, i) => {
      for (const re of OPERATION_ID) {
        const id = re.exec(text)?.[1];
        if (id && !operations.has(id)) operations.set(id, { file: relative(cwd, file), line: i + 1 });
      }
      if (file === root && /^\s*"?paths"?\s*:/.test(text) && paths.line === 1) paths = { file: relative(cwd, file), line: i + 1 };
    });
  }
  return { operation: (id) => (id && operations.get(id)) || paths };
}
