// The API's files (product images, uploads) are the site's own paths (/images/products/2011.svg): the server
// fetches them from the API host and streams them on. With a mock build the page's own /api calls go the
// same way until the service worker controls a first visit.
//
// A reverse proxy is the easiest way into a private network, so this one is fixed to its origin when it is
// made (an undici Pool for that origin alone: no request can name another host), forwards only paths under
// the prefix it serves, only the methods and headers it is given, and never lets the API's answer replace
// the store's own headers.
import type { IncomingMessage } from 'node:http';
import type { Request, Response } from 'express';
import { Pool, type Dispatcher } from 'undici';

/** Request headers any proxied call may carry up: what a browser needs to get a file or a conditional answer. */
const READ_HEADERS = ['accept', 'accept-language', 'if-none-match', 'if-modified-since', 'range'];
/**
 * And what a write or a customer's call carries too: its body's type, the customer's bearer token, and the
 * header parameters the contract declares (PlaceOrder's Idempotency-Key, so a retried order is one order).
 */
export const API_HEADERS = [...READ_HEADERS, 'content-type', 'authorization', 'idempotency-key'];
/**
 * Answer headers that come back: what the file or answer is and how long it keeps. Never the API's CSP,
 * frame options, cookies, CORS or hop-by-hop headers: the store's own security headers always win.
 */
const ANSWER_HEADERS = new Set([
  'content-type',
  'content-encoding',
  'content-disposition',
  'content-language',
  'content-range',
  'accept-ranges',
  'cache-control',
  'etag',
  'last-modified',
  'expires',
  'retry-after',
]);
/** Sockets to the API at most per proxy, and how soon an idle one is let go. */
const SOCKETS = 64;
const IDLE_SOCKET_MS = 500;

/** A request target the proxy refuses, with the status it is refused with. */
export class RefusedTarget extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/**
 * The path to ask the API for, from a request target: origin-form only (`/images/x`, never
 * `http://host/images/x` or `//host/x`), under `prefix`, with no dot segment and no encoded slash or
 * backslash in any segment (each is checked as decoded, so `%2e%2e` is `..`), no control character.
 * `target` is the request's target as it arrived (Express's `req.originalUrl`), `prefix` such as `/images`;
 * the answer is the target, checked, to send as it is.
 */
export function proxiedPath(target: string, prefix: string): string {
  if (!target.startsWith('/') || target.startsWith('//')) throw new RefusedTarget(400, 'Only a path on this site can be asked for');
  const queryAt = target.indexOf('?');
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  if (path !== prefix && !path.startsWith(`${prefix}/`)) throw new RefusedTarget(404, 'Not found');
  if (target.includes('\\') || hasControl(target)) throw new RefusedTarget(400, 'The path holds a character no file has');
  for (const segment of path.split('/')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      throw new RefusedTarget(400, 'The path is not validly encoded');
    }
    if (decoded === '.' || decoded === '..' || /[/\\]/.test(decoded) || hasControl(decoded))
      throw new RefusedTarget(400, 'The path leaves the folder it names');
  }
  return target;
}

/** Whether `text` holds a control character (a NUL, a line break, DEL): no file's name has one. */
const hasControl = (text: string) => [...text].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/**
 * An Express handler that forwards a request under `prefix` to the one origin of `apiBaseUrl` and streams
 * the answer back. Other methods are a 405; a target outside the prefix, absolute or with dot segments is
 * refused before anything is sent. The call is aborted when it takes longer than `timeoutMs` (the shopper
 * gets a 504 and the API's socket is closed) or when the shopper goes away first; an API that refuses the
 * connection gets a 502, and so does an answer past `maxBytes` (cut where it reached the limit). A body
 * sent up is limited to `maxBodyBytes` (413), by its Content-Length and by counting.
 */
