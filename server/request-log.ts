// One JSON line per request (pino): what operations search and graph. The path is logged without its
// query string, which can carry a reset or verification token.
import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import { pino, type DestinationStream, type Logger } from 'pino';

/** A request id the caller (a load balancer, a CDN) sent, when it is a plain one; otherwise a new UUID is made. */
const SANE_ID = /^[\w.:-]{1,128}$/;

/**
 * The server's logger: JSON lines on standard output (or `destination`), with ISO times.
 */
export function createLogger({
  level = process.env.LOG_LEVEL || 'info',
  destination,
}: { level?: string; destination?: DestinationStream } = {}): Logger {
  const options = { level, base: { service: 'bold-storefront' }, timestamp: pino.stdTimeFunctions.isoTime };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * Express middleware: gives each request an id (X-Request-Id, kept from the caller when sane), and when
 * its response is done (or the caller has gone) logs method, path, status, ms, the id and, for pages,
 * whether the page cache answered (res.locals.cache).
 */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    const sent = req.headers['x-request-id'];
    const requestId = typeof sent === 'string' && SANE_ID.test(sent) ? sent : randomUUID();
    res.locals.requestId = requestId;
    res.setHeader('X-Request-Id', requestId);
    res.once('close', () => {
      const line: Record<string, unknown> = {
        requestId,
        method: req.method,
        // The whole path (req.path is relative to where a handler is mounted, as /images is).
        path: req.originalUrl.split('?')[0],
        status: res.statusCode,
        ms: Math.round((performance.now() - started) * 10) / 10,
      };
      if (typeof res.locals.cache === 'string') line.cache = res.locals.cache;
      // The caller went away before the whole answer was sent.
      if (!res.writableFinished) line.aborted = true;
      logger.info(line, 'request');
    });
    next();
  };
}
