// Accepted drift: a team that cannot fix every finding at once keeps the ones it knows in a baseline
// file, and the checker then fails only on what is new (and says which accepted ones are gone). A finding
// is known by its operation, its kind and its JSON pointer with array indexes as `*`, never by its
// message or excerpt, which change with the data. An accepted finding may say until when (`expires`, a
// day) and why (`reason`): past its day it fails as new, so an acceptance is a decision with an end
// rather than a place drift goes to be forgotten, and the last two weeks before it are said in advance.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/** @import { BaselineEntry, Finding, Report } from './types.js' */

export const BASELINE_VERSION = 1;

/** How many days before its end an accepted finding is said to be expiring. */
export const EXPIRING_WITHIN_DAYS = 14;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The day a time falls on (UTC), as YYYY-MM-DD. @param {Date} time */
export const dayOf = (time) => time.toISOString().slice(0, 10);

/** A real day written YYYY-MM-DD (not 2026-02-30). @param {unknown} value */
const isDay = (value) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && dayOf(new Date(`${value}T00:00:00Z`)) === value;

/** Days from `today` to `day`: 0 on the day itself, negative once it is past. @param {string} day @param {string} today */
const daysFrom = (today, day) => Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);

/** A pointer with its array indexes as `*`: `/data/3/price` and `/data/0/price` are one place. @param {string} pointer */
export const pointerPattern = (pointer) => pointer.replace(/\/\d+(?=\/|$)/g, '/*');

/** What a finding is known by across runs. @param {Pick<Finding, 'operationId' | 'method' | 'path' | 'kind' | 'pointer'>} f */
export const findingKey = (f) => `${f.operationId ?? `${f.method} ${f.path.split('?')[0]}`} ${f.kind} ${pointerPattern(f.pointer)}`;

/**
 * The baseline that accepts every finding of a report, in a stable order (so that its diff shows what
 * changed). A finding the `previous` baseline accepted keeps its `expires` and `reason`: writing the
 * baseline again never extends an acceptance.
 * @param {Report} report
 * @param {BaselineEntry[]} [previous]
 * @returns {{ version: number; accepted: BaselineEntry[] }}
 */
export function baselineOf(report, previous = []) {
  const terms = new Map(previous.map((e) => [findingKey(e), e]));
  const accepted = [...new Map([...report.findings, ...(report.baseline?.known ?? [])].map((f) => [findingKey(f), f])).values()]
    .map((f) => {
      const { expires, reason } = terms.get(findingKey(f)) ?? {};
      return {
        operationId: f.operationId,
        method: f.method,
        path: f.path.split('?')[0] ?? '',
        kind: f.kind,
        pointer: pointerPattern(f.pointer),
        message: f.message,
        ...(expires === undefined ? {} : { expires }),
        ...(reason === undefined ? {} : { reason }),
      };
    })
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
    if (entry.expires !== undefined && !isDay(entry.expires))
      throw new Error(`${file}: accepted/${i}/expires is a day written YYYY-MM-DD, not ${JSON.stringify(entry.expires)}.`);
    if (entry.reason !== undefined && typeof entry.reason !== 'string') throw new Error(`${file}: accepted/${i}/reason is text.`);
  });
  return accepted;
}

/**
 * Writes the baseline accepting the report's findings, keeping the terms of the file's own entries (a file
 * that is no baseline yet is replaced).
 * @param {string} file @param {Report} report
 */
export function writeBaseline(file, report) {
  let previous = /** @type {BaselineEntry[]} */ ([]);
  try {
    if (existsSync(file)) previous = readBaseline(file);
  } catch {
    previous = [];
  }
  writeFileSync(file, `${JSON.stringify(baselineOf(report, previous), null, 2)}\n`);
}

/**
 * The report with the baseline applied on `now`'s day (UTC): its findings are the new ones, with those
 * whose acceptance has expired (an entry is accepted to the end of its `expires` day); the accepted ones
 * seen again are `baseline.known`, the accepted ones not seen this time `baseline.gone`, the entries past
 * their day `baseline.expired`, and those ending within {@link EXPIRING_WITHIN_DAYS} days
 * `baseline.expiring`.
 * @param {Report} report
 * @param {BaselineEntry[]} accepted
 * @param {string} file
 * @param {Date} [now]
 * @returns {Report}
 */
export function applyBaseline(report, accepted, file, now = new Date()) {
  const today = dayOf(now);
  const left = (/** @type {BaselineEntry} */ e) => (e.expires === undefined ? Infinity : daysFrom(today, e.expires));
  const expired = accepted.filter((e) => left(e) < 0);
  const expiring = accepted.filter((e) => left(e) >= 0 && left(e) <= EXPIRING_WITHIN_DAYS);
  const keys = new Set(accepted.filter((e) => left(e) >= 0).map(findingKey));
  const findings = report.findings.filter((f) => !keys.has(findingKey(f)));
  const known = report.findings.filter((f) => keys.has(findingKey(f)));
  const seen = new Set(report.findings.map(findingKey));
  const gone = accepted.filter((entry) => !seen.has(findingKey(entry)));
  return {
    ...report,
    findings,
    baseline: { file, accepted: accepted.length, known, gone, expired, expiring },
    summary: { ...report.summary, findings: findings.length, known: known.length, gone: gone.length, expired: expired.length },
  };
}
