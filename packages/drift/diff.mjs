// `npm run drift -- --diff <old contract> [<new contract>]`: every change between two descriptions, and for
// each whether it breaks a client. A client here is code written against the old description (this store's
// generated hooks and zod schemas): what it sends must still be accepted, and what it gets must still be
// what it reads. So a change breaks it when the API may now refuse a request it sends (a parameter or body
// field newly required, a value it sends no longer allowed, something it sends gone), or when an answer may
// now carry what it does not expect (a property it reads gone or optional, a type, enum value or status it
// has never seen). The same change is harmless the other way round: an enum value added to a request, or
// dropped from a response.
import { METHODS } from './contract.mjs';
import { ghData, ghProperty, sarifDocument } from './report.mjs';
import { reachText } from './traffic.mjs';

/** @import { OpenApiDocument, OperationObject, ParameterObject, ResponseObject, Schema } from './types.js' */

/**
 * @typedef {object} Change
 * @property {string} kind what changed (`property-removed`, `enum-widened`, ...)
 * @property {boolean} breaking whether a client written against the old description may fail
 * @property {'request' | 'response' | 'operation'} side
 * @property {string} method
 * @property {string} path the path in the new description (the old one when the operation is gone)
 * @property {string[]} operationIds every operation the change reaches (a shared schema reaches many)
 * @property {string} where the part of the message an API team reads it by: the parameter, or the property's place in the body
 * @property {string} pointer where the change is, as a JSON pointer into the new description (the old one for what is gone)
 * @property {string} message
 */

/** @param {string} s */
const esc = (s) => s.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Follows `$ref`s to the node and the pointer where it is written.
 * @template {object} T
 * @param {OpenApiDocument} doc
 * @param {T | undefined} node
 * @param {string} pointer
 * @returns {{ node: T | undefined; pointer: string }}
 */
function follow(doc, node, pointer) {
  let at = pointer;
  /** @type {unknown} */
  let current = node;
  for (let hops = 0; hops < 32 && current && typeof current === 'object' && '$ref' in current; hops++) {
    const ref = current.$ref;
    if (typeof ref !== 'string' || !ref.startsWith('#/')) break;
    at = ref.slice(1);
    /** @type {unknown} */
    let target = doc;
    for (const part of ref.slice(2).split('/')) {
      const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
      target = target && typeof target === 'object' ? /** @type {Record<string, unknown>} */ (target)[key] : undefined;
    }
    current = target;
  }
  return { node: /** @type {T | undefined} */ (current), pointer: at };
}

/**
 * The JSON types a schema allows (`integer` counted as within `number`), from `type`, 3.0's `nullable`,
 * `const` and `enum`; null when it says nothing of its type.
 * @param {Schema} s
 * @returns {Set<string> | null}
 */
function typesOf(s) {
  /** @type {string[]} */
  let list = [];
  if (Array.isArray(s.type)) list = [...s.type];
  else if (typeof s.type === 'string') list = [s.type];
  else return null;
  if (s.nullable === true) list.push('null');
  return new Set(list);
}

/**
 * A schema with its `allOf` parts merged in: their properties and required lists (what a client reads is
 * the union of them).
 * @param {OpenApiDocument} doc
 * @param {Schema} s
 * @returns {Schema}
 */
function merged(doc, s) {
  if (!Array.isArray(s.allOf)) return s;
  /** @type {Schema} */
  const out = { ...s, allOf: undefined, properties: { ...(s.properties ?? {}) }, required: [...(s.required ?? [])] };
  for (const part of s.allOf) {
    const m = merged(doc, follow(doc, part, '').node ?? {});
    Object.assign(/** @type {Record<string, Schema>} */ (out.properties), m.properties ?? {});
    out.required = [...new Set([...(out.required ?? []), ...(m.required ?? [])])];
    if (!out.type && m.type) out.type = m.type;
  }
  return out;
}

/** Numeric and length bounds, and which way tightening them goes. */
const BOUNDS = /** @type {const} */ ([
  ['maxLength', 'lower'],
  ['maxItems', 'lower'],
  ['maximum', 'lower'],
  ['exclusiveMaximum', 'lower'],
  ['minLength', 'higher'],
  ['minItems', 'higher'],
  ['minimum', 'higher'],
  ['exclusiveMinimum', 'higher'],
]);

/**
 * Compares two descriptions.
 * @param {OpenApiDocument} before
 * @param {OpenApiDocument} after
 * @returns {Change[]}
 */
