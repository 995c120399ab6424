// Turns checked exchanges into the report: findings (inferred parts first, each with a curl that
// reproduces it, secrets as shell variables), a coverage table, and text, JSON or JUnit output.
import { checkExchange } from './check.mjs';
import { EXPIRING_WITHIN_DAYS, findingKey } from './baseline.mjs';
import { coverageLines, createCoverageTally, gateLines } from './coverage.mjs';
import { deref } from './contract.mjs';

/** @import { CheckOptions, Contract, CoverageRow, Exchange, Finding, OpenApiDocument, Report, Schema, Substitution } from './types.js' */
/** @typedef {CheckOptions & { substitutions?: Substitution[] }} ReportOptions */

const SECRET_FIELDS = new Set(['password', 'oldPassword', 'newPassword', 'token', 'cardToken', 'accountNumber', 'routingNumber']);
const shellQuote = (/** @type {unknown} */ s) => `'${String(s).replace(/'/g, `'\\''`)}'`;

/** The request's path and query with secrets (tokens, passwords) masked. @param {Exchange} x */
export function maskedPath(x) {
  const url = new URL(x.url);
  for (const key of [...url.searchParams.keys()]) if (SECRET_FIELDS.has(key)) url.searchParams.set(key, '***');
  return decodeURIComponent(url.pathname) + url.search.replace(/%2A/g, '*');
}

/** A curl command that repeats the request; the token and passwords stay in shell variables. @param {Exchange} x */
export function curlFor(x) {
  const url = new URL(x.url);
  for (const key of [...url.searchParams.keys()]) if (SECRET_FIELDS.has(key)) url.searchParams.set(key, `__${key.toUpperCase()}__`);
  let target = shellQuote(url.toString());
  target = target.replace(/__([A-Z]+)__/g, (_m, k) => `'"$DRIFT_${k === 'TOKEN' ? 'TOKEN' : 'PASSWORD'}"'`);
  const parts = ['curl', '-sS', '-X', x.method, target];
  const headers = x.requestHeaders ?? {};
  for (const [k, v] of Object.entries(headers)) {
    if (k === 'authorization') parts.push('-H', '"Authorization: Bearer $DRIFT_TOKEN"');
    else if (/^(x-)?api[-_]?key$/i.test(k)) parts.push('-H', `"${k}: $DRIFT_API_KEY"`);
    else if (k === 'content-type' && String(v).startsWith('multipart/')) continue;
    else if (k !== 'content-length' && k !== 'host') parts.push('-H', shellQuote(`${k}: ${v}`));
  }
  const type = String(headers['content-type'] ?? '');
  if (x.requestBody?.length && type.startsWith('multipart/')) {
    parts.push('-F', shellQuote('file=@drift.png;type=image/png'), '-F', shellQuote('imageType=customerprofile'));
    const id = /name="customerId"\r\n\r\n(\d+)/.exec(x.requestBody.toString('latin1'))?.[1];
    if (id) parts.push('-F', shellQuote(`customerId=${id}`));
  } else if (x.requestBody?.length) {
    let masked = false;
    const text = JSON.stringify(JSON.parse(x.requestBody.toString('utf8')), (k, v) => {
      if (SECRET_FIELDS.has(k) && typeof v === 'string') {
        masked = true;
        return `__SECRET_${k}__`;
      }
      return v;
    });
    const body = masked
      ? shellQuote(text).replace(
          /__SECRET_(\w+)__/g,
          (_m, k) => `'"$DRIFT_${k === 'token' || k === 'cardToken' ? 'TOKEN' : k.endsWith('Number') ? 'ACCOUNT' : 'PASSWORD'}"'`,
        )
      : shellQuote(text);
    parts.push('--data-raw', body);
  }
  return parts.join(' ');
}

/** The pointer of each property and item below a pointer, made once: a payload's lists repeat them. */
const childPointers = new Map();
/** @param {string} at @param {string} name */
function childAt(at, name) {
  let children = childPointers.get(at);
  if (!children) childPointers.set(at, (children = new Map()));
  let pointer = children.get(name);
  if (pointer === undefined) children.set(name, (pointer = `${at}/${name}`));
  return /** @type {string} */ (pointer);
}

/**
 * Visits each value of a payload with the schema that describes it (pointer with array indexes as *).
 * @param {OpenApiDocument} doc
 * @param {Schema | undefined} schema
 * @param {unknown} value
 * @param {string} at
 * @param {(at: string, schema: Schema, value: unknown) => void} visit
 */
function walk(doc, schema, value, at, visit) {
  const s = deref(doc, schema);
  if (!s || typeof s !== 'object') return;
  visit(at, s, value);
  if (value === null || value === undefined) return;
  if (s.allOf) for (const member of s.allOf) walk(doc, member, value, at, visit);
  for (const members of [s.oneOf, s.anyOf]) {
    if (!members) continue;
    for (const member of members) {
      const m = deref(doc, member);
      if (m?.type !== 'null') walk(doc, m, value, at, visit);
    }
  }
  if (s.properties) {
    const object = typeof value === 'object' ? /** @type {Record<string, unknown>} */ (value) : undefined;
    for (const k in s.properties) walk(doc, s.properties[k], object?.[k], childAt(at, k), visit);
  }
  if (s.items && typeof s.items === 'object' && Array.isArray(value)) {
    const items = childAt(at, '*');
    for (const item of value) walk(doc, s.items, item, items, visit);
  }
}

/** @typedef {Finding & { count: number; first: number }} Gathered */
/**
 * A collector's state, as a worker thread sends its share of a recording back: structured-cloneable.
 * @typedef {{ found: [string, Gathered][]; sanitizable: string[]; rows: { operationId: string; statuses: number[]; fields: [string, boolean][]; enums: [string, unknown[]][] }[]; tally: import('./coverage.mjs').TallyState; seen: number; tokens: number }} CollectorState
 */
/** @typedef {Pick<CoverageRow, 'operationId' | 'method' | 'path' | 'inferred'> & { statuses: Set<number>; fields: Map<string, boolean>; enums: Map<string, Set<unknown>> }} Row */

/**
 * Checks exchanges one at a time and keeps only what the report needs: each finding once (by operation,
 * kind and place, with a count), and per operation the statuses, fields and enum values seen. Nothing
 * holds on to an exchange, so a recording of any size is checked in the same memory.
 * @param {Contract} contract
 * @param {CheckOptions} [options] without `sanitized`, the collector works it out: a recording with no
 *   Authorization header anywhere was exported without its tokens, and a missing one then proves nothing
 */
export function createCollector(contract, options = {}) {
  /** @type {Map<string, Gathered>} */
  const found = new Map();
  /** The keys of findings that say nothing of a recording exported without its tokens. */
  const sanitizable = new Set();
  /** @type {Map<string, Row>} */
  const rows = new Map(
    contract.operations.map((o) => [
      o.operationId,
      {
        operationId: o.operationId,
        method: o.method,
        path: o.path,
        inferred: o.inferred,
        statuses: new Set(),
        fields: new Map(),
        enums: new Map(),
      },
    ]),
  );
  const tally = createCoverageTally(contract);
  let seen = 0;
  let tokens = 0;
  /**
   * Checks one exchange; returns the findings it is the first to show (a proxy prints them as they happen).
   * @param {Exchange} x
   * @param {number} [index] where the exchange is in its recording (when shared out among threads), so each
   *   finding keeps its first occurrence whichever thread saw it
   * @returns {Finding[]}
   */
  const add = (x, index = seen) => {
    seen++;
    /** @type {Finding[]} */
    const fresh = [];
    if (x.requestHeaders.authorization) tokens++;
    const {
      operation,
      findings,
      json: checked,
      requestJson,
    } = checkExchange(contract, x, { ...options, sanitized: options.sanitized ?? false });
    if (operation) tally.add(operation, x, requestJson?.value, checked?.value);
    const kept = x.probe ? findings.filter((f) => f.side === 'response') : findings;
    // With --open an API may ignore what it does not know: the sweep's verdicts on that are not findings.
    const ignored = options.open && ['undeclared-parameter', 'undeclared-header', 'undeclared-property'].includes(x.verdict?.kind ?? '');
    if (x.probe && x.verdict && !ignored)
      kept.push({ ...x.verdict, excerpt: String(x.status), inferred: Boolean(operation?.inferred), side: 'response' });
    if (x.as === 'other-customer' && x.sameAsOwner) {
      kept.push({
        kind: 'security',
        pointer: '/headers/authorization',
        excerpt: String(x.status),
        inferred: Boolean(operation?.inferred),
        message: "Another customer's token got the same answer as the owner's: this customer's data reaches someone else.",
      });
    }
    for (const f of kept) {
      const url = new URL(x.url);
      // One finding per operation, kind and place: the key a baseline knows it by.
      const key = findingKey({
        operationId: operation?.operationId ?? null,
        method: x.method,
        path: url.pathname,
        kind: f.kind,
        pointer: f.pointer,
      });
      const existing = found.get(key);
      if (existing) {
        existing.count += 1;
        continue;
      }
      /** @type {Finding} */
      const finding = {
        operationId: operation?.operationId ?? null,
        method: x.method,
        path: maskedPath(x),
        status: x.status,
        kind: f.kind,
        side: f.side ?? 'response',
        pointer: f.pointer,
        excerpt: f.excerpt ?? '',
        inferred: Boolean(f.inferred),
        message: f.message,
        curl: curlFor(x),
      };
      found.set(key, { ...finding, count: 1, first: index });
      if (f.unlessSanitized) sanitizable.add(key);
      fresh.push(finding);
    }
    // Coverage: the status, and in a success the fields with a value and the enum values.
    const row = operation && rows.get(operation.operationId);
    if (!row) return fresh;
    row.statuses.add(x.status);
    const response = operation.responses[String(x.status)];
    const schema = response?.content?.['application/json']?.schema;
    if (!schema || x.status >= 300) return fresh;
    /** @type {unknown} */
    let json = checked?.value;
    if (!checked) {
      try {
        json = JSON.parse((x.responseBody ?? Buffer.alloc(0)).toString('utf8'));
      } catch {
        return fresh;
      }
    }
    walk(contract.doc, schema, json, '', (at, s, value) => {
      if (at && !s.$ref) {
        const before = row.fields.get(at);
        if (before !== true) row.fields.set(at, value !== null && value !== undefined);
      }
      if (s.enum && value !== null && value !== undefined) {
        const values = row.enums.get(at);
        if (values) values.add(value);
        else row.enums.set(at, new Set([value]));
      }
    });
    return fresh;
  };
  /** Whether the exchanges so far look exported without their tokens (only when not told). */
  const sanitized = () => options.sanitized ?? (seen > 0 && tokens === 0);
  /** @returns {Finding[]} */
  const findings = () => {
    const order = new Map(contract.operations.map((o, i) => [o.operationId, i]));
    const drop = sanitized();
    return [...found]
      .filter(([key]) => !(drop && sanitizable.has(key)))
      .map(([, f]) => f)
      .sort(
        (a, b) =>
          Number(b.inferred) - Number(a.inferred) ||
          (order.get(a.operationId ?? '') ?? 1e6) - (order.get(b.operationId ?? '') ?? 1e6) ||
          a.kind.localeCompare(b.kind) ||
          a.first - b.first,
      )
      .map(({ count, ...gathered }) => {
        /** @type {Finding & { first?: number }} */
        const f = gathered;
        // Where it was first seen is the threads' bookkeeping, not the report's.
        delete f.first;
        return count > 1 ? { ...f, message: `${f.message} (${count} times)` } : f;
      });
  };
  /** @returns {CoverageRow[]} */
  const coverage = () =>
    [...rows.values()].map((r) => ({
      operationId: r.operationId,
      method: r.method,
      path: r.path,
      inferred: r.inferred,
      exercised: r.statuses.size > 0,
      statuses: [...r.statuses].sort(),
      // Sorted: the same whichever order the recording's exchanges were checked in (threads share it out).
      neverNonNull: [...r.fields]
        .filter(([, seenNonNull]) => !seenNonNull)
        .map(([at]) => at)
        .sort(),
      enumsSeen: Object.fromEntries(
        [...r.enums]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([at, values]) => [at, [...values].sort((a, b) => String(a).localeCompare(String(b)))]),
      ),
    }));
  /**
   * The report of everything added so far.
   * @param {Substitution[]} [substitutions]
   * @returns {Report}
   */
  const report = (substitutions = []) => {
    const list = findings();
    const table = coverage();
    return {
      findings: list,
      coverage: {
        operations: table,
        notExercised: table.filter((r) => !r.exercised).map((r) => r.operationId),
        measures: tally.measures(),
      },
      substitutions: substitutions.map((sub) => (SECRET_FIELDS.has(sub.variable) ? { ...sub, value: '***' } : sub)),
      summary: { operations: table.length, exercised: table.filter((r) => r.exercised).length, findings: list.length },
    };
  };
  /** @returns {CollectorState} */
  const state = () => ({
    found: [...found],
    sanitizable: [...sanitizable],
    rows: [...rows.values()].map((r) => ({
      operationId: r.operationId,
      statuses: [...r.statuses],
      fields: [...r.fields],
      enums: [...r.enums].map(([at, values]) => /** @type {[string, unknown[]]} */ ([at, [...values]])),
    })),
    tally: tally.state(),
    seen,
    tokens,
  });
  /**
   * Adds another collector's state (a worker's share of the recording): counts summed, each finding as
   * its first occurrence in the recording showed it.
   * @param {CollectorState} other
   */
  const absorb = (other) => {
    seen += other.seen;
    tokens += other.tokens;
    for (const [key, g] of other.found) {
      const mine = found.get(key);
      if (!mine) found.set(key, g);
      else found.set(key, { ...(g.first < mine.first ? g : mine), count: mine.count + g.count });
    }
    for (const key of other.sanitizable) sanitizable.add(key);
    for (const r of other.rows) {
      const row = rows.get(r.operationId);
      if (!row) continue;
      for (const status of r.statuses) row.statuses.add(status);
      for (const [at, nonNull] of r.fields) row.fields.set(at, (row.fields.get(at) ?? false) || nonNull);
      for (const [at, values] of r.enums) {
        const set = row.enums.get(at);
        if (set) for (const v of values) set.add(v);
        else row.enums.set(at, new Set(values));
      }
    }
    tally.absorb(other.tally);
  };
  return { add, sanitized, report, seen: () => seen, state, absorb };
}

/**
 * @param {Contract} contract
 * @param {Exchange[]} exchanges
 * @param {ReportOptions} [options]
 * @returns {Report}
 */
export function buildReport(contract, exchanges, options = {}) {
  const { substitutions, ...check } = options;
  const collector = createCollector(contract, { ...check, sanitized: check.sanitized ?? false });
  for (const x of exchanges) collector.add(x);
  return collector.report(substitutions);
}

/**
 * @param {Report} report
 * @param {{ coverage?: boolean }} [options] `coverage`: each measure's figures and every item it is missing
 */
export function formatText(report, options = {}) {
  const lines = [];
  const { findings, coverage: cov } = report;
  if (findings.length) {
    lines.push(`Findings (${findings.length}; on inferred parts of the contract first):`, '');
    for (const f of findings) {
      lines.push(
        `✗ ${f.kind}  ${f.operationId ?? '(no operation)'}  ${f.method} ${f.path} → ${f.status}${f.inferred ? '  [x-inferred]' : ''}`,
      );
      lines.push(`    ${f.message}`);
      if (f.pointer) lines.push(`    at ${f.pointer}${f.excerpt ? `: ${f.excerpt}` : ''}`);
      lines.push(`    repro: ${f.curl}`, '');
    }
  }
  lines.push('Coverage:');
  for (const r of cov.operations) {
    const never = r.neverNonNull.length
      ? `  never non-null: ${r.neverNonNull.slice(0, 4).join(', ')}${r.neverNonNull.length > 4 ? ` +${r.neverNonNull.length - 4}` : ''}`
      : '';
    const enums = Object.entries(r.enumsSeen)
      .map(([at, v]) => `${at}=${v.join('|')}`)
      .join(' ');
    lines.push(
      `  ${r.exercised ? '✓' : '·'} ${r.operationId.padEnd(40)} ${r.exercised ? r.statuses.join(',') : 'not exercised'}${never}${enums ? `  enums: ${enums}` : ''}`,
    );
  }
  if (report.substitutions.length) {
    lines.push('', `Substituted values (${report.substitutions.length}):`);
    for (const s of report.substitutions)
      lines.push(`  ${s.operationId} ${s.at}: ${JSON.stringify(s.example)} → ${JSON.stringify(s.value)} (${s.variable})`);
  }
  const terms = (/** @type {import('./types.js').BaselineEntry} */ e) =>
    `  ${e.kind}  ${e.operationId ?? `${e.method} ${e.path}`}  ${e.pointer || '(whole)'}  until ${e.expires}${e.reason ? `: ${e.reason}` : ''}`;
  if (report.baseline?.expired.length) {
    lines.push('', `Accepted by ${report.baseline.file} until a day now past, so new again (${report.baseline.expired.length}):`);
    for (const e of report.baseline.expired) lines.push(terms(e));
  }
  if (report.baseline?.expiring.length) {
    lines.push('', `Accepted by ${report.baseline.file} for ${EXPIRING_WITHIN_DAYS} days or less (${report.baseline.expiring.length}):`);
    for (const e of report.baseline.expiring) lines.push(terms(e));
  }
  if (report.baseline?.gone.length) {
    lines.push('', `Accepted by ${report.baseline.file} but not seen this time (${report.baseline.gone.length}): fixed, or not exercised?`);
    for (const g of report.baseline.gone) lines.push(`  ${g.kind}  ${g.operationId ?? `${g.method} ${g.path}`}  ${g.pointer || '(whole)'}`);
  }
  if (options.coverage && cov.measures) lines.push('', ...coverageLines(cov.measures, { detail: true }));
  if (report.gate?.below.length) lines.push('', ...gateLines(report.gate));
  lines.push('', `${summaryLine(report)}${cov.notExercised.length ? ` (not: ${cov.notExercised.join(', ')})` : ''}.`);
  return lines.join('\n');
}

const xml = (/** @type {unknown} */ s) =>
  String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * One test case per operation; each finding is a failure of its operation's case, and each coverage
 * measure under its minimum a failure of its own. With `coverage` (or a gate), the measures are the suite's properties.
 * @param {Report} report
 * @param {{ coverage?: boolean }} [options]
 */
export function formatJunit(report, options = {}) {
  /** @type {Map<string, Finding[]>} */
  const byOp = new Map(report.coverage.operations.map((r) => [r.operationId, []]));
  /** @type {Finding[]} */
  const orphan = [];
  for (const f of report.findings) (byOp.get(f.operationId ?? '') ?? orphan).push(f);
  const cases = report.coverage.operations.map((row) => {
    const id = row.operationId;
    const fs = byOp.get(id) ?? [];
    const inner = !row.exercised
      ? '<skipped message="not exercised"/>'
      : fs
          .map(
            (f) =>
              `<failure type="${xml(f.kind)}" message="${xml(f.message)}">${xml(`${f.method} ${f.path} → ${f.status}\nat ${f.pointer}: ${f.excerpt}\n${f.curl}`)}</failure>`,
          )
          .join('');
    return `  <testcase classname="drift.${xml(row.method)}" name="${xml(id)}">${inner}</testcase>`;
  });
  for (const f of orphan)
    cases.push(
      `  <testcase classname="drift.unknown" name="${xml(`${f.method} ${f.path}`)}"><failure type="${xml(f.kind)}" message="${xml(f.message)}">${xml(f.curl)}</failure></testcase>`,
    );
  // The gate's measures under their minimum fail a case each, naming what they miss.
  for (const b of report.gate?.below ?? [])
    cases.push(
      `  <testcase classname="drift.coverage" name="${xml(b.measure)}"><failure type="coverage" message="${xml(`${b.percent}% of ${b.measure} exercised, under ${b.minimum}%`)}">${xml(b.missing.join('\n'))}</failure></testcase>`,
    );
  const measures = report.coverage.measures;
  const properties =
    measures && (options.coverage || report.gate)
      ? `  <properties>\n${Object.entries(measures)
          .map(([name, m]) => `    <property name="coverage.${xml(name)}" value="${xml(`${m.covered} of ${m.total} (${m.percent}%)`)}"/>`)
          .join('\n')}\n  </properties>\n`
      : '';
  const skipped = report.coverage.notExercised.length;
  const failures = report.findings.length + (report.gate?.below.length ?? 0);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuite name="drift" tests="${cases.length}" failures="${failures}" skipped="${skipped}">\n${properties}${cases.join('\n')}\n</testsuite>\n`;
}

