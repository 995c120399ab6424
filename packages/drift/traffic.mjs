// `--diff OLD [NEW] --traffic <recording>`: which recorded exchanges each breaking change would break, and
// from which clients. An exchange of an operation a change reaches is counted only when it uses what the
// change changes: a parameter or body property gone or narrowed when it sent it, one newly required when
// it did not, a response property gone or changed when its answer had it, a response status changed when
// it got that status; an operation gone or moved, new credentials, a status it has never seen: every call.
// So a breaking change no recorded client uses is said to be so, and one that many use leads the list.
import { mediaType } from './check.mjs';
import { loadContract } from './contract.mjs';
import { readRecording } from './har-stream.mjs';

/** @import { Change } from './diff.mjs' */
/** @import { Exchange, OpenApiDocument } from './types.js' */

/**
 * @typedef {object} TrafficReach how much of the recording a breaking change reaches
 * @property {number} exchanges the recorded exchanges it would break
 * @property {{ client: string; exchanges: number }[]} clients who sent them, most first
 */

/**
 * @typedef {object} TrafficSummary what was read of the recording
 * @property {string} recording
 * @property {number} exchanges the exchanges of an operation of the old description
 * @property {number} unmatched those of no operation of it (left out)
 * @property {string} clientHeader the request header clients are told apart by
 */

/** What an exchange offers the predicates, each part worked out once and only when asked. */
class Seen {
  /** @param {Exchange} x */
  constructor(x) {
    this.x = x;
    this.url = new URL(x.url);
    /** @type {{ value: unknown } | null | undefined} */
    this.request = undefined;
    /** @type {{ value: unknown } | null | undefined} */
    this.response = undefined;
  }

  /** The request's JSON body; null when it sent none or not JSON. */
  get requestJson() {
    if (this.request === undefined) this.request = parse(this.x.requestBody);
    return this.request;
  }

  /** The response's JSON body; null when there is none or it is not JSON. */
  get responseJson() {
    if (this.response === undefined) this.response = parse(this.x.responseBody);
    return this.response;
  }
}

/** @param {Buffer | null | undefined} body @returns {{ value: unknown } | null} */
function parse(body) {
  if (!body || body.length === 0) return null;
  try {
    return { value: JSON.parse(body.toString('utf8')) };
  } catch {
    return null;
  }
}

/**
 * Whether a JSON value has something at an instance path (`/data/*\/price`, `*` any item of an array):
 * `missing` asks instead whether some object on the way lacks the last name.
 * @param {unknown} value
 * @param {string[]} steps
 * @param {boolean} missing
 * @returns {boolean}
 */
function at(value, steps, missing) {
  const [step, ...rest] = steps;
  if (step === undefined) return !missing;
  if (step === '*') return Array.isArray(value) && value.some((item) => at(item, rest, missing));
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  if (!(step in value)) return missing && rest.length === 0;
  return at(/** @type {Record<string, unknown>} */ (value)[step], rest, missing);
}

/** @param {string} path `/a/b` @returns {string[]} */
const stepsOf = (path) => path.split('/').slice(1);

/** Whether an answer's status is one a description's key names (`200`, `2XX`, `default`). @param {number} status @param {string} key */
const statusIs = (status, key) => key === 'default' || String(status) === key || (/^[1-5]XX$/i.test(key) && String(status)[0] === key[0]);

/** Kinds whose parameter or property a client breaks by leaving it out. */
const WHEN_ABSENT = new Set(['parameter-added-required', 'parameter-required', 'property-required', 'property-added-required']);

/**
 * Which exchanges of the change's operations it reaches, read from where it is (diff.mjs's `where`:
 * `query name`, `body /a/b`, `body application/xml`, `status 200 /data/x`, `status 200 header X`, `security`).
 * @param {Change} c
 * @returns {(seen: Seen) => boolean}
 */