export function diffContracts(before, after) {
  /** @type {Map<string, Change>} */
  const changes = new Map();
  /** @param {Omit<Change, 'operationIds'> & { operationId: string }} c */
  const add = ({ operationId, ...c }) => {
    // One change per kind and place: a shared schema's change is one, reaching each operation that uses it.
    const key = `${c.kind} ${c.pointer} ${c.side === 'operation' ? `${c.method} ${c.path}` : ''}`;
    const known = changes.get(key);
    if (known) {
      if (!known.operationIds.includes(operationId)) known.operationIds.push(operationId);
      return;
    }
    changes.set(key, { ...c, operationIds: [operationId] });
  };

  const oldOps = operationsOf(before);
  const newOps = operationsOf(after);
  const newById = new Map([...newOps.values()].map((o) => [o.op.operationId, o]));
  const oldById = new Map([...oldOps.values()].map((o) => [o.op.operationId, o]));
  for (const [key, o] of oldOps) {
    const n = newOps.get(key);
    const base = { method: o.method.toUpperCase(), operationId: o.op.operationId, side: /** @type {const} */ ('operation') };
    if (!n) {
      const moved = newById.get(o.op.operationId);
      if (moved && !oldOps.has(moved.key))
        add({
          ...base,
          kind: 'operation-moved',
          breaking: true,
          path: moved.path,
          where: `${moved.method.toUpperCase()} ${moved.path}`,
          pointer: moved.pointer,
          message: `${o.op.operationId} moved from ${o.method.toUpperCase()} ${o.path} to ${moved.method.toUpperCase()} ${moved.path}: a client still calls the old one.`,
        });
      else
        add({
          ...base,
          kind: 'operation-removed',
          breaking: true,
          path: o.path,
          where: `${o.method.toUpperCase()} ${o.path}`,
          pointer: o.pointer,
          message: `${o.method.toUpperCase()} ${o.path} (${o.op.operationId}) is gone: a client that calls it gets an error.`,
        });
      continue;
    }
    compareOperation(before, after, o, n, add);
  }
  for (const [key, n] of newOps) {
    if (oldOps.has(key)) continue;
    const moved = oldById.get(n.op.operationId);
    if (moved && !newOps.has(moved.key)) continue;
    add({
      method: n.method.toUpperCase(),
      operationId: n.op.operationId,
      side: 'operation',
      kind: 'operation-added',
      breaking: false,
      path: n.path,
      where: `${n.method.toUpperCase()} ${n.path}`,
      pointer: n.pointer,
      message: `${n.method.toUpperCase()} ${n.path} (${n.op.operationId}) is new.`,
    });
  }
  return [...changes.values()].sort(
    (a, b) => Number(b.breaking) - Number(a.breaking) || a.path.localeCompare(b.path) || a.kind.localeCompare(b.kind),
  );
}

/**
 * @typedef {ParameterObject & { pointer: string }} LocatedParameter a parameter and where it is written
 * @typedef {{ key: string; method: string; path: string; pointer: string; op: OperationObject; parameters: LocatedParameter[] }} Op
 */

/**
 * A description's operations by method and path, its path parameters' names left out (renaming one changes
 * nothing for a client).
 * @param {OpenApiDocument} doc
 * @returns {Map<string, Op>}
 */
function operationsOf(doc) {
  /** @type {Map<string, Op>} */
  const out = new Map();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item?.[/** @type {'get'} */ (method)];
      if (!op) continue;
      const key = `${method} ${path.replace(/\{[^}]+\}/g, '{}')}`;
      const pointer = `/paths/${esc(path)}/${method}`;
      /** @type {Map<string, LocatedParameter>} */
      const byName = new Map();
      for (const [list, at] of [
        [item.parameters ?? [], `/paths/${esc(path)}/parameters`],
        [op.parameters ?? [], `${pointer}/parameters`],
      ]) {
        /** @type {ParameterObject[]} */ (list).forEach((p, i) => {
          const { node, pointer: written } = follow(doc, p, `${at}/${i}`);
          if (node?.name)
            byName.set(`${node.in} ${node.in === 'header' ? node.name.toLowerCase() : node.name}`, { ...node, pointer: written });
        });
      }
      out.set(key, { key, method, path, pointer, op, parameters: [...byName.values()] });
    }
  }
  return out;
}

/**
 * @param {OpenApiDocument} before
 * @param {OpenApiDocument} after
 * @param {Op} o
 * @param {Op} n
 * @param {(c: Omit<Change, 'operationIds'> & { operationId: string }) => void} add
 */