/** What each kind of finding means: SARIF's rules, one per kind. */
export const KINDS = {
  type: 'A value, or a whole body, is not of the type the contract declares.',
  format: "A value breaks its schema's format, pattern or bounds.",
  enum: "A value is not one of the contract's enumerated values.",
  'missing-required': 'A required property, parameter or body is missing, or the API accepted a request without it.',
  'undeclared-property': 'A property the contract does not declare (closed world).',
  'undeclared-status': 'A status code the operation does not declare.',
  'media-type': 'A body in a media type the contract does not declare, or a body where it declares none.',
  binary: "A binary body that does not start with its media type's signature.",
  header: 'A response header that is missing or not as the contract declares it.',
  'undeclared-header': 'A header the contract does not declare for the operation.',
  'undeclared-parameter': 'A query parameter the contract does not declare, or one the API accepted though undeclared.',
  'parameter-case': "A parameter name in another case than the contract's (names are case-exact).",
  security: "A success without the token the operation needs, or another customer's token given the owner's data.",
  'unknown-operation': 'A method and path the contract does not have.',
};

/** @typedef {{ operation: (id: string | null) => import('./types.js').SourceLocation }} Locations */

/**
 * SARIF 2.1.0, for code scanning: one rule per kind, one result per finding at the line of the contract
 * that declares its operation, with a fingerprint that stays the same across runs (its baseline key).
 * A finding on an inferred part of the contract is a warning: the contract is our guess there. A coverage
 * measure under its minimum is an error, and with `coverage` each measure's missing items are a note; the
 * run's properties carry the measures' figures.
 * @param {Report} report
 * @param {Locations} locations
 * @param {string} version the checker's version
 * @param {{ coverage?: boolean }} [options]
 */
