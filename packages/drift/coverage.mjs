// What of the contract the traffic exercised, item by item: each operation's parameters, request and
// response properties, statuses and media types, against what the contract declares; and the gate
// `--min-coverage` puts on it (operations, statuses, parameters, properties, media types: each a percentage).
import { isJsonType, mediaType } from './check.mjs';
import { deref } from './contract.mjs';

/** @import { Contract, CoverageMeasure, CoverageMeasures, CoverageGate, Operation, OpenApiDocument, Schema } from './types.js' */

/** @typedef {{ id: string; exercised: boolean; seen: string[]; present: [string, string[]][] }[]} TallyState */

/** The measures, in the order they are reported; a rule names them so. */
export const MEASURES = /** @type {const} */ (['operations', 'statuses', 'parameters', 'properties', 'media-types']);
/** How deep a schema is followed for its properties: a recursive one (a tree of categories) stops here. */
const MAX_DEPTH = 8;

/**
 * Every property a schema declares, as pointers (array items as `*`), through $refs, allOf, oneOf and
 * anyOf; a $ref already on the way down is not followed again.
 * @param {OpenApiDocument} doc
 * @param {Schema | undefined} schema
 * @param {string} at
 * @param {Set<string>} [inside] the $refs on the way down
 * @param {Set<string>} [into]
 * @returns {Set<string>}
 */
export function declaredProperties(doc, schema, at = '', inside = new Set(), into = new Set()) {
  if (!schema || typeof schema !== 'object' || at.split('/').length > MAX_DEPTH) return into;
  const ref = typeof schema.$ref === 'string' ? schema.$ref : null;
  if (ref && inside.has(ref)) return into;
  const on = ref ? new Set([...inside, ref]) : inside;
  const s = deref(doc, schema);
  if (!s || typeof s !== 'object') return into;
  for (const member of [...(s.allOf ?? []), ...(s.oneOf ?? []), ...(s.anyOf ?? [])]) declaredProperties(doc, member, at, on, into);
  for (const [name, sub] of Object.entries(s.properties ?? {})) {
    into.add(`${at}/${name}`);
    declaredProperties(doc, sub, `${at}/${name}`, on, into);
  }
  if (s.items && typeof s.items === 'object') declaredProperties(doc, s.items, `${at}/*`, on, into);
  return into;
}

/**
 * Adds to `into` the pointers of the properties a value has (present, null included), as
 * {@link declaredProperties} names them. The pointers are made once each (`pointers` keeps them by parent
 * and name): the same answer, and every item of a list, gives the same strings, so a recording of any
 * size makes no new ones after its first few exchanges.
 * @param {unknown} value
 * @param {string} at
 * @param {Set<string>} into
 * @param {Map<string, Map<string, string>>} pointers
 */
function addPresent(value, at, into, pointers) {
  if (value === null || typeof value !== 'object') return;
  let children = pointers.get(at);
  if (!children) pointers.set(at, (children = new Map()));
  if (Array.isArray(value)) {
    let items = children.get('*');
    if (!items) children.set('*', (items = `${at}/*`));
    for (const item of value) addPresent(item, items, into, pointers);
    return;
  }
  for (const name in value) {
    let child = children.get(name);
    if (!child) children.set(name, (child = `${at}/${name}`));
    into.add(child);
    addPresent(/** @type {Record<string, unknown>} */ (value)[name], child, into, pointers);
  }
}

/**
 * What one operation declares, each item named as a report names it.
 * @param {Contract} contract
 * @param {Operation} op
 */
function declaredBy(contract, op) {
  const statuses = Object.keys(op.responses).filter((s) => /^\d{3}$/.test(s));
  /** @type {string[]} */
  const properties = [];
  /** @type {string[]} */
  const mediaTypes = [];
  for (const [type, media] of Object.entries(op.requestBody?.content ?? {})) {
    mediaTypes.push(`request ${type}`);
    if (isJsonType(type)) for (const p of declaredProperties(contract.doc, media.schema)) properties.push(`request ${p}`);
  }
  for (const status of statuses) {
    for (const [type, media] of Object.entries(op.responses[status]?.content ?? {})) {
      mediaTypes.push(`${status} ${type}`);
      if (isJsonType(type)) for (const p of declaredProperties(contract.doc, media.schema)) properties.push(`${status} ${p}`);
    }
  }
  return {
    statuses,
    parameters: op.parameters.map((p) => `${p.in} ${p.name}`),
    properties: [...new Set(properties)],
    'media-types': [...new Set(mediaTypes)],
  };
}

