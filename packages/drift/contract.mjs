// The contract as the drift checker sees it: every operation of generated/openapi.json with its path
// pattern, parameters, bodies and responses resolved, and ajv (JSON Schema 2020-12) validators over the
// description's own schemas. Closed world by default: an object schema with `properties` accepts nothing
// it does not declare, whatever `additionalProperties` says (`open: true` keeps the contract's own rule).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { $RefParser } from '@apidevtools/json-schema-ref-parser';
import { Ajv2020 } from 'ajv/dist/2020.js';
import ajvFormats from 'ajv-formats';

/** @import { Contract, OpenApiDocument, Operation, ParameterObject, ResolvedResponse, Schema } from './types.js' */

// ajv-formats is CommonJS: its plugin is the module, and also its `default`, which is what its types name.
const addFormats = ajvFormats.default;

/** @type {readonly ('get' | 'put' | 'post' | 'delete' | 'patch' | 'head' | 'options')[]} */
export const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const CONTRACT_PATH = join(root, 'generated', 'openapi.json');

/**
 * @param {string} [path]
 * @returns {OpenApiDocument}
 */
export function loadDescription(path = CONTRACT_PATH) {
  return JSON.parse(readFileSync(path, 'utf8'));
}

/**
 * Follows a local `$ref` (`#/components/...`) to what it names.
 * @template {object} T
 * @param {OpenApiDocument} doc
 * @param {T | undefined | null} node
 * @returns {T | undefined}
 */
export function deref(doc, node) {
  /** @type {unknown} */
  let at = node;
  let seen = 0;
  while (at && typeof at === 'object' && '$ref' in at && typeof at.$ref === 'string' && at.$ref.startsWith('#/') && seen++ < 20) {
    at = target(doc, at.$ref);
  }
  return /** @type {T | undefined} */ (at ?? undefined);
}

/** What each local `$ref` of a description names, found once: every exchange's payload is walked through them. */
const targets = new WeakMap();

/**
 * @param {OpenApiDocument} doc
 * @param {string} ref
 * @returns {unknown}
 */
function target(doc, ref) {
  /** @type {Map<string, unknown> | undefined} */
  let known = targets.get(doc);
  if (!known) targets.set(doc, (known = new Map()));
  if (known.has(ref)) return known.get(ref);
  const found = ref
    .slice(2)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce(
      (/** @type {unknown} */ n, key) => (n && typeof n === 'object' ? /** @type {Record<string, unknown>} */ (n)[key] : undefined),
      doc,
    );
  known.set(ref, found);
  return found;
}

/**
 * A copy of the description whose object schemas are closed. Members of an `allOf` stay open (their
 * parent closes them with unevaluatedProperties, which sees through the composition).
 */
/**
 * @param {OpenApiDocument} doc
 * @returns {OpenApiDocument}
 */
export function closeWorld(doc) {
  const copy = structuredClone(doc);
  const schemas = copy.components?.schemas ?? {};
  /** @type {Set<string>} */
  const openNames = new Set();
  /** @param {unknown} value */
  const close = (value) => {
    if (!value || typeof value !== 'object') return;
    if (Array.isArray(value)) return value.forEach(close);
    const node = /** @type {Schema} */ (value);
    if (Array.isArray(node.allOf)) {
      node.allOf = node.allOf.map((/** @type {Schema} */ member) => {
        if (member.$ref?.startsWith('#/components/schemas/')) {
          const name = member.$ref.split('/').pop() ?? '';
          openNames.add(name);
          return { $ref: `#/components/schemas/${name}__open` };
        }
        const { properties, ...rest } = member;
        if (properties) for (const p of Object.values(properties)) close(p);
        return properties ? { ...rest, properties } : member;
      });
      node.unevaluatedProperties = false;
    }
    if (node.properties && typeof node.additionalProperties !== 'object') {
      delete node.additionalProperties;
      node.unevaluatedProperties = false;
    }
    for (const [key, value] of Object.entries(node)) if (key !== 'allOf' && key !== 'examples' && key !== 'example') close(value);
  };
  for (const schema of Object.values(schemas)) close(schema);
  for (const item of Object.values(copy.paths ?? {})) close(item);
  for (const name of openNames) {
    schemas[`${name}__open`] = Object.fromEntries(Object.entries(schemas[name] ?? {}).filter(([key]) => key !== 'unevaluatedProperties'));
  }
  return copy;
}