function compareOperation(before, after, o, n, add) {
  const at = { method: n.method.toUpperCase(), path: n.path, operationId: n.op.operationId };
  const paramKey = (/** @type {LocatedParameter} */ p) => `${p.in} ${p.in === 'header' ? p.name.toLowerCase() : p.name}`;
  const oldParams = new Map(o.parameters.map((p) => [paramKey(p), p]));
  const newParams = new Map(n.parameters.map((p) => [paramKey(p), p]));
  const gone = [...oldParams.values()].filter((p) => p.in !== 'path' && !newParams.has(paramKey(p)));
  const come = [...newParams.values()].filter((p) => p.in !== 'path' && !oldParams.has(paramKey(p)));
  for (const p of gone) {
    const renamed = come.filter((c) => c.in === p.in);
    const pointer = p.pointer;
    if (renamed.length === 1 && gone.filter((g) => g.in === p.in).length === 1) {
      const [r] = renamed;
      add({
        ...at,
        side: 'request',
        kind: 'parameter-renamed',
        breaking: true,
        where: `${p.in} ${p.name}`,
        pointer: r?.pointer ?? n.pointer,
        message: `The ${p.in} parameter "${p.name}" is now "${r?.name}": a client still sends "${p.name}".`,
      });
      if (r) come.splice(come.indexOf(r), 1);
      continue;
    }
    add({
      ...at,
      side: 'request',
      kind: 'parameter-removed',
      breaking: true,
      where: `${p.in} ${p.name}`,
      pointer,
      message: `The ${p.in} parameter "${p.name}" is gone: a client still sends it, and an API that refuses what it does not know answers 400.`,
    });
  }
  for (const p of come) {
    add({
      ...at,
      side: 'request',
      kind: p.required ? 'parameter-added-required' : 'parameter-added',
      breaking: Boolean(p.required),
      where: `${p.in} ${p.name}`,
      pointer: p.pointer,
      message: p.required
        ? `The ${p.in} parameter "${p.name}" is new and required: a client does not send it.`
        : `The ${p.in} parameter "${p.name}" is new (optional).`,
    });
  }
  for (const [key, p] of oldParams) {
    const q = newParams.get(key);
    if (!q) continue;
    const pointer = q.pointer;
    if (!p.required && q.required && p.in !== 'path')
      add({
        ...at,
        side: 'request',
        kind: 'parameter-required',
        breaking: true,
        where: `${q.in} ${q.name}`,
        pointer,
        message: `The ${q.in} parameter "${q.name}" is now required: a client may leave it out.`,
      });
    if (p.required && !q.required && p.in !== 'path')
      add({
        ...at,
        side: 'request',
        kind: 'parameter-optional',
        breaking: false,
        where: `${q.in} ${q.name}`,
        pointer,
        message: `The ${q.in} parameter "${q.name}" is now optional.`,
      });
    if (p.schema && q.schema)
      compareSchema(before, after, p.schema, q.schema, {
        side: 'request',
        at,
        where: `${q.in} ${q.name}`,
        pointer: `${pointer}/schema`,
        add,
      });
  }

  // Request body.
  const ob = follow(before, o.op.requestBody, `${o.pointer}/requestBody`).node;
  const nbAt = follow(after, n.op.requestBody, `${n.pointer}/requestBody`);
  const nb = nbAt.node;
  if (nb && nb.required && !ob?.required)
    add({
      ...at,
      side: 'request',
      kind: 'request-body-required',
      breaking: true,
      where: 'body',
      pointer: nbAt.pointer,
      message: ob
        ? 'The request body is now required: a client may send none.'
        : 'The operation now requires a request body: a client sends none.',
    });
  if (ob?.required && nb && !nb.required)
    add({
      ...at,
      side: 'request',
      kind: 'request-body-optional',
      breaking: false,
      where: 'body',
      pointer: nbAt.pointer,
      message: 'The request body is now optional.',
    });
  if (ob && !nb)
    add({
      ...at,
      side: 'request',
      kind: 'request-body-removed',
      breaking: true,
      where: 'body',
      pointer: n.pointer,
      message: 'The operation no longer takes a request body: a client still sends one.',
    });
  if (ob && nb) {
    for (const [type, media] of Object.entries(ob.content ?? {})) {
      const next = nb.content?.[type];
      if (!next) {
        add({
          ...at,
          side: 'request',
          kind: 'media-type-removed',
          breaking: true,
          where: `body ${type}`,
          pointer: `${nbAt.pointer}/content`,
          message: `The request body is no longer accepted as ${type}: a client sends it so.`,
        });
        continue;
      }
      if (media.schema && next.schema)
        compareSchema(before, after, media.schema, next.schema, {
          side: 'request',
          at,
          where: 'body',
          pointer: `${nbAt.pointer}/content/${esc(type)}/schema`,
          add,
        });
    }
  }

  // Security: an operation that needed no credentials and now does.
  const secured = (/** @type {OpenApiDocument} */ doc, /** @type {OperationObject} */ op) => {
    const list = op.security ?? doc.security ?? [];
    return list.length > 0 && !list.some((r) => Object.keys(r).length === 0);
  };
  if (!secured(before, o.op) && secured(after, n.op))
    add({
      ...at,
      side: 'request',
      kind: 'security-added',
      breaking: true,
      where: 'security',
      pointer: `${n.pointer}/security`,
      message: 'The operation now requires credentials: a client calls it without them.',
    });

  if (secured(before, o.op) && !secured(after, n.op))
    add({
      ...at,
      side: 'request',
      kind: 'security-removed',
      breaking: false,
      where: 'security',
      pointer: n.pointer,
      message: 'The operation no longer requires credentials.',
    });

  // Responses.
  const oldResponses = o.op.responses ?? {};
  const newResponses = n.op.responses ?? {};
  for (const status of Object.keys(oldResponses)) {
    if (newResponses[status]) continue;
    const success = /^2/.test(status);
    add({
      ...at,
      side: 'response',
      kind: 'status-removed',
      breaking: true,
      where: `status ${status}`,
      pointer: `${n.pointer}/responses`,
      message: success
        ? `Status ${status} is gone: a client waits for an answer it will not get.`
        : `Status ${status} is gone: the case a client handles by it now comes some other way.`,
    });
  }
  for (const status of Object.keys(newResponses)) {
    if (oldResponses[status]) continue;
    const success = /^2/.test(status);
    add({
      ...at,
      side: 'response',
      kind: 'status-added',
      breaking: success,
      where: `status ${status}`,
      pointer: `${n.pointer}/responses/${status}`,
      message: success
        ? `Status ${status} is new: a client reads success as the statuses it knows, and does not know this one.`
        : `Status ${status} is new (an error a client handles as any other).`,
    });
  }
  for (const [status, was] of Object.entries(oldResponses)) {
    if (!newResponses[status]) continue;
    const ro = follow(before, was, '').node ?? /** @type {ResponseObject} */ ({});
    const rnAt = follow(after, newResponses[status], `${n.pointer}/responses/${status}`);
    const rn = rnAt.node ?? /** @type {ResponseObject} */ ({});
    for (const [type, media] of Object.entries(ro.content ?? {})) {
      const next = rn.content?.[type];
      if (!next) {
        add({
          ...at,
          side: 'response',
          kind: 'media-type-changed',
          breaking: true,
          where: `status ${status} ${type}`,
          pointer: `${rnAt.pointer}/content`,
          message: `The ${status} answer is no longer ${type}${Object.keys(rn.content ?? {}).length ? ` (now ${Object.keys(rn.content ?? {}).join(', ')})` : ''}: a client reads it as ${type}.`,
        });
        continue;
      }
      if (media.schema && next.schema)
        compareSchema(before, after, media.schema, next.schema, {
          side: 'response',
          at,
          where: `status ${status}`,
          pointer: `${rnAt.pointer}/content/${esc(type)}/schema`,
          add,
        });
    }
    for (const [name, header] of Object.entries(ro.headers ?? {})) {
      const h = follow(before, header, '').node;
      const next = Object.entries(rn.headers ?? {}).find(([k]) => k.toLowerCase() === name.toLowerCase());
      const nh = next ? follow(after, next[1], '').node : null;
      if (h?.required && !nh?.required)
        add({
          ...at,
          side: 'response',
          kind: nh ? 'header-optional' : 'header-removed',
          breaking: true,
          where: `status ${status} header ${name}`,
          pointer: `${rnAt.pointer}/headers`,
          message: `The ${status} answer's header "${name}" is ${nh ? 'now optional' : 'gone'}: a client counts on it.`,
        });
    }
  }
}

