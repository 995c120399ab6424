// @ts-check
// The API's files (product images, uploads) are the site's own paths (/images/products/2011.svg): the server
// fetches them from the API host and streams them on. With a mock build the page's own /api calls go the
// same way until the service worker controls a first visit.
import { Readable } from 'node:stream';

/** Hop-by-hop headers, and what the server's own compression and CORS settle: never copied from the API's answer. */
const NOT_COPIED = /^(content-encoding|content-length|transfer-encoding|connection|keep-alive|access-control-.*)$/i;

/**
 * An Express handler that forwards a request to `apiBaseUrl` and streams the answer back. The call is
 * aborted when it takes longer than `timeoutMs` (the shopper gets a 504 and the API's socket is closed)
 * or when the shopper goes away first; an API that refuses the connection gets a 502.
 * @param {{ apiBaseUrl: string; timeoutMs: number }} options
 * @returns {(req: import('express').Request, res: import('express').Response) => Promise<void>}
 */
export function passThrough({ apiBaseUrl, timeoutMs }) {
  return async (req, res) => {
    const gone = new AbortController();
    const onClose = () => {
      if (!res.writableFinished) gone.abort();
    };
    res.on('close', onClose);
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = AbortSignal.any([timeout, gone.signal]);
    try {
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
      /** @type {Record<string, string>} */
      const headers = {};
      for (const [k, v] of Object.entries(req.headers)) if (k !== 'host' && typeof v === 'string') headers[k] = v;
      const answer = await fetch(new URL(req.originalUrl, apiBaseUrl), {
        method: req.method,
        headers,
        // A write's body is streamed through as it arrives, not held.
        ...(hasBody ? { body: /** @type {ReadableStream} */ (Readable.toWeb(req)), duplex: 'half' } : {}),
        signal,
        redirect: 'manual',
      });
      res.status(answer.status);
      answer.headers.forEach((v, k) => {
        if (!NOT_COPIED.test(k)) res.setHeader(k, v);
      });
      if (!answer.body || req.method === 'HEAD') {
        res.end();
        return;
      }
      // Written as it arrives, waiting for the shopper's side to drain (a pipeline() into the compressed
      // response added listeners past Node's warning limit).
      const body = /** @type {AsyncIterable<Uint8Array>} */ (/** @type {unknown} */ (answer.body));
      for await (const chunk of body) if (!res.write(chunk)) await new Promise((resolve) => res.once('drain', resolve));
      res.end();
    } catch (error) {
      if (res.headersSent) {
        // The answer had begun: all that is left is to cut it, so the shopper's browser sees it incomplete.
        res.destroy();
        return;
      }
      if (gone.signal.aborted) return;
      const timedOut = timeout.aborted;
      res
        .status(timedOut ? 504 : 502)
        .setHeader('Cache-Control', 'no-store')
        .json({
          status: timedOut ? 504 : 502,
          message: timedOut ? `The API did not answer within ${timeoutMs} ms` : `The API could not be reached (${reason(error)})`,
        });
    } finally {
      res.off('close', onClose);
    }
  };
}

/**
 * The innermost cause of a failed fetch (undici wraps it: "fetch failed", cause ECONNREFUSED).
 * @param {unknown} error
 */
function reason(error) {
  let e = error;
  while (e instanceof Error && e.cause instanceof Error) e = e.cause;
  return e instanceof Error ? ('code' in e && typeof e.code === 'string' ? e.code : e.message) : String(e);
}
