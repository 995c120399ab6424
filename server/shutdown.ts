// Listening, and stopping without dropping a shopper's page: on SIGTERM the server stops taking new
// connections, answers a request that still arrives on an open one with 503 (and closes it), finishes
// the requests in flight, and gives up on them after a bound so a restart never hangs.
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';

/** How the requests in flight at the stop ended: finished within the bound, or cut at it. */
export interface Drained {
  finished: number;
  cut: number;
}

/** How long the requests in flight may take to finish once the server is told to stop. */
export const DRAIN_MS = 10_000;
/**
 * How long /readyz fails before the listener closes: a load balancer that probes every few seconds has
 * stopped sending shoppers by then, so none meets a closed port.
 */
export const DRAIN_NOTICE_MS = 5_000;

/**
 * Stops in the order a load balancer needs: `drain()` first (/readyz fails), requests still served for
 * `noticeMs`, then `shutdown()` (no new connections, the ones in flight finished within their bound).
 */
export async function stopInOrder<T>({
  drain,
  shutdown,
  noticeMs = DRAIN_NOTICE_MS,
}: {
  drain: () => void;
  shutdown: () => Promise<T>;
  noticeMs?: number;
}): Promise<T> {
  drain();
  if (noticeMs > 0) await new Promise((resolve) => setTimeout(resolve, noticeMs));
  return shutdown();
}

/** Listens on `port` (0: any free one) and says which, with `shutdown()` to stop as the comment above says. */
export async function listenGracefully(
  app: RequestListener,
  {
    port,
    host,
    drainMs = DRAIN_MS,
    server = createServer(),
  }: {
    port: number;
    host?: string;
    drainMs?: number;
    /** A server made beforehand, not yet listening: one whose upgrades another part answers (Vite's hot updates in development). */
    server?: Server;
  },
): Promise<{ server: Server; port: number; shutdown: () => Promise<Drained> }> {
  const inFlight = new Set<ServerResponse>();
  let stopping = false;
  /** Set when the bound is reached: what closes then was cut, not finished. */
  let cutting = false;
  let finished = 0;
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (stopping) {
      res.shouldKeepAlive = false;
      res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '1', 'Cache-Control': 'no-store' });
      res.end('The server is restarting: try again in a moment.');
      return;
    }
    inFlight.add(res);
    res.once('close', () => {
      inFlight.delete(res);
      if (!stopping) return;
      if (!cutting) finished++;
      // A keep-alive connection whose answer was under way at the stop: ended once what it holds is
      // written (end, never destroy, so nothing is lost), so the server's close is not kept waiting.
      if (!cutting && !res.socket?.destroyed) res.socket?.end();
    });
    app(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  let stopped: Promise<Drained> | null = null;
  const shutdown = () =>
    (stopped ??= new Promise<Drained>((resolve) => {
      stopping = true;
      // No new connections; the idle keep-alive ones close now (server.close does), the busy ones once
      // their answer is sent. The drain ends with the server's own close callback, when every connection
      // has ended: destroying the sockets as soon as the last response said 'close' cut off answers still
      // being written (a gzip page arrived as a 200 with an empty body).
      for (const res of inFlight) if (!res.headersSent) res.shouldKeepAlive = false;
      let cut = 0;
      const bound = setTimeout(() => {
        cutting = true;
        cut = inFlight.size;
        server.closeAllConnections();
      }, drainMs);
      server.close(() => {
        clearTimeout(bound);
        resolve({ finished, cut });
      });
    }));
  return { server, port: typeof address === 'object' && address ? address.port : port, shutdown };
}