/**
 * @typedef {object} SchemaContext
 * @property {'request' | 'response'} side
 * @property {{ method: string; path: string; operationId: string }} at
 * @property {string} where
 * @property {string} pointer where the new schema is
 * @property {(c: Omit<Change, 'operationIds'> & { operationId: string }) => void} add
 */

/**
 * Compares what an old and a new schema allow, in the direction that matters for its side: a request's
 * schema may not narrow (the client sends what the old allowed), a response's may not widen (the client
 * reads what the old promised).
 * @param {OpenApiDocument} before
 * @param {OpenApiDocument} after
 * @param {Schema} oldSchema
 * @param {Schema} newSchema
 * @param {SchemaContext} ctx
 * @param {string} [place] where in the body or value, as an instance path (`/data/items/*`)
 * @param {Set<string>} [seen] pairs of schemas already compared (recursive schemas)
 */
function compareSchema(before, after, oldSchema, newSchema, ctx, place = '', seen = new Set()) {
  const o = follow(before, oldSchema, '');
  const n = follow(after, newSchema, ctx.pointer);
  const pair = `${o.pointer}|${n.pointer}`;
  if (o.pointer && n.pointer && seen.has(pair)) return;
  seen.add(pair);
  if (!o.node || !n.node) return;
  const os = merged(before, o.node);
  const ns = merged(after, n.node);
  const pointer = n.pointer;
  const request = ctx.side === 'request';
  const where = `${ctx.where}${place ? ` ${place}` : ''}`;
  /** @param {string} kind @param {boolean} breaking @param {string} message @param {string} [at] */
  const change = (kind, breaking, message, at = pointer) =>
    ctx.add({ ...ctx.at, side: ctx.side, kind, breaking, where, pointer: at, message: `${where}: ${message}` });

  // Types.
  const ot = typesOf(os);
  const nt = typesOf(ns);
  if (ot && nt) {
    const covers = (/** @type {Set<string>} */ set, /** @type {string} */ t) => set.has(t) || (t === 'integer' && set.has('number'));
    const lost = [...ot].filter((t) => !covers(nt, t));
    const gained = [...nt].filter((t) => !covers(ot, t));
    const show = (/** @type {Set<string>} */ s) => [...s].join(' or ');
    if (lost.length && gained.length) change('type-changed', true, `was ${show(ot)}, now ${show(nt)}.`);
    else if (lost.length)
      change(
        'type-narrowed',
        request,
        request
          ? `no longer accepts ${lost.join(' or ')} (now ${show(nt)}): a client may send it.`
          : `is no longer ${lost.join(' or ')} (now ${show(nt)}).`,
      );
    else if (gained.length)
      change(
        'type-widened',
        !request,
        request
          ? `now also accepts ${gained.join(' or ')}.`
          : `may now be ${gained.join(' or ')} (was ${show(ot)}): a client does not expect it.`,
      );
  }

  // Enums (and const, an enum of one).
  const enumOf = (/** @type {Schema} */ s) => (Array.isArray(s.enum) ? s.enum : 'const' in s ? [s.const] : null);
  const oe = enumOf(os);
  const ne = enumOf(ns);
  const has = (/** @type {unknown[]} */ list, /** @type {unknown} */ v) => list.some((x) => JSON.stringify(x) === JSON.stringify(v));
  if (oe && ne) {
    const removed = oe.filter((v) => !has(ne, v));
    const added = ne.filter((v) => !has(oe, v));
    const show = (/** @type {unknown[]} */ l) => l.map((v) => JSON.stringify(v)).join(', ');
    if (removed.length)
      change(
        'enum-narrowed',
        request,
        request ? `no longer accepts ${show(removed)}: a client may send it.` : `no longer says ${show(removed)}.`,
      );
    if (added.length)
      change(
        'enum-widened',
        !request,
        request ? `now also accepts ${show(added)}.` : `may now be ${show(added)}: a client knows only ${show(oe)}.`,
      );
  } else if (ne && !oe) change('enum-narrowed', request, `is now one of ${ne.map((v) => JSON.stringify(v)).join(', ')} only.`);
  else if (oe && !ne) change('enum-widened', !request, `is no longer limited to ${oe.map((v) => JSON.stringify(v)).join(', ')}.`);

  // Format and bounds: what a request may carry.
  if (ns.format !== os.format && ns.format !== undefined)
    change('format-changed', true, `${os.format ? `was format ${os.format}` : 'had no format'}, now ${ns.format}.`);
  if (request) {
    for (const [bound, tighter] of BOUNDS) {
      const a = /** @type {number | undefined} */ (typeof os[bound] === 'number' ? os[bound] : undefined);
      const b = /** @type {number | undefined} */ (typeof ns[bound] === 'number' ? ns[bound] : undefined);
      if (b === undefined || a === b) continue;
      const narrowed = a === undefined || (tighter === 'lower' ? b < a : b > a);
      if (narrowed)
        change(
          'constraint-narrowed',
          true,
          `${bound} ${a === undefined ? 'is new' : `was ${a}`}, now ${b}: a client may send what it now refuses.`,
        );
    }
    if (ns.pattern !== undefined && ns.pattern !== os.pattern)
      change('constraint-narrowed', true, `must now match ${ns.pattern}${os.pattern ? ` (was ${os.pattern})` : ''}.`);
  }
  // A bound or pattern relaxed or dropped: on a request, the API takes more; on a response, a client may
  // get a value it checked against the old bound.
  for (const [bound, tighter] of BOUNDS) {
    const a = typeof os[bound] === 'number' ? /** @type {number} */ (os[bound]) : undefined;
    const b = typeof ns[bound] === 'number' ? /** @type {number} */ (ns[bound]) : undefined;
    if (a === undefined || a === b) continue;
    if (b === undefined || (tighter === 'lower' ? b > a : b < a))
      change('constraint-widened', !request, `${bound} was ${a}, now ${b === undefined ? 'none' : b}.`);
  }
  if (os.pattern !== undefined && ns.pattern === undefined) change('constraint-widened', !request, `need no longer match ${os.pattern}.`);

  // Properties.
  const op = os.properties ?? {};
  const np = ns.properties ?? {};
  const oreq = new Set(os.required ?? []);
  const nreq = new Set(ns.required ?? []);
  const propAt = (/** @type {string} */ name) => `${pointer}/properties/${esc(name)}`;
  for (const name of Object.keys(op)) {
    const inNew = name in np;
    const sub = `${place}/${name}`;
    if (!inNew) {
      ctx.add({
        ...ctx.at,
        side: ctx.side,
        kind: 'property-removed',
        breaking: true,
        where: `${ctx.where} ${sub}`,
        pointer: `${pointer}/properties`,
        message: request
          ? `${ctx.where} ${sub} is gone: a client still sends it, and an API that refuses what it does not know answers 400.`
          : `${ctx.where} ${sub} is gone: a client reads it.`,
      });
      continue;
    }
    if (!request && oreq.has(name) && !nreq.has(name))
      ctx.add({
        ...ctx.at,
        side: ctx.side,
        kind: 'property-optional',
        breaking: true,
        where: `${ctx.where} ${sub}`,
        pointer: propAt(name),
        message: `${ctx.where} ${sub} is now optional: a client counts on it being there.`,
      });
    if ((request && oreq.has(name) && !nreq.has(name)) || (!request && !oreq.has(name) && nreq.has(name)))
      ctx.add({
        ...ctx.at,
        side: ctx.side,
        kind: request ? 'property-optional' : 'property-required',
        breaking: false,
        where: `${ctx.where} ${sub}`,
        pointer: propAt(name),
        message: `${ctx.where} ${sub} is now ${request ? 'optional' : 'always there'}.`,
      });
    if (request && !oreq.has(name) && nreq.has(name))
      ctx.add({
        ...ctx.at,
        side: ctx.side,
        kind: 'property-required',
        breaking: true,
        where: `${ctx.where} ${sub}`,
        pointer: propAt(name),
        message: `${ctx.where} ${sub} is now required: a client may leave it out.`,
      });
    compareSchema(
      before,
      after,
      /** @type {Schema} */ (op[name]),
      /** @type {Schema} */ (np[name]),
      { ...ctx, pointer: propAt(name) },
      sub,
      seen,
    );
  }
  for (const name of Object.keys(np)) {
    if (name in op) continue;
    const required = nreq.has(name);
    const sub = `${place}/${name}`;
    ctx.add({
      ...ctx.at,
      side: ctx.side,
      kind: request && required ? 'property-added-required' : 'property-added',
      breaking: request && required,
      where: `${ctx.where} ${sub}`,
      pointer: propAt(name),
      message:
        request && required
          ? `${ctx.where} ${sub} is new and required: a client does not send it.`
          : `${ctx.where} ${sub} is new${required ? '' : ' (optional)'}.`,
    });
  }

  // Items, and the parts of a oneOf taken in order.
  if (os.items && ns.items) compareSchema(before, after, os.items, ns.items, { ...ctx, pointer: `${pointer}/items` }, `${place}/*`, seen);
  for (const key of /** @type {const} */ (['oneOf', 'anyOf'])) {
    const a = os[key];
    const b = ns[key];
    if (!Array.isArray(a) || !Array.isArray(b)) continue;
    a.forEach((part, i) => {
      if (b[i]) compareSchema(before, after, part, b[i], { ...ctx, pointer: `${pointer}/${key}/${i}` }, place, seen);
    });
    if (b.length > a.length) change(`${key}-widened`, !request, `may now be one more shape (${b.length} instead of ${a.length}).`);
    if (b.length < a.length) change(`${key}-narrowed`, request, `may now be one shape fewer (${b.length} instead of ${a.length}).`);
  }
}