export function reachOf(c) {
  if (c.side === 'operation' || c.where === 'security') return () => true;
  const param = /^(query|header|path|cookie) (\S+)$/.exec(c.where);
  if (param) {
    const [, place, name = ''] = param;
    const sent = (/** @type {Seen} */ s) =>
      place === 'query'
        ? s.url.searchParams.has(name)
        : place === 'header'
          ? name.toLowerCase() in (s.x.requestHeaders ?? {})
          : place === 'cookie'
            ? new RegExp(`(^|;\\s*)${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}=`).test(s.x.requestHeaders?.cookie ?? '')
            : true;
    return WHEN_ABSENT.has(c.kind) ? (s) => !sent(s) : sent;
  }
  const sentBody = (/** @type {Seen} */ s) => Boolean(s.x.requestBody?.length);
  if (c.where === 'body') return c.kind === 'request-body-required' ? (s) => !sentBody(s) : sentBody;
  const body = /^body (.+)$/.exec(c.where)?.[1];
  if (body !== undefined) {
    if (!body.startsWith('/')) return (s) => sentBody(s) && mediaType(s.x.requestHeaders?.['content-type']) === body;
    const steps = stepsOf(body);
    const missing = WHEN_ABSENT.has(c.kind);
    return (s) => {
      const json = s.requestJson;
      return json !== null && at(json.value, steps, missing);
    };
  }
  const status = /^status (\S+)(?: (.+))?$/.exec(c.where);
  if (status) {
    const [, key = '', rest] = status;
    // A status the client has never seen may answer any of its calls.
    if (c.kind === 'status-added') return () => true;
    if (!rest?.startsWith('/')) return (s) => statusIs(s.x.status, key);
    const steps = stepsOf(rest);
    return (s) => {
      if (!statusIs(s.x.status, key)) return false;
      const json = s.responseJson;
      return json !== null && at(json.value, steps, false);
    };
  }
  return () => true;
}

/**
 * Reads a recording against the old description and counts, for each breaking change, the exchanges it
 * would break and who sent them.
 * @param {Change[]} breaking
 * @param {OpenApiDocument} oldDoc the description the recorded clients were written against
 * @param {string} recording a HAR or NDJSON file
 * @param {{ clientHeader?: string }} [options] the request header clients are told apart by (User-Agent)
 * @returns {Promise<{ summary: TrafficSummary; reach: TrafficReach[] }>} `reach` in the order of `breaking`
 */
export async function trafficReach(breaking, oldDoc, recording, { clientHeader = 'user-agent' } = {}) {
  const contract = loadContract({ doc: oldDoc, open: true });
  const header = clientHeader.toLowerCase();
  const predicates = breaking.map((c) => ({ operations: new Set(c.operationIds), reaches: reachOf(c) }));
  /** @type {Map<string, number>[]} */
  const byClient = breaking.map(() => new Map());
  const counts = breaking.map(() => 0);
  let exchanges = 0;
  let unmatched = 0;
  for await (const x of readRecording(recording, contract.inScope)) {
    const seen = new Seen(x);
    const { operation } = contract.match(x.method, seen.url.pathname);
    if (!operation) {
      unmatched += 1;
      continue;
    }
    exchanges += 1;
    const client = x.requestHeaders?.[header] || `(no ${clientHeader})`;
    predicates.forEach((p, i) => {
      if (!p.operations.has(operation.operationId) || !p.reaches(seen)) return;
      counts[i] = (counts[i] ?? 0) + 1;
      const clients = /** @type {Map<string, number>} */ (byClient[i]);
      clients.set(client, (clients.get(client) ?? 0) + 1);
    });
  }
  return {
    summary: { recording, exchanges, unmatched, clientHeader },
    reach: counts.map((n, i) => ({
      exchanges: n,
      clients: [...(byClient[i] ?? new Map())]
        .map(([client, count]) => ({ client, exchanges: count }))
        .sort((a, b) => b.exchanges - a.exchanges || a.client.localeCompare(b.client)),
    })),
  };
}

/**
 * A change's reach in words, or '' when no recording was read.
 * @param {{ traffic?: TrafficReach }} c
 * @param {TrafficSummary | undefined} summary
 */
export function reachText(c, summary) {
  if (!c.traffic || !summary) return '';
  const { exchanges, clients } = c.traffic;
  if (!exchanges) return `No recorded exchange reaches it (of ${summary.exchanges}).`;
  const who = clients.map((k) => `${k.client} (${k.exchanges})`).join(', ');
  return `Reached by ${exchanges} of ${summary.exchanges} recorded exchanges, from ${clients.length} client${clients.length === 1 ? '' : 's'}: ${who}.`;
}