/**
 * The tally of a run: per operation, what it declares and what the exchanges used of it.
 * @param {Contract} contract
 */
export function createCoverageTally(contract) {
  const ops = new Map(
    contract.operations.map((op) => {
      const declared = declaredBy(contract, op);
      /** @type {Map<string, Set<string>>} the properties present, by side: `request`, or a status */
      const present = new Map();
      return [op.operationId, { op, declared, seen: /** @type {Set<string>} */ (new Set()), present, exercised: false }];
    }),
  );
  /** @type {Map<string, Map<string, string>>} */
  const pointers = new Map();
  /** @param {Map<string, Set<string>>} present @param {string} side */
  const sideOf = (present, side) => {
    let set = present.get(side);
    if (!set) present.set(side, (set = new Set()));
    return set;
  };
  return {
    /**
     * One exchange of an operation: its parameters, its bodies' media types and properties, its status.
     * @param {Operation} op
     * @param {{ status: number; url: string; requestHeaders: Record<string, string>; responseHeaders?: Record<string, string> }} x
     * @param {unknown} requestJson the request's body, when it was JSON
     * @param {unknown} responseJson the response's body, when it was JSON
     */
    add(op, x, requestJson, responseJson) {
      const entry = ops.get(op.operationId);
      if (!entry) return;
      entry.exercised = true;
      const { seen } = entry;
      const status = String(x.status);
      seen.add(`status ${status}`);
      const url = new URL(x.url);
      const headers = Object.fromEntries(Object.entries(x.requestHeaders).map(([k, v]) => [k.toLowerCase(), v]));
      // A path parameter is in every call that matched the operation; a cookie's is not told apart.
      const given = (/** @type {{ in: string; name: string }} */ p) =>
        p.in === 'path' || (p.in === 'query' ? url.searchParams.has(p.name) : p.in === 'header' && p.name.toLowerCase() in headers);
      for (const p of op.parameters) if (given(p)) seen.add(`parameter ${p.in} ${p.name}`);
      const requestType = mediaType(headers['content-type']);
      if (requestType) seen.add(`media-type request ${requestType}`);
      const responseType = mediaType(Object.entries(x.responseHeaders ?? {}).find(([k]) => k.toLowerCase() === 'content-type')?.[1]);
      if (responseType) seen.add(`media-type ${status} ${responseType}`);
      if (requestJson !== undefined) addPresent(requestJson, '', sideOf(entry.present, 'request'), pointers);
      if (responseJson !== undefined) addPresent(responseJson, '', sideOf(entry.present, status), pointers);
    },
    /**
     * What the tally has seen, as a worker thread sends it back (plain arrays, structured-cloneable).
     * @returns {TallyState}
     */
    state() {
      return [...ops].map(([id, e]) => ({
        id,
        exercised: e.exercised,
        seen: [...e.seen],
        present: [...e.present].map(([side, set]) => /** @type {[string, string[]]} */ ([side, [...set]])),
      }));
    },
    /**
     * Adds another tally's state (a worker's share of the recording) to this one.
     * @param {TallyState} state
     */
    absorb(state) {
      for (const { id, exercised, seen, present } of state) {
        const entry = ops.get(id);
        if (!entry) continue;
        entry.exercised ||= exercised;
        for (const item of seen) entry.seen.add(item);
        for (const [side, items] of present) {
          const set = sideOf(entry.present, side);
          for (const item of items) set.add(item);
        }
      }
    },
    /** @returns {CoverageMeasures} */
    measures() {
      /** @type {(total: number, missing: string[]) => CoverageMeasure} */
      const measure = (total, missing) => ({
        covered: total - missing.length,
        total,
        percent: total ? Math.floor(((total - missing.length) / total) * 1000) / 10 : 100,
        missing,
      });
      const entries = [...ops.values()];
      /** @param {'statuses' | 'parameters' | 'properties' | 'media-types'} kind @param {string} prefix */
      const of = (kind, prefix) => {
        const all = entries.flatMap((e) => e.declared[kind].map((item) => ({ e, item })));
        const missing = all.filter(({ e, item }) => !e.seen.has(`${prefix} ${item}`)).map(({ e, item }) => `${e.op.operationId} ${item}`);
        return measure(all.length, missing);
      };
      // A property is `request /a/b` or `200 /a/b`: present when that side of the operation had it.
      const properties = entries.flatMap((e) => e.declared.properties.map((item) => ({ e, item })));
      const propertyMissing = properties
        .filter(({ e, item }) => {
          const at = item.indexOf(' ');
          return !e.present.get(item.slice(0, at))?.has(item.slice(at + 1));
        })
        .map(({ e, item }) => `${e.op.operationId} ${item}`);
      return {
        operations: measure(
          entries.length,
          entries.filter((e) => !e.exercised).map((e) => e.op.operationId),
        ),
        statuses: of('statuses', 'status'),
        parameters: of('parameters', 'parameter'),
        properties: measure(properties.length, propertyMissing),
        'media-types': of('media-types', 'media-type'),
      };
    },
  };
}