/**
 * @typedef {Change & { consumers?: import('./consumers.mjs').Consumers; traffic?: import('./traffic.mjs').TrafficReach }} ReportedChange
 * @typedef {{ from: string; to: string; changes: ReportedChange[]; summary: { breaking: number; other: number }; traffic?: import('./traffic.mjs').TrafficSummary }} DiffReport
 */

/**
 * The component schema a change is in, when it is in one (its model type is used beyond the operation).
 * @param {string} pointer
 */
export const schemaOf = (pointer) => /^\/components\/schemas\/([^/]+)/.exec(pointer)?.[1]?.replace(/~1/g, '/').replace(/~0/g, '~') ?? null;

/**
 * Reads one side of a diff: a file (YAML or JSON, its $refs followed), or `REV:PATH`, a description as it
 * was at a git revision (its folder taken from that revision, so its $refs to other files are followed too).
 * @param {string} spec
 * @param {{ readDescription: (file: string) => Promise<{ doc: OpenApiDocument; files: string[] }>; cwd?: string }} io
 * @returns {Promise<{ doc: OpenApiDocument; files: string[]; label: string; root: string; base: string; prefix: string; cleanup: () => void }>}
 *   `base` is the folder its files are named relative to, `prefix` what goes before them (`REV:`)
 */
