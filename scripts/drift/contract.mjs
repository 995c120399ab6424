// The contract as the drift checker sees it: every operation of generated/openapi.json with its path
// pattern, parameters, bodies and responses resolved, and ajv (JSON Schema 2020-12) validators over the
// description's own schemas. Closed world by default: an object schema with `properties` accepts nothing
// it does not declare, whatever `additionalProperties` says (`open: true` keeps the contract's own rule).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

export const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const CONTRACT_PATH = join(root, 'generated', 'openapi.json');

export function loadDescription(path = CONTRACT_PATH) {
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** Follows a local `$ref` (`#/components/...`) to what it names. */
export function deref(doc, node) {
  let seen = 0;
  while (node && typeof node === 'object' && typeof node.$ref === 'string' && node.$ref.startsWith('#/') && seen++ < 20) {
    node = node.$ref
      .slice(2)
      .split('/')
      .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce((n, key) => n?.[key], doc);
  }
  return node;
}

/**
 * A copy of the description whose object schemas are closed. Members of an `allOf` stay open (their
 * parent closes them with unevaluatedProperties, which sees through the composition).
 */
export function closeWorld(doc) {
  const copy = structuredClone(doc);
  const schemas = copy.components?.schemas ?? {};
  const openNames = new Set();
  const close = (node) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(close);
    if (Array.isArray(node.allOf)) {
      node.allOf = node.allOf.map((member) => {
        if (member.$ref?.startsWith('#/components/schemas/')) {
          const name = member.$ref.split('/').pop();
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
    schemas[`${name}__open`] = Object.fromEntries(Object.entries(schemas[name]).filter(([key]) => key !== 'unevaluatedProperties'));
  }
  return copy;
}

function pathPattern(template) {
  const names = [];
  const source = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{([^}]+)\}/g, (_m, name) => {
    names.push(name);
    return '([^/]+)';
  });
  return { regex: new RegExp(`^${source}$`), names };
}

/** Whether an operation needs a bearer token (true), accepts one (optional) or takes none (false). */
function securityOf(op, doc) {
  const requirements = op.security ?? doc.security ?? [];
  const bearer = requirements.some((r) => 'bearerAuth' in r);
  const anonymous = requirements.length === 0 || requirements.some((r) => Object.keys(r).length === 0);
  return bearer ? (anonymous ? 'optional' : 'required') : 'none';
}

/**
 * @param {object} [options]
 * @param {boolean} [options.open] keep the contract's additionalProperties rules (no closed world)
 * @param {object} [options.doc] a description instead of generated/openapi.json
 */
export function loadContract(options = {}) {
  const doc = options.doc ?? loadDescription();
  const checked = options.open ? doc : closeWorld(doc);
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  ajv.addSchema({ ...checked, $id: 'contract' });
  const validators = new Map();
  /** A validator for a schema found at a JSON pointer of the description (compiled once). */
  const validatorAt = (pointer) => {
    if (!validators.has(pointer)) validators.set(pointer, ajv.compile({ $ref: `contract#${pointer}` }));
    return validators.get(pointer);
  };
  const escape = (s) => s.replace(/~/g, '~0').replace(/\//g, '~1');
  const operations = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const base = `/paths/${escape(path)}/${method}`;
      const parameters = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p, i) => {
        const resolved = deref(doc, p);
        const own = op.parameters?.includes(p);
        const at = p.$ref ? p.$ref.slice(1) : `${own ? base : `/paths/${escape(path)}`}/parameters/${own ? op.parameters.indexOf(p) : i}`;
        return { ...resolved, pointer: `${at}/schema`, inferred: Boolean(resolved['x-inferred']) };
      });
      const requestBody = op.requestBody ? deref(doc, op.requestBody) : null;
      const responses = {};
      for (const [status, r] of Object.entries(op.responses ?? {})) {
        const resolved = deref(doc, r);
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
  return {
    doc,
    operations,
    validatorAt,
    /** The operation a method and path name, or why none does. */
    match(method, pathname) {
      const candidates = operations.filter((o) => o.regex.test(pathname));
      const hit = candidates.find((o) => o.method === method.toUpperCase());
      if (hit) {
        const values = pathname.match(hit.regex).slice(1).map(decodeURIComponent);
        return { operation: hit, pathParams: Object.fromEntries(hit.names.map((n, i) => [n, values[i]])) };
      }
      return { operation: null, reason: candidates.length ? 'method' : 'path', allowed: candidates.map((o) => o.method) };
    },
    byId: (id) => operations.find((o) => o.operationId === id),
  };
}

/** Whether a schema (or a property inside it, by JSON pointer into the payload) is marked x-inferred. */
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