export function passThrough({
  apiBaseUrl,
  prefix,
  timeoutMs,
  methods = ['GET', 'HEAD'],
  headers: forwarded = READ_HEADERS,
  maxBytes = 20 * 1024 * 1024,
  maxBodyBytes = 128 * 1024,
}: {
  apiBaseUrl: string;
  prefix: string;
  timeoutMs: number;
  methods?: readonly string[];
  headers?: readonly string[];
  maxBytes?: number;
  maxBodyBytes?: number;
}): ((req: Request, res: Response) => Promise<void>) & { close: () => Promise<void> } {
  const pool = new Pool(new URL(apiBaseUrl).origin, {
    connections: SOCKETS,
    keepAliveTimeout: IDLE_SOCKET_MS,
    keepAliveMaxTimeout: IDLE_SOCKET_MS,
    connectTimeout: Math.min(timeoutMs, 2_500),
  });
  const refuse = (res: Response, status: number, message: string) => {
    res.status(status).setHeader('Cache-Control', 'no-store');
    res.json({ status, message });
  };
  const handle = async (req: Request, res: Response) => {
    if (!methods.includes(req.method)) {
      res.setHeader('Allow', methods.join(', '));
      refuse(res, 405, `${req.method} is not answered here`);
      return;
    }
    let path: string;
    try {
      path = proxiedPath(req.originalUrl, prefix);
    } catch (error) {
      if (!(error instanceof RefusedTarget)) throw error;
      refuse(res, error.status, error.message);
      return;
    }
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const declared = Number(req.headers['content-length'] ?? 0);
    if (hasBody && declared > maxBodyBytes) {
      // The connection is closed after the answer: what is still arriving is not read.
      res.setHeader('Connection', 'close');
      refuse(res, 413, `The body is over ${maxBodyBytes} bytes`);
      return;
    }
    const gone = new AbortController();
    const onClose = () => {
      if (!res.writableFinished) gone.abort();
    };
    res.on('close', onClose);
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = AbortSignal.any([timeout, gone.signal]);
    const headers: Record<string, string> = {};
    for (const name of forwarded) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    let tooBig = false;
    try {
      const body = hasBody ? await readLimited(req, maxBodyBytes) : undefined;
      if (body === null) {
        tooBig = true;
        res.setHeader('Connection', 'close');
        refuse(res, 413, `The body is over ${maxBodyBytes} bytes`);
        return;
      }
      const answer = await pool.request({
        path,
        method: req.method as Dispatcher.HttpMethod,
        headers,
        body,
        signal,
      });
      const length = Number(answer.headers['content-length'] ?? 0);
      if (length > maxBytes) {
        answer.body.destroy();
        refuse(res, 502, `The API's answer is over ${maxBytes} bytes`);
        return;
      }
      res.status(answer.statusCode);
      for (const [k, v] of Object.entries(answer.headers)) if (ANSWER_HEADERS.has(k) && v !== undefined) res.setHeader(k, v);
      if (req.method === 'HEAD') {
        answer.body.destroy();
        res.end();
        return;
      }
      // Written as it arrives, waiting for the shopper's side to drain (a pipeline() into the compressed
      // response added listeners past Node's warning limit).
      let sent = 0;
      for await (const chunk of answer.body) {
        sent += chunk.length;
        if (sent > maxBytes) {
          answer.body.destroy();
          res.destroy();
          return;
        }
        if (!res.write(chunk)) await new Promise<void>((resolve) => res.once('drain', () => resolve()));
      }
      res.end();
    } catch (error) {
      if (res.headersSent || tooBig) {
        // The answer had begun: all that is left is to cut it, so the shopper's browser sees it incomplete.
        if (!res.writableFinished) res.destroy();
        return;
      }
      if (gone.signal.aborted) return;
      const timedOut = timeout.aborted;
      refuse(
        res,
        timedOut ? 504 : 502,
        timedOut ? `The API did not answer within ${timeoutMs} ms` : `The API could not be reached (${reason(error)})`,
      );
    } finally {
      res.off('close', onClose);
    }
  };
  const handler = async (req: Request, res: Response): Promise<void> => {
    // Nothing that happens here may reach the listener: whatever throws is this request's 502.
    try {
      await handle(req, res);
    } catch (error) {
      if (res.headersSent) res.destroy();
      else refuse(res, 502, `The API could not be reached (${reason(error)})`);
    }
  };
  return Object.assign(handler, { close: () => pool.close() });
}

/** The body of `req`, or null as soon as it passes `limit` bytes (the rest is not read). */
export async function readLimited(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The innermost cause of a failed call (undici wraps it: "fetch failed", cause ECONNREFUSED). */
function reason(error: unknown): string {
  let e = error;
  while (e instanceof Error && e.cause instanceof Error) e = e.cause;
  return e instanceof Error ? ('code' in e && typeof e.code === 'string' ? e.code : e.message) : String(e);
}
