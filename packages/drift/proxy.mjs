// `npm run drift -- --proxy <API origin> --port 4020`: drift as it happens. Every request is forwarded to
// the API and its answer streamed back as it arrives; a copy of each body is checked against the contract
// once the client has its last byte, so checking never delays an answer. Findings are announced the first
// time they are seen; the report is the checker's own, written when the proxy stops.
import { Agent as HttpAgent, createServer, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { createCollector } from './report.mjs';

/** @import { Contract, Exchange, Finding, Report } from './types.js' */
/** @import { ClientRequest, IncomingMessage, ServerResponse } from 'node:http' */

/** Connection-level headers: each hop has its own (RFC 9110 §7.6.1), so none is forwarded. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** Methods that only read (RFC 9110 §9.2.1), and carry no body here: asking the API for them again changes nothing. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A body larger than this is still forwarded whole, but not copied or checked: the proxy's memory stays bounded. */
export const CHECK_LIMIT = 32 * 1024 * 1024;
/** How long the API may take to answer (and then between two chunks) before the client is told 504. */
export const UPSTREAM_TIMEOUT_MS = 30_000;

/**
 * A body as the API meant it: a compressed answer is decompressed for the check (the client gets the bytes
 * as they came), to `limit` bytes at most: a small body that would inflate past it is not checked.
 * @param {Buffer} body
 * @param {string | undefined} encoding
 * @param {number} limit
 * @returns {Buffer}
 */
function decoded(body, encoding, limit) {
  const coding = (encoding ?? '').trim().toLowerCase();
  if (!body.length || !coding || coding === 'identity') return body;
  const options = { maxOutputLength: limit };
  try {
    if (coding === 'gzip' || coding === 'x-gzip') return gunzipSync(body, options);
    if (coding === 'br') return brotliDecompressSync(body, options);
    if (coding === 'deflate') return inflateSync(body, options);
  } catch (error) {
    if (error instanceof RangeError) throw new Error(`the ${coding} body inflates past ${limit} bytes`);
    throw error;
  }
  throw new Error(`content-encoding ${coding} is not one the checker reads`);
}

/**
 * Whether `target` (a request's target as it arrived) is a path on the API: origin-form, and no segment
 * that is a dot segment or holds a slash once decoded. Anything else (`http://other/x`, `//other/x`,
 * `/\other`, `/v1/%2e%2e/admin`) would name another host, or leave the API's base path.
 * @param {string} target
 */
export function isApiPath(target) {
  if (!target.startsWith('/') || target[1] === '/' || target[1] === '\\') return false;
  const path = target.split('?')[0] ?? '';
  return path.split('/').every((segment) => {
    let decoded;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return false;
    }
    return decoded !== '.' && decoded !== '..' && !/[/\\]/.test(decoded);
  });
}

/**
 * Headers as the checker reads them (lower-case names, one value each).
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @returns {Record<string, string>}
 */
const flat = (headers) =>
  Object.fromEntries(
    Object.entries(headers)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : String(v)]),
  );

/**
 * The raw header list without the hop's own, names kept as sent and repeated headers (Set-Cookie) kept apart.
 * @param {string[]} raw
 * @returns {string[]}
 */
function forwardable(raw) {
  /** @type {string[]} */
  const out = [];
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const [name, value] = [raw[i] ?? '', raw[i + 1] ?? ''];
    if (!HOP_BY_HOP.has(name.toLowerCase())) out.push(name, value);
  }
  return out;
}

/**
 * A copy of a stream's chunks up to `limit` bytes: null once it passes the limit.
 * @param {import('node:stream').Readable} stream
 * @param {number} limit
 */
function tap(stream, limit) {
  /** @type {Buffer[] | null} */
  let chunks = [];
  let size = 0;
  stream.on('data', (/** @type {Buffer} */ chunk) => {
    if (!chunks) return;
    size += chunk.length;
    if (size > limit) chunks = null;
    else chunks.push(chunk);
  });
  return () => (chunks ? Buffer.concat(chunks) : null);
}

