// Accepted drift: a team that cannot fix every finding at once keeps the ones it knows in a baseline
// file, and the checker then fails only on what is new (and says which accepted ones are gone). A finding
// is known by its operation, its kind and its JSON pointer with array indexes as `*`, never by its
// message or excerpt, which change with the data.
import { readFileSync, writeFileSync } from 'node:fs';

/** @import { BaselineEntry, Finding, Report } from './types.js' */

export const BASELINE_VERSION = 1;

/** A pointer with its array indexes as `*`: `/data/3/price` and `/data/0/price` are one place. @param {string} pointer */
export const pointerPattern = (pointer) => pointer.replace(/\/\d+(?=\/|$)/g, '/*');

/** What a finding is known by across runs. @param {Pick<Finding, 'operationId' | 'method' | 'path' | 'kind' | 'pointer'>} f */
export const findingKey = (f) => `${f.operationId ?? `${f.method} ${f.path.split('?')[0]}`} ${f.kind} ${pointerPattern(f.pointer)}`;

/**
 * The baseline that accepts every finding of a report, in a stable order (so that its diff shows what changed).
 * @param {Report} report
 * @returns {{ version: number; accepted: BaselineEntry[] }}
 */
export function baselineOf(report) {
  const accepted = [...new Map([...report.findings, ...(report.baseline?.known ?? [])].map((f) => [findingKey(f), f])).values()]
    .map((f) => ({
      operationId: f.operationId,
      method: f.method,
      path: f.path.split('?')[0] ?? '',
      kind: f.kind,
      pointer: pointerPattern(f.pointer),
      message: f.message,
    }))
    .sort((a, b) => findingKey(a).localeCompare(findingKey(b)));
  return { version: BASELINE_VERSION, accepted };
}

/**
 * Reads a baseline file; throws, saying what is wrong, when it is not one.
 * @param {string} file
 * @returns {BaselineEntry[]}
 */
export function readBaseline(file) {
  /** @type {unknown} */
  let data;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read the baseline ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const accepted = data && typeof data === 'object' && 'accepted' in data ? data.accepted : undefined;
  const version = data && typeof data === 'object' && 'version' in data ? data.version : undefined;
  if (version !== BASELINE_VERSION || !Array.isArray(accepted))
    throw new Error(
      `${file} is not a drift baseline (version ${BASELINE_VERSION} with an "accepted" list); write one with --update-baseline.`,
    );
  accepted.forEach((entry, i) => {
    const ok =
      entry &&
      typeof entry === 'object' &&
      (entry.operationId === null || typeof entry.operationId === 'string') &&
      typeof entry.method === 'string' &&
      typeof entry.path === 'string' &&
      typeof entry.kind === 'string' &&
      typeof entry.pointer === 'string';
    if (!ok) throw new Error(`${file}: accepted/${i} needs operationId (or null), method, path, kind and pointer.`);
  });
  return accepted;
}

/** @param {string} file @param {Report} report */
export function writeBaseline(file, report) {
  writeFileSync(file, `${JSON.stringify(baselineOf(report), null, 2)}\n`);
}

/**
 * The report with the baseline applied: its findings are the new ones only; the accepted ones seen again
 * are `baseline.known`, and the accepted ones not seen this time are `baseline.gone`.
 * @param {Report} report
 * @param {BaselineEntry[]} accepted
 * @param {string} file
 * @returns {Report}
 */
export function applyBaseline(report, accepted, file) {
  const keys = new Set(accepted.map(findingKey));
  const findings = report.findings.filter((f) => !keys.has(findingKey(f)));
  const known = report.findings.filter((f) => keys.has(findingKey(f)));
  const seen = new Set(known.map(findingKey));
  const gone = accepted.filter((entry) => !seen.has(findingKey(entry)));
  return {
    ...report,
    findings,
    baseline: { file, accepted: accepted.length, known, gone },
    summary: { ...report.summary, findings: findings.length, known: known.length, gone: gone.length },
  };
}
