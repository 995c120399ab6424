// The contract as the drift checker sees it: every operation of generated/openapi.json with its path
// pattern, parameters, bodies and responses resolved, and ajv (JSON Schema 2020-12) validators over the
// description's own schemas. Closed world by default: an object schema with `properties` accepts nothing
// it does not declare, whatever `additionalProperties` says (`open: true` keeps the contract's own rule).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
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
    at = at.$ref
      .slice(2)
      .split('/')
      .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce(
        (/** @type {unknown} */ n, key) => (n && typeof n === 'object' ? /** @type {Record<string, unknown>} */ (n)[key] : undefined),
        doc,
      );
  }
  return /** @type {T | undefined} */ (at ?? undefined);
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
 * Whether an operation needs a bearer token, accepts one or takes none.
 * @param {import('./types.js').OperationObject} op
 * @param {OpenApiDocument} doc
 * @returns {Operation['security']}
 */
function securityOf(op, doc) {
  const requirements = op.security ?? doc.security ?? [];
  const bearer = requirements.some((r) => 'bearerAuth' in r);
  const anonymous = requirements.length === 0 || requirements.some((r) => Object.keys(r).length === 0);
  return bearer ? (anonymous ? 'optional' : 'required') : 'none';
}

/**
 * @param {object} [options]
 * @param {boolean} [options.open] keep the contract's additionalProperties rules (no closed world)
 * @param {OpenApiDocument} [options.doc] a description instead of generated/openapi.json
 * @returns {Contract}
 */
export function loadContract(options = {}) {
  const doc = options.doc ?? loadDescription();
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
        security: securityOf(op, doc),
        parameters,
        requestBody: requestBody ? { ...requestBody, pointer: bodyAt } : null,
        responses,
      });
    }
  }
  /** @type {Contract} */
  const contract = {
    doc,
    operations,
    validatorAt,
    /** The operation a method and path name, or why none does. */
    match(method, pathname) {
      const candidates = operations.filter((o) => o.regex.test(pathname));
      const hit = candidates.find((o) => o.method === method.toUpperCase());
      if (hit) {
        const values = (pathname.match(hit.regex) ?? []).slice(1).map(decodeURIComponent);
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