/**
 * @typedef {object} ProxyOptions
 * @property {Contract} contract
 * @property {string} target the API's origin (and base path, if it has one)
 * @property {number} [port] 0 for any free port
 * @property {string} [host]
 * @property {boolean} [open] as the checker's --open
 * @property {(exchange: Exchange) => void} [onRecord] each exchange as it is checked (--record writes it to its HAR then, keeping none)
 * @property {number} [checkLimit] the largest body copied and checked (CHECK_LIMIT by default)
 * @property {number} [upstreamTimeoutMs] how long the API may be silent (UPSTREAM_TIMEOUT_MS by default)
 * @property {(finding: Finding) => void} [onFinding] each finding the first time it is seen
 * @property {(message: string) => void} [onError] an exchange that could not be forwarded or checked
 */

/**
 * Starts the proxy; resolves once it listens.
 * @param {ProxyOptions} options
 */
export async function startProxy({
  contract,
  target,
  port = 4020,
  host = '127.0.0.1',
  open = false,
  onRecord,
  checkLimit = CHECK_LIMIT,
  upstreamTimeoutMs = UPSTREAM_TIMEOUT_MS,
  onFinding,
  onError,
}) {
  const base = new URL(target);
  const prefix = base.pathname.replace(/\/$/, '');
  const secure = base.protocol === 'https:';
  // Connections to the API are kept open between requests: a new one per request would cost more than the check.
  // With a timeout of its own, Node's agent also heeds the API's `Keep-Alive: timeout=N` and lets an idle
  // connection go a second before the API closes it (without one it ignores that): a request sent as the
  // API closes the connection is lost, and a write cannot be asked again.
  const options = { keepAlive: true, timeout: upstreamTimeoutMs };
  const agent = secure ? new HttpsAgent(options) : new HttpAgent(options);
  const send = secure ? httpsRequest : httpRequest;
  // The client's tokens reach the API, so a missing one is drift, not a sanitized recording.
  const collector = createCollector(contract, { open, sanitized: false });
  let pending = 0;
  /** @type {(() => void) | null} */
  let drained = null;
  const stats = { forwarded: 0, refused: 0, checked: 0, unchecked: 0, failed: 0 };

  /**
   * @param {Exchange} x
   */
  const check = (x) => {
    onRecord?.(x);
    const { pathname } = new URL(x.url);
    if (x.method === 'OPTIONS' || !contract.inScope(pathname)) return;
    stats.checked++;
    for (const finding of collector.add(x)) onFinding?.(finding);
  };

  /**
   * @param {ServerResponse} res
   * @param {number} status
   * @param {string} message
   */
  const answerWith = (res, status, message) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ status, message }));
  };

  /**
   * Forwards one request to the API the proxy was started for, and no other host: the target must be a path
   * ({@link isApiPath}), and the upstream request names the API's protocol, host and port itself.
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  const forward = (req, res) => {
    if (!isApiPath(req.url ?? '')) {
      stats.refused++;
      answerWith(res, 400, `The drift proxy forwards only paths on ${base.origin}.`);
      return;
    }
    const url = new URL(`${base.origin}${prefix}${req.url}`);
    if (url.origin !== base.origin) throw new Error(`${req.url} is not on ${base.origin}`);
    stats.forwarded++;
    pending++;
    const started = performance.now();
    /** @type {Record<string, string | string[]>} */
    const headers = {};
    for (const [name, value] of Object.entries(req.headers)) if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
    headers.host = base.host;
    const requestCopy = tap(req, checkLimit);
    const ask = () =>
      send({
        protocol: base.protocol,
        hostname: base.hostname,
        port: base.port,
        path: url.pathname + url.search,
        method: req.method,
        headers,
        agent,
        timeout: upstreamTimeoutMs,
      });
    let upstream = ask();
    let timedOut = false;
    /** @type {IncomingMessage | null} */
    let answer = null;
    /** @type {(() => Buffer | null) | null} */
    let responseCopy = null;
    // Whatever ends the exchange (the answer sent, the client gone, the API failed) ends it here, once.
    res.on('close', () => {
      pending--;
      if (pending === 0) drained?.();
      if (!answer?.complete || !responseCopy) {
        // The client left before the answer was whole: nothing to check, and nothing more to ask the API.
        if (!upstream.destroyed) upstream.destroy();
        return;
      }
      const requestBody = requestCopy();
      const responseBody = responseCopy();
      if (requestBody === null || responseBody === null) {
        stats.unchecked++;
        return;
      }
      const { statusCode = 0, headers: received } = answer;
      // After the client has its answer: the check costs it nothing.
      setImmediate(() => {
        try {
          const responseHeaders = flat(received);
          check({
            method: req.method ?? 'GET',
            url: url.href,
            requestHeaders: flat(req.headers),
            requestBody: requestBody.length ? requestBody : null,
            status: statusCode,
            responseHeaders,
            responseBody: decoded(responseBody, responseHeaders['content-encoding'], checkLimit),
            time: performance.now() - started,
          });
        } catch (error) {
          stats.unchecked++;
          onError?.(`${req.method} ${url.pathname}: not checked (${error instanceof Error ? error.message : String(error)})`);
        }
      });
    });
    /** @param {ClientRequest} sent @param {boolean} retried */
    const listen = (sent, retried) => {
      sent.on('timeout', () => {
        timedOut = true;
        sent.destroy(new Error(`no answer within ${upstreamTimeoutMs} ms`));
      });
      sent.on('response', (response) => {
        answer = response;
        responseCopy = tap(response, checkLimit);
        res.writeHead(response.statusCode ?? 502, response.statusMessage, forwardable(response.rawHeaders));
        response.pipe(res);
        response.on('error', () => res.destroy());
      });
      sent.on('error', (error) => {
        if (res.closed) return;
        // A kept-open connection the API closed just as this request went out on it: the API never saw the
        // request, so a read is asked again once on a new connection. A write is never sent twice.
        const reset = /** @type {NodeJS.ErrnoException} */ (error).code === 'ECONNRESET';
        if (!retried && reset && sent.reusedSocket && !answer && !timedOut && SAFE_METHODS.has(req.method ?? '')) {
          upstream = ask();
          listen(upstream, true);
          upstream.end();
          return;
        }
        stats.failed++;
        onError?.(`${req.method} ${url.pathname}: the API did not answer (${error.message})`);
        if (res.headersSent) res.destroy();
        else if (timedOut) answerWith(res, 504, `The API at ${base.origin} did not answer within ${upstreamTimeoutMs} ms.`);
        else answerWith(res, 502, `The drift proxy could not reach the API at ${base.origin}.`);
      });
    };
    listen(upstream, false);
    req.pipe(upstream);
  };

  // Nothing a client sends may reach the listener as an exception: the proxy and its report outlive any request.
  const server = createServer((req, res) => {
    try {
      forward(req, res);
    } catch (error) {
      stats.failed++;
      onError?.(`${req.method} ${req.url}: not forwarded (${error instanceof Error ? error.message : String(error)})`);
      if (res.headersSent) res.destroy();
      else answerWith(res, 400, `The drift proxy forwards only paths on ${base.origin}.`);
    }
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  const address = server.address();
  const url = `http://${host}:${typeof address === 'object' && address ? address.port : port}`;

  return {
    url,
    /** What it has done so far: requests forwarded, refused (not a path on the API), exchanges checked, too big or undecodable to check, failed. */
    stats: () => ({ ...stats }),
    /** The report of everything checked so far. @returns {Report} */
    report: () => collector.report(),
    /**
     * Stops taking requests, lets those under way finish (for up to `graceMs`), and resolves to the report.
     * @param {number} [graceMs]
     * @returns {Promise<Report>}
     */
    close: async (graceMs = 5_000) => {
      const closed = new Promise((resolve) => server.close(() => resolve(undefined)));
      server.closeIdleConnections();
      if (pending > 0) {
        /** @type {NodeJS.Timeout | undefined} */
        let timer;
        await new Promise((resolve) => {
          drained = () => resolve(undefined);
          timer = setTimeout(resolve, graceMs);
        });
        clearTimeout(timer);
      }
      server.closeAllConnections();
      await closed;
      agent.destroy();
      // The last checks were queued behind their answers.
      await new Promise((resolve) => setImmediate(resolve));
      return collector.report();
    },
  };
}