/**
 * `--min-coverage operations=80,statuses=50`: the least percentage of each measure named.
 * @param {string} rule
 * @returns {Partial<Record<(typeof MEASURES)[number], number>>}
 */
export function parseCoverageRule(rule) {
  /** @type {Partial<Record<(typeof MEASURES)[number], number>>} */
  const minimum = {};
  for (const part of rule.split(',')) {
    const [name = '', value = ''] = part.split('=').map((s) => s.trim());
    const measure = MEASURES.find((m) => m === name);
    if (!measure) throw new Error(`--min-coverage names ${name ? `"${name}"` : 'nothing'}: give ${MEASURES.join(', ')}, each =percent`);
    const percent = /^\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
    if (!(percent >= 0 && percent <= 100)) throw new Error(`--min-coverage ${name}=${value}: a percentage from 0 to 100`);
    minimum[measure] = percent;
  }
  return minimum;
}

/**
 * The measures below their minimum, each with what it is missing.
 * @param {CoverageMeasures} measures
 * @param {string} rule as given to --min-coverage
 * @returns {CoverageGate}
 */
export function coverageGate(measures, rule) {
  const minimum = parseCoverageRule(rule);
  const below = MEASURES.filter((m) => minimum[m] !== undefined && measures[m].percent < /** @type {number} */ (minimum[m])).map((m) => ({
    measure: m,
    percent: measures[m].percent,
    minimum: /** @type {number} */ (minimum[m]),
    missing: measures[m].missing,
  }));
  return { rule, below };
}

/**
 * The coverage in words: each measure's figures, and with `detail` what each is missing.
 * @param {CoverageMeasures} measures
 * @param {{ detail: boolean }} options
 * @returns {string[]}
 */
export function coverageLines(measures, { detail }) {
  const lines = ['Coverage of the contract:'];
  for (const m of MEASURES) {
    const { covered, total, percent, missing } = measures[m];
    lines.push(`  ${m.padEnd(12)} ${String(covered).padStart(5)} of ${String(total).padEnd(5)} ${percent.toFixed(1).padStart(5)}%`);
    if (detail && missing.length) lines.push(...missing.map((item) => `      not exercised: ${item}`));
  }
  return lines;
}

/**
 * What a failed gate says: each measure below its minimum and every item it is missing.
 * @param {CoverageGate} gate
 * @returns {string[]}
 */
export function gateLines(gate) {
  if (!gate.below.length) return [];
  const lines = [`Coverage below --min-coverage ${gate.rule}:`];
  for (const b of gate.below) {
    lines.push(`  ${b.measure}: ${b.percent.toFixed(1)}%, under ${b.minimum}%; not exercised (${b.missing.length}):`);
    lines.push(...b.missing.map((item) => `    ${item}`));
  }
  return lines;
}