export function formatSarif(report, locations, version, options = {}) {
  const kinds = /** @type {(keyof typeof KINDS)[]} */ (Object.keys(KINDS));
  /** @type {object[]} */
  const rules = kinds.map((id) => ({
    id,
    name: id.replace(/(^|-)(\w)/g, (_m, _d, c) => c.toUpperCase()),
    shortDescription: { text: KINDS[id] },
    defaultConfiguration: { level: 'error' },
  }));
  /** @type {object[]} */
  const results = report.findings.map((f) => {
    const at = locations.operation(f.operationId);
    const ruleIndex = kinds.indexOf(/** @type {keyof typeof KINDS} */ (f.kind));
    return {
      ruleId: f.kind,
      ...(ruleIndex >= 0 ? { ruleIndex } : {}),
      level: f.inferred ? 'warning' : 'error',
      message: { text: `${f.message} (${f.method} ${f.path} → ${f.status}${f.pointer ? `, at ${f.pointer}` : ''})` },
      locations: [
        {
          physicalLocation: { artifactLocation: { uri: at.file }, region: { startLine: at.line } },
          ...(f.operationId ? { logicalLocations: [{ name: f.operationId, kind: 'function' }] } : {}),
        },
      ],
      partialFingerprints: { 'driftFinding/v1': findingKey(f) },
      properties: {
        operationId: f.operationId,
        method: f.method,
        path: f.path,
        status: f.status,
        side: f.side,
        pointer: f.pointer,
        excerpt: f.excerpt,
        inferred: f.inferred,
        curl: f.curl,
      },
    };
  });
  const measures = report.coverage.measures;
  if (!measures || (!options.coverage && !report.gate)) return sarifDocument(rules, results, version);
  rules.push({
    id: 'coverage',
    name: 'Coverage',
    shortDescription: { text: 'What of the contract the traffic did not exercise.' },
    defaultConfiguration: { level: 'note' },
  });
  const contractAt = locations.operation(null);
  const below = new Map((report.gate?.below ?? []).map((b) => [b.measure, b]));
  for (const [name, m] of Object.entries(measures)) {
    const under = below.get(/** @type {keyof typeof measures} */ (name));
    if (!under && !(options.coverage && m.missing.length)) continue;
    results.push({
      ruleId: 'coverage',
      ruleIndex: rules.length - 1,
      level: under ? 'error' : 'note',
      message: {
        text: `${m.covered} of ${m.total} ${name} exercised (${m.percent}%${under ? `, under --min-coverage ${under.minimum}%` : ''}); not exercised: ${m.missing.join(', ')}`,
      },
      locations: [{ physicalLocation: { artifactLocation: { uri: contractAt.file }, region: { startLine: contractAt.line } } }],
      partialFingerprints: { 'driftCoverage/v1': name },
      properties: { measure: name, covered: m.covered, total: m.total, percent: m.percent, missing: m.missing },
    });
  }
  const figures = Object.fromEntries(
    Object.entries(measures).map(([name, m]) => [name, { covered: m.covered, total: m.total, percent: m.percent }]),
  );
  return sarifDocument(rules, results, version, { coverage: figures });
}

