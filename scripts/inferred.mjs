#!/usr/bin/env node
// `npm run contract:inferred`: every part of the contract we designed rather than read in the spec
// (x-inferred), with what was inferred. API teams check these against their API first.
// `--json` prints the same list as JSON.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** Every x-inferred field inside a schema, nested ones included (`Name.data.items[].field`). */
function inferredFields(schema, where, found, seen = new Set()) {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return;
  seen.add(schema);
  for (const [prop, s] of Object.entries(schema.properties ?? {})) {
    if (s?.['x-inferred']) found.push({ kind: 'field', where: `${where}.${prop}`, what: s.description ?? '' });
    inferredFields(s, `${where}.${prop}`, found, seen);
  }
  if (schema.items) inferredFields(schema.items, `${where}[]`, found, seen);
  for (const key of ['allOf', 'oneOf', 'anyOf']) for (const member of schema[key] ?? []) inferredFields(member, where, found, seen);
}

const resolve = (doc, node) =>
  node?.$ref?.startsWith('#/')
    ? node.$ref
        .slice(2)
        .split('/')
        .reduce((n, k) => n?.[k], doc)
    : node;

/**
 * Walks the bundled description and returns one entry per x-inferred operation, parameter, response,
 * response header, schema or field (nested fields and inline schemas included).
 */
export function collectInferred(doc) {
  const found = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const where = `${method.toUpperCase()} ${path}`;
      if (op['x-inferred']) found.push({ kind: 'operation', where, operationId: op.operationId, what: op.description ?? '' });
      for (const raw of op.parameters ?? []) {
        const p = resolve(doc, raw);
        if (p?.['x-inferred'])
          found.push({ kind: 'parameter', where: `${where} ${p.in} ${p.name}`, operationId: op.operationId, what: p.description ?? '' });
      }
      for (const [status, raw] of Object.entries(op.responses ?? {})) {
        const res = raw;
        if (res['x-inferred'])
          found.push({ kind: 'response', where: `${where} → ${status}`, operationId: op.operationId, what: res.description ?? '' });
        for (const [name, h] of Object.entries(resolve(doc, res)?.headers ?? {})) {
          if (h['x-inferred'])
            found.push({ kind: 'header', where: `${where} → ${status} ${name}`, operationId: op.operationId, what: h.description ?? '' });
        }
        for (const media of Object.values(res.content ?? {}))
          if (media.schema && !media.schema.$ref) inferredFields(media.schema, `${where} → ${status}`, found);
      }
      const body = op.requestBody?.content?.['application/json']?.schema;
      if (body?.['x-inferred']) found.push({ kind: 'request body', where, operationId: op.operationId, what: body.description ?? '' });
      if (body && !body.$ref) inferredFields(body, `${where} body`, found);
    }
  }
  for (const [name, schema] of Object.entries(doc.components?.schemas ?? {})) {
    if (schema['x-inferred']) found.push({ kind: 'schema', where: name, what: schema.description ?? '' });
    inferredFields(schema, name, found);
  }
  for (const [name, res] of Object.entries(doc.components?.responses ?? {})) {
    if (res['x-inferred']) found.push({ kind: 'shared response', where: name, what: res.description ?? '' });
  }
  return found;
}

function main() {
  const doc = JSON.parse(readFileSync(join(root, 'generated', 'openapi.json'), 'utf8'));
  const found = collectInferred(doc);
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(found, null, 2));
    return;
  }
  const kinds = ['operation', 'parameter', 'response', 'header', 'request body', 'shared response', 'schema', 'field'];
  for (const kind of kinds) {
    const rows = found.filter((f) => f.kind === kind);
    if (!rows.length) continue;
    console.log(`\n${kind === 'request body' ? 'request bodies' : `${kind}s`} inferred (${rows.length})`);
    for (const r of rows) console.log(`  ${r.where}${r.what ? `  — ${r.what}` : ''}`);
  }
  const undescribed = found.filter((f) => !f.what);
  console.log(`\n${found.length} inferred places; ${undescribed.length} without a description.`);
  if (undescribed.length) process.exit(1);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