export async function readSide(spec, { readDescription, cwd = process.cwd() }) {
  const { existsSync, mkdtempSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { dirname, join, resolve } = await import('node:path');
  const { execFileSync } = await import('node:child_process');
  const at = /^([^:]+):(.+)$/.exec(spec);
  if (existsSync(resolve(cwd, spec)) || !at) {
    const file = resolve(cwd, spec);
    return { ...(await readDescription(file)), label: spec, root: file, base: cwd, prefix: '', cleanup: () => {} };
  }
  const [, rev = '', path = ''] = at;
  const git = (/** @type {string[]} */ args, /** @type {import('node:child_process').ExecFileSyncOptions} */ options = {}) =>
    execFileSync('git', args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], ...options });
  try {
    git(['cat-file', '-e', `${rev}:${path}`]);
  } catch {
    throw new Error(`${spec}: no such file, and no ${path} at git revision ${rev}.`);
  }
  const top = git(['rev-parse', '--show-toplevel']).toString().trim();
  const prefix = git(['rev-parse', '--show-prefix']).toString().trim();
  const inRepo = join(prefix, path);
  const dir = mkdtempSync(join(tmpdir(), 'drift-diff-'));
  // The description's folder as it was: `git archive` of it, unpacked.
  const tar = git(['archive', '--format=tar', rev, '--', dirname(inRepo) === '.' ? inRepo : dirname(inRepo)], {
    cwd: top,
    maxBuffer: 256 * 1024 * 1024,
  });
  execFileSync('tar', ['-x', '-C', dir], { input: tar });
  const file = join(dir, inRepo);
  const cleanup = () => rmSync(dir, { recursive: true, force: true });
  try {
    return { ...(await readDescription(file)), label: spec, root: file, base: join(dir, prefix), prefix: `${rev}:`, cleanup };
  } catch (error) {
    cleanup();
    throw error;
  }
}