/**
 * A SARIF 2.1.0 log of one run of the checker: the findings' or the contract diff's rules and results.
 * @param {unknown[]} rules
 * @param {unknown[]} results
 * @param {string} version the checker's version
 * @param {Record<string, unknown>} [properties] the run's own (the coverage's figures)
 */
export function sarifDocument(rules, results, version, properties = undefined) {
  const sarif = {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name: 'api-drift', version, informationUri: 'https://spec.openapis.org/oas/v3.1.0', rules } },
        results,
        invocations: [{ executionSuccessful: true }],
        ...(properties ? { properties } : {}),
      },
    ],
  };
  return `${JSON.stringify(sarif, null, 2)}\n`;
}

/** GitHub's workflow-command escaping: of a message, and (more) of a property. @param {string} s */
export const ghData = (s) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
export const ghProperty = (/** @type {string} */ s) => ghData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');

/**
 * GitHub Actions annotations: one `::error` (a finding on an inferred part: `::warning`) per finding at
 * the contract's line, then the summary line.
 * @param {Report} report
 * @param {Locations} locations
 */
export function formatGithub(report, locations) {
  const lines = report.findings.map((f) => {
    const at = locations.operation(f.operationId);
    const title = `${f.kind} ${f.operationId ?? `${f.method} ${f.path.split('?')[0]}`}`;
    const text = `${f.message} ${f.method} ${f.path} → ${f.status}${f.pointer ? ` at ${f.pointer}: ${f.excerpt}` : ''}\nrepro: ${f.curl}`;
    return `::${f.inferred ? 'warning' : 'error'} file=${ghProperty(at.file)},line=${at.line},title=${ghProperty(title)}::${ghData(text)}`;
  });
  // An acceptance about to end is a warning at its operation, while there is time to fix or renew it.
  for (const e of report.baseline?.expiring ?? []) {
    const at = locations.operation(e.operationId);
    const title = `accepted ${e.kind} ${e.operationId ?? `${e.method} ${e.path}`} until ${e.expires}`;
    const text = `Accepted by ${report.baseline?.file} until ${e.expires}${e.reason ? ` (${e.reason})` : ''}: from the day after, it fails as new.`;
    lines.push(`::warning file=${ghProperty(at.file)},line=${at.line},title=${ghProperty(title)}::${ghData(text)}`);
  }
  for (const b of report.gate?.below ?? []) {
    const at = locations.operation(null);
    const title = `coverage of ${b.measure} ${b.percent}% < ${b.minimum}%`;
    lines.push(
      `::error file=${ghProperty(at.file)},line=${at.line},title=${ghProperty(title)}::${ghData(`Not exercised: ${b.missing.join(', ')}`)}`,
    );
  }
  return `${[...lines, summaryLine(report)].join('\n')}\n`;
}

/**
 * The one-line summary every format ends with (or the CLI prints beside a file): what was found, what
 * was covered, and with a baseline what it accepted and what is gone.
 * @param {Report} report
 */
export function summaryLine(report) {
  const { summary } = report;
  const expired = summary.expired ? `, ${summary.expired} expired` : '';
  const baseline = report.baseline ? ` (${summary.known} accepted by the baseline, ${summary.gone} of its entries gone${expired})` : '';
  const below = report.gate?.below.length
    ? `; coverage under --min-coverage: ${report.gate.below.map((b) => `${b.measure} ${b.percent}% < ${b.minimum}%`).join(', ')}`
    : '';
  return `${summary.findings} ${report.baseline ? 'new ' : ''}findings${baseline}; ${summary.exercised} of ${summary.operations} operations exercised${below}`;
}