/** @param {string} template */
function pathPattern(template) {
  /** @type {string[]} */
  const names = [];
  const source = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{([^}]+)\}/g, (_m, /** @type {string} */ name) => {
    names.push(name);
    return '([^/]+)';
  });
  return { regex: new RegExp(`^${source}$`), names };
}

/**
 * How an operation is authorized: whether it needs credentials (`required`: every way it lists has
 * some), accepts them (`optional`: one way is empty) or takes none; and where they travel (HTTP and
 * OAuth schemes in Authorization, API keys in their header or query parameter), which are then declared.
 * @param {import('./types.js').OperationObject} op
 * @param {OpenApiDocument} doc
 * @returns {Pick<Operation, 'security' | 'authHeaders' | 'authQuery'>}
 */
function securityOf(op, doc) {
  const requirements = op.security ?? doc.security ?? [];
  const schemes = /** @type {Record<string, { type?: string; in?: string; name?: string }>} */ (doc.components?.securitySchemes ?? {});
  /** @type {Set<string>} */
  const authHeaders = new Set();
  /** @type {Set<string>} */
  const authQuery = new Set();
  for (const name of requirements.flatMap((r) => Object.keys(r))) {
    const scheme = schemes[name];
    if (scheme?.type === 'apiKey' && scheme.in === 'header' && scheme.name) authHeaders.add(scheme.name.toLowerCase());
    else if (scheme?.type === 'apiKey' && scheme.in === 'query' && scheme.name) authQuery.add(scheme.name);
    else if (scheme?.type !== 'apiKey') authHeaders.add('authorization');
  }
  const some = requirements.some((r) => Object.keys(r).length > 0);
  const anonymous = requirements.length === 0 || requirements.some((r) => Object.keys(r).length === 0);
  return { security: some ? (anonymous ? 'optional' : 'required') : 'none', authHeaders: [...authHeaders], authQuery: [...authQuery] };
}

/**
 * The path every server of the description puts before the operations' paths (`/api/v3` for
 * `https://petstore3.swagger.io/api/v3`), longest first; '' when a server is the host's root.
 * @param {OpenApiDocument} doc
 */
function basePaths(doc) {
  const servers = /** @type {{ url?: string; variables?: Record<string, { default?: string }> }[]} */ (doc.servers ?? []);
  const bases = servers.map((s) => {
    // A server variable takes its default (the store's `{host}` is a whole origin).
    const url = (s.url ?? '').replace(/\{([^}]*)\}/g, (_m, /** @type {string} */ name) => s.variables?.[name]?.default ?? 'x');
    try {
      return new URL(url, 'http://x.invalid').pathname.replace(/\/+$/, '');
    } catch {
      return '';
    }
  });
  return [...new Set(bases.length ? bases : [''])].sort((a, b) => b.length - a.length);
}

/**
 * OpenAPI 3.0's schemas as JSON Schema: `nullable: true` becomes a `null` in the type, and a boolean
 * `exclusiveMinimum`/`exclusiveMaximum` the number it qualifies. 3.1's schemas are JSON Schema already.
 * @param {OpenApiDocument} doc
 * @returns {OpenApiDocument}
 */