/** @param {ReportedChange} c */
const operationsText = (c) => c.operationIds.join(', ');

/**
 * The diff as text: the breaking changes first, each with who uses what it changes.
 * @param {DiffReport} report
 * @param {Locations} locations in the new description
 * @param {Locations} oldLocations in the old one
 */
export function formatDiffText(report, locations, oldLocations) {
  if (!report.changes.length) return `No changes between ${report.from} and ${report.to}.\n`;
  const lines = [`Contract diff: ${report.from} → ${report.to}`, `${diffSummaryLine(report)}.`];
  const t = report.traffic;
  if (t)
    lines.push(
      `Weighed by ${t.exchanges} recorded exchange${t.exchanges === 1 ? '' : 's'} of the old description in ${t.recording}${t.unmatched ? ` (${t.unmatched} of no operation of it left out)` : ''}, clients told apart by ${t.clientHeader}.`,
    );
  for (const [title, list] of /** @type {const} */ ([
    ['Breaking for a client', report.changes.filter((c) => c.breaking)],
    ['Not breaking', report.changes.filter((c) => !c.breaking)],
  ])) {
    if (!list.length) continue;
    lines.push('', `${title} (${list.length}):`);
    for (const c of list) {
      const at = locationOf(c, locations, oldLocations);
      lines.push(
        `  ${c.kind}  ${c.method} ${c.path}  (${operationsText(c)})`,
        `    ${c.message}`,
        `    at ${at.file}:${at.line} (${c.pointer || '/'})`,
      );
      if (c.traffic) lines.push(`    traffic: ${reachText(c, t)}`);
      if (c.consumers) {
        const { generated, files, screens } = c.consumers;
        lines.push(`    generated: ${generated.length ? generated.map((g) => g.split(' ')[0]).join(', ') : 'none'}`);
        lines.push(`    used in: ${files.length ? files.join(', ') : 'no source file'}`);
        if (screens.length) lines.push(`    screens: ${screens.join(', ')}`);
      }
    }
  }
  return `${lines.join('\n')}\n`;
}

/** @param {DiffReport} report */
export function diffSummaryLine(report) {
  const { breaking, other } = report.summary;
  return `${breaking} breaking change${breaking === 1 ? '' : 's'}, ${other} other change${other === 1 ? '' : 's'}`;
}

