// Who uses an operation: the names orval generated for it (hooks, query options, fetchers, zod schemas),
// the model types generated for a schema, the store's source files that import them, and the screens
// (route modules and the layout every page shares) that reach those files through their imports. Read from
// the generated code and the imports, so it stays true as the code changes.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * @typedef {object} Consumers
 * @property {string[]} generated its generated hooks, and the other generated names the source imports
 *   (query options, fetchers, zod schemas, model types), each as `name (generated/…/file.ts)`
 * @property {string[]} files the source files that import one of them
 * @property {string[]} screens the route modules and layouts that reach one of those files
 */

/** A screen: a route module, or the layout around every page. */
const SCREEN = /(^|\/)routes\/[^/]+\.tsx$|(^|\/)root-layout\.tsx$/;

/**
 * @param {string} dir
 * @param {(path: string) => boolean} keep
 * @returns {string[]}
 */
function walk(dir, keep) {
  if (!existsSync(dir)) return [];
  /** @type {string[]} */
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...walk(path, keep));
    else if (keep(path)) out.push(path);
  }
  return out;
}

/** @param {string} s */
const upperFirst = (s) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The operation a generated name belongs to: orval spells it `getNotice`, `useGetNotice`,
 * `getGetNoticeQueryOptions`, `GetNoticeQueryResult`, `getNoticeResponse`... The longest operationId that
 * starts the name (after a `use` or `get` prefix), followed by its end or a capital, wins: `getProductDetails`
 * is not `getProduct`'s.
 * @param {string} name
 * @param {string[]} operationIds longest first
 */
function operationOf(name, operationIds) {
  const candidates = [name, name.replace(/^use/, ''), name.replace(/^get/, '')].map((n) => n.charAt(0).toLowerCase() + n.slice(1));
  for (const id of operationIds) {
    for (const c of candidates) if (c.startsWith(id) && (c.length === id.length || /[A-Z]/.test(c.charAt(id.length)))) return id;
  }
  return null;
}

/**
 * Reads the generated code and the source once; answers for any operation or schema after.
 * @param {{ root: string; generated?: string; source?: string; operationIds: string[] }} options
 */
export function consumerIndex({ root, generated = 'generated', source = 'src', operationIds }) {
  const ids = [...operationIds].sort((a, b) => b.length - a.length);
  const genDir = resolve(root, generated);
  const srcDir = resolve(root, source);
  /** generated file → its exported names */
  /** @type {Map<string, string[]>} */
  const exported = new Map();
  /** operationId → `name (file)` */
  /** @type {Map<string, Set<string>>} */
  const namesOf = new Map();
  /** generated file → (name → operationId) */
  /** @type {Map<string, Map<string, string>>} */
  const owner = new Map();
  for (const file of walk(genDir, (p) => /\.ts$/.test(p) && !/\.msw\.ts$|\.d\.ts$/.test(p))) {
    const names = [
      ...readFileSync(file, 'utf8').matchAll(/^export (?:declare )?(?:const|function|type|interface|async function) (\w+)/gm),
    ].map((m) => /** @type {string} */ (m[1]));
    exported.set(file, names);
    const byName = new Map();
    for (const name of names) {
      const id = file.includes(`${join(genDir, 'hooks', 'model')}`) ? null : operationOf(name, ids);
      if (!id) continue;
      byName.set(name, id);
      const set = namesOf.get(id) ?? new Set();
      set.add(`${name} (${relative(root, file)})`);
      namesOf.set(id, set);
    }
    owner.set(file, byName);
  }

  /** @param {string} from @param {string} spec */
  const resolveImport = (from, spec) => {
    const base = spec.startsWith('@/')
      ? join(srcDir, spec.slice(2))
      : spec.startsWith('@generated/')
        ? join(genDir, spec.slice('@generated/'.length))
        : spec.startsWith('.')
          ? resolve(dirname(from), spec)
          : null;
    if (!base) return null;
    for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')])
      if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
    return null;
  };

  /** source file → the files it imports, and the generated names it imports */
  /** @type {Map<string, { imports: string[]; generated: { file: string; name: string }[] }>} */
  const graph = new Map();
  for (const file of walk(srcDir, (p) => /\.tsx?$/.test(p) && !/\.test\.tsx?$|\.d\.ts$/.test(p))) {
    const text = readFileSync(file, 'utf8');
    /** @type {string[]} */
    const imports = [];
    /** @type {{ file: string; name: string }[]} */
    const names = [];
    for (const m of text.matchAll(
      /(?:import|export)\s+(?:type\s+)?(?:([\w*\s{},]*?)\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g,
    )) {
      const spec = m[2] ?? m[3] ?? '';
      const target = resolveImport(file, spec);
      if (!target) continue;
      imports.push(target);
      if (target.startsWith(genDir) && m[1]) {
        for (const part of (/\{([^}]*)\}/.exec(m[1])?.[1] ?? '').split(',')) {
          const name = part
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0]
            ?.trim();
          if (name) names.push({ file: target, name });
        }
      }
    }
    graph.set(file, { imports, generated: names });
  }
  /** file → the files that import it */
  /** @type {Map<string, string[]>} */
  const importers = new Map();
  for (const [file, { imports }] of graph) {
    for (const target of imports) importers.set(target, [...(importers.get(target) ?? []), file]);
  }

  /**
   * @param {string[]} direct
   * @returns {string[]}
   */
  const screensOf = (direct) => {
    const seen = new Set(direct);
    const queue = [...direct];
    while (queue.length) {
      const file = /** @type {string} */ (queue.shift());
      for (const by of importers.get(file) ?? []) {
        if (seen.has(by)) continue;
        seen.add(by);
        queue.push(by);
      }
    }
    return [...seen]
      .filter((f) => SCREEN.test(relative(root, f)))
      .map((f) => relative(root, f))
      .sort();
  };

  /**
   * Who uses these operations and the model types of these schemas.
   * @param {string[]} operations
   * @param {string[]} [schemas] component schema names (orval names their model types after them)
   * @returns {Consumers}
   */
  const of = (operations, schemas = []) => {
    const wanted = new Set(operations);
    const models = new Set(schemas.map(upperFirst));
    // The hooks always; the rest of what orval generated for it only where the source imports it.
    const generatedNames = new Set(operations.flatMap((id) => [...(namesOf.get(id) ?? [])].filter((n) => n.startsWith('use'))));
    /** @type {string[]} */
    const direct = [];
    for (const [file, { generated: used }] of graph) {
      const hits = used.filter(({ file: from, name }) => {
        const id = owner.get(from)?.get(name);
        if (id && wanted.has(id)) {
          generatedNames.add(`${name} (${relative(root, from)})`);
          return true;
        }
        const isModel = from.startsWith(join(genDir, 'hooks', 'model')) && models.has(name);
        if (isModel) generatedNames.add(`${name} (${relative(root, join(genDir, 'hooks', 'model'))})`);
        return isModel;
      });
      if (hits.length) direct.push(file);
    }
    return {
      generated: [...generatedNames].sort(),
      files: direct.map((f) => relative(root, f)).sort(),
      screens: screensOf(direct),
    };
  };
  return { of };
}