export function asJsonSchema(doc) {
  if (!String(doc.openapi ?? '').startsWith('3.0')) return doc;
  /** Keywords whose value is a map of names to schemas (a property named `nullable` is not the keyword). */
  const MAPS = new Set(['properties', 'patternProperties', 'definitions', '$defs']);
  /** @param {unknown} value @returns {unknown} */
  const convert = (value) => {
    if (Array.isArray(value)) return value.map(convert);
    if (!value || typeof value !== 'object') return value;
    const { nullable, exclusiveMinimum, exclusiveMaximum, minimum, maximum, ...rest } = /** @type {Schema} */ (value);
    /** @type {Schema} */
    const out = Object.fromEntries(
      Object.entries(rest).map(([key, child]) => [
        key,
        key === 'example' || key === 'examples'
          ? child
          : MAPS.has(key) && child && typeof child === 'object'
            ? Object.fromEntries(Object.entries(child).map(([name, schema]) => [name, convert(schema)]))
            : convert(child),
      ]),
    );
    for (const [exclusive, bound, keyword] of /** @type {const} */ ([
      [exclusiveMinimum, minimum, 'Minimum'],
      [exclusiveMaximum, maximum, 'Maximum'],
    ])) {
      if (exclusive === true && typeof bound === 'number') out[`exclusive${keyword}`] = bound;
      else {
        if (bound !== undefined) out[keyword.toLowerCase()] = bound;
        if (typeof exclusive === 'number') out[`exclusive${keyword}`] = exclusive;
      }
    }
    if (nullable !== true) return out;
    if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
    if (out.type !== undefined) return { ...out, type: [...new Set([out.type].flat().concat('null'))] };
    if (!out.$ref && !out.allOf && !out.oneOf && !out.anyOf) return out;
    const { description, ...inner } = out;
    return { ...(description ? { description } : {}), anyOf: [inner, { type: 'null' }] };
  };
  return {
    ...doc,
    paths: /** @type {OpenApiDocument['paths']} */ (convert(doc.paths)),
    components: /** @type {OpenApiDocument['components']} */ (convert(doc.components)),
  };
}

/**
 * @param {object} [options]
 * @param {boolean} [options.open] keep the contract's additionalProperties rules (no closed world)
 * @param {OpenApiDocument} [options.doc] a description instead of generated/openapi.json
 * @returns {Contract}
 */