/** What each kind of change is, for SARIF's rules. */
export const CHANGE_KINDS = {
  'operation-removed': 'An operation is gone.',
  'operation-moved': 'An operation has another method or path.',
  'operation-added': 'An operation is new.',
  'parameter-removed': 'A parameter is gone.',
  'parameter-renamed': 'A parameter has another name.',
  'parameter-added-required': 'A required parameter is new.',
  'parameter-added': 'An optional parameter is new.',
  'parameter-required': 'A parameter is now required.',
  'request-body-required': 'A request body is now required.',
  'request-body-removed': 'The operation takes no request body any more.',
  'request-body-optional': 'The request body is now optional.',
  'parameter-optional': 'A parameter is now optional.',
  'security-removed': 'The operation no longer needs credentials.',
  'constraint-widened': 'A bound or pattern is looser.',
  'media-type-removed': 'A request media type is no longer accepted.',
  'media-type-changed': 'A response comes in another media type.',
  'security-added': 'The operation now needs credentials.',
  'status-removed': 'A response status is gone.',
  'status-added': 'A response status is new.',
  'header-removed': 'A required response header is gone.',
  'header-optional': 'A required response header is now optional.',
  'type-changed': 'A value has another type.',
  'type-narrowed': 'A value allows fewer types.',
  'type-widened': 'A value allows more types.',
  'enum-narrowed': 'A value allows fewer enumerated values.',
  'enum-widened': 'A value allows more enumerated values.',
  'format-changed': 'A value has another format.',
  'constraint-narrowed': 'A bound or pattern is tighter.',
  'property-removed': 'A property is gone.',
  'property-optional': 'A property is now optional (breaking in a response).',
  'property-required': 'A property is now required (breaking in a request).',
  'property-added-required': 'A required request property is new.',
  'property-added': 'A property is new.',
  'oneOf-widened': 'A value may have more shapes.',
  'oneOf-narrowed': 'A value may have fewer shapes.',
  'anyOf-widened': 'A value may have more shapes.',
  'anyOf-narrowed': 'A value may have fewer shapes.',
};

/** @typedef {{ operation: (id: string | null) => import('./types.js').SourceLocation }} Locations */

/**
 * Where a change is declared: its operation's line in the new description, in the old one for an
 * operation that is gone or moved.
 * @param {ReportedChange} c
 * @param {Locations} locations
 * @param {Locations} oldLocations
 */
const locationOf = (c, locations, oldLocations) =>
  (c.kind === 'operation-removed' || c.kind === 'operation-moved' ? oldLocations : locations).operation(c.operationIds[0] ?? null);

/** @param {ReportedChange} c */
const consumersText = (c) =>
  c.consumers && c.consumers.files.length
    ? ` Used in ${c.consumers.files.join(', ')}${c.consumers.screens.length ? `; screens: ${c.consumers.screens.join(', ')}` : ''}.`
    : '';

/** A change's reach in the recorded traffic, after the rest of its message. @param {ReportedChange} c @param {DiffReport} report */
const trafficText = (c, report) => (c.traffic ? ` ${reachText(c, report.traffic)}` : '');

/**
 * SARIF 2.1.0: a rule per kind of change, a result per change at the line of the new description that
 * declares its operation (the old one's for an operation that is gone): an error when it breaks a client.
 * @param {DiffReport} report
 * @param {Locations} locations in the new description
 * @param {Locations} oldLocations in the old one
 * @param {string} version
 */
export function formatDiffSarif(report, locations, oldLocations, version) {
  const kinds = Object.keys(CHANGE_KINDS);
  const rules = kinds.map((id) => ({
    id,
    name: id.replace(/(^|-)(\w)/g, (_m, _d, ch) => ch.toUpperCase()),
    shortDescription: { text: CHANGE_KINDS[/** @type {keyof typeof CHANGE_KINDS} */ (id)] },
  }));
  const results = report.changes.map((c) => {
    const at = locationOf(c, locations, oldLocations);
    const ruleIndex = kinds.indexOf(c.kind);
    return {
      ruleId: c.kind,
      ...(ruleIndex >= 0 ? { ruleIndex } : {}),
      level: c.breaking ? 'error' : 'note',
      message: { text: `${c.message} (${c.method} ${c.path}: ${operationsText(c)}).${consumersText(c)}${trafficText(c, report)}` },
      locations: [
        {
          physicalLocation: { artifactLocation: { uri: at.file }, region: { startLine: at.line } },
          logicalLocations: c.operationIds.map((name) => ({ name, kind: 'function' })),
        },
      ],
      partialFingerprints: { 'contractChange/v1': `${c.kind} ${c.method} ${c.path} ${c.pointer}` },
      properties: {
        breaking: c.breaking,
        side: c.side,
        pointer: c.pointer,
        operationIds: c.operationIds,
        consumers: c.consumers ?? null,
        ...(c.traffic ? { traffic: c.traffic } : {}),
      },
    };
  });
  return sarifDocument(rules, results, version);
}

/**
 * GitHub Actions annotations: `::error` for a breaking change, `::notice` for another, at the contract's line.
 * @param {DiffReport} report
 * @param {Locations} locations
 * @param {Locations} oldLocations
 */
export function formatDiffGithub(report, locations, oldLocations) {
  const lines = report.changes.map((c) => {
    const id = c.operationIds[0] ?? null;
    const at = locationOf(c, locations, oldLocations);
    const text = `${c.message} ${c.method} ${c.path} (${operationsText(c)}).${consumersText(c)}${trafficText(c, report)}`;
    return `::${c.breaking ? 'error' : 'notice'} file=${ghProperty(at.file)},line=${at.line},title=${ghProperty(`${c.kind} ${id ?? ''}`.trim())}::${ghData(text)}`;
  });
  return `${[...lines, `${diffSummaryLine(report)}.`].join('\n')}\n`;
}