export function loadContract(options = {}) {
  const doc = asJsonSchema(options.doc ?? loadDescription());
  const checked = options.open ? doc : closeWorld(doc);
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  ajv.addSchema({ ...checked, $id: 'contract' });
  /** @type {Map<string, import('ajv').ValidateFunction>} */
  const validators = new Map();
  /** A validator for a schema found at a JSON pointer of the description (compiled once). @param {string} pointer */
  const validatorAt = (pointer) => {
    let validate = validators.get(pointer);
    if (!validate) {
      validate = ajv.compile({ $ref: `contract#${pointer}` });
      validators.set(pointer, validate);
    }
    return validate;
  };
  /** @param {string} s */
  const escape = (s) => s.replace(/~/g, '~0').replace(/\//g, '~1');
  /** @type {Operation[]} */
  const operations = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const base = `/paths/${escape(path)}/${method}`;
      const parameters = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p, i) => {
        const resolved = /** @type {ParameterObject} */ (deref(doc, p));
        const own = op.parameters?.indexOf(p) ?? -1;
        const at = p.$ref ? p.$ref.slice(1) : `${own >= 0 ? base : `/paths/${escape(path)}`}/parameters/${own >= 0 ? own : i}`;
        return { ...resolved, pointer: `${at}/schema`, inferred: Boolean(resolved['x-inferred']) };
      });
      const requestBody = op.requestBody ? deref(doc, op.requestBody) : null;
      /** @type {Record<string, ResolvedResponse>} */
      const responses = {};
      for (const [status, r] of Object.entries(op.responses ?? {})) {
        const resolved = deref(doc, r) ?? {};
        const at = r.$ref ? r.$ref.slice(1) : `${base}/responses/${status}`;
        responses[status] = { ...resolved, pointer: at, inferred: Boolean(resolved['x-inferred'] || op['x-inferred']) };
      }
      const bodyAt = op.requestBody?.$ref ? op.requestBody.$ref.slice(1) : `${base}/requestBody`;
      operations.push({
        operationId: op.operationId,
        method: method.toUpperCase(),
        path,
        ...pathPattern(path),
        op,
        inferred: Boolean(op['x-inferred']),
        ...securityOf(op, doc),
        parameters,
        requestBody: requestBody ? { ...requestBody, pointer: bodyAt } : null,
        responses,
      });
    }
  }
  const bases = basePaths(doc);
  // What a recording holds of this API: what is under a server's path and the operations' shared first
  // segment (`/api` for the store), so a browser's pages, scripts and images are left out.
  const firsts = new Set(operations.map((o) => o.path.split('/')[1] ?? ''));
  const shared = firsts.size === 1 && operations.length > 1 ? `/${[...firsts][0]}` : '';
  /** The operations each path matches (any method), as asked before. @type {Map<string, Operation[]>} */
  const byPath = new Map();
  /** @type {Contract} */
  const contract = {
    doc,
    operations,
    validatorAt,
    inScope: (pathname) => bases.some((base) => pathname.startsWith(`${base}${shared}/`)),
    /** The operation a method and path name (after a server's path), or why none does. */
    match(method, pathname) {
      const base = bases.find((b) => pathname.startsWith(`${b}/`)) ?? '';
      const path = pathname.slice(base.length);
      let candidates = byPath.get(path);
      if (!candidates) {
        candidates = operations.filter((o) => o.regex.test(path));
        // Bounded: paths with ids in them are many; the same few are asked again and again.
        if (byPath.size >= 10_000) byPath.clear();
        byPath.set(path, candidates);
      }
      const hit = candidates.find((o) => o.method === method.toUpperCase());
      if (hit) {
        const values = (path.match(hit.regex) ?? []).slice(1).map(decodeURIComponent);
        return { operation: hit, pathParams: Object.fromEntries(hit.names.map((n, i) => [n, values[i] ?? ''])) };
      }
      return { operation: null, reason: candidates.length ? 'method' : 'path', allowed: candidates.map((o) => o.method) };
    },
    byId: (id) => operations.find((o) => o.operationId === id),
  };
  return contract;
}

/**
 * Whether a schema (or a property inside it, by JSON pointer into the payload) is marked x-inferred.
 * @param {OpenApiDocument} doc
 * @param {Schema | undefined} schema
 * @param {string} pointer
 */
export function inferredAt(doc, schema, pointer) {
  let node = deref(doc, schema);
  if (node?.['x-inferred']) return true;
  for (const key of pointer.split('/').slice(1)) {
    if (!node) return false;
    const members = [...(node.allOf ?? []), ...(node.oneOf ?? []), ...(node.anyOf ?? [])].map((m) => deref(doc, m));
    if (/^\d+$/.test(key) && node.items) node = deref(doc, node.items);
    else node = deref(doc, node.properties?.[key] ?? members.map((m) => m?.properties?.[key]).find(Boolean));
    if (node?.['x-inferred']) return true;
  }
  return false;
}

/**
 * A description from its file: YAML or JSON, OpenAPI 3.0 or 3.1, its references to other files brought
 * into it (a folder of files joined by $ref is checked as one). Also the files it was read from, in
 * which the checker looks for the lines that declare the operations.
 * @param {string} file
 * @returns {Promise<{ doc: OpenApiDocument; files: string[] }>}
 */
export async function readDescription(file) {
  const parser = new $RefParser();
  const doc = /** @type {OpenApiDocument} */ (await parser.bundle(file));
  if (!doc || typeof doc !== 'object' || !/^3\.[01]\./.test(String(doc.openapi ?? '')))
    throw new Error(`${file} is not an OpenAPI 3.0 or 3.1 description (its "openapi" is ${JSON.stringify(doc?.openapi ?? null)}).`);
  return { doc, files: parser.$refs.paths('file') };
}
