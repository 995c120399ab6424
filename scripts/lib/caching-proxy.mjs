// A proxy that answers each GET it has seen before from memory: `npm run bench:server` puts it in front of
// the mock API, so after a warm-up the store's server waits on no API work and only the server is measured.
// Run as a child process (fork): it says `{ type: 'listening', url }` once up and answers `{ type: 'stats' }`
// with its hits and misses. Anything but a GET goes through uncached.
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

/** Headers worth keeping from the upstream's answer (the body is stored decoded, so no encoding or length). */
const KEEP = /^(content-type|cache-control|etag|last-modified|x-[a-z-]+)$/i;

/**
 * @param {{ upstream: string; port?: number; host?: string }} options
 * @returns {Promise<{ url: string; stats: () => { hits: number; misses: number }; close: () => Promise<void> }>}
 */
export async function startCachingProxy({ upstream, port = 0, host = '127.0.0.1' }) {
  const cache = new Map();
  const stats = { hits: 0, misses: 0 };
  const server = createServer(async (req, res) => {
    const key = req.url ?? '/';
    const cached = req.method === 'GET' ? cache.get(key) : undefined;
    if (cached) {
      stats.hits++;
      res.writeHead(cached.status, cached.headers).end(cached.body);
      return;
    }
    try {
      const chunks = [];
      for await (const chunk of req) chunks.push(chunk);
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(
          ([k, v]) => !/^(host|connection|content-length|accept-encoding)$/i.test(k) && typeof v === 'string',
        ),
      );
      const answer = await fetch(new URL(key, upstream), {
        method: req.method,
        headers,
        body: chunks.length ? Buffer.concat(chunks) : undefined,
      });
      const entry = {
        status: answer.status,
        headers: Object.fromEntries([...answer.headers].filter(([k]) => KEEP.test(k))),
        body: Buffer.from(await answer.arrayBuffer()),
      };
      if (req.method === 'GET') {
        stats.misses++;
        if (answer.ok) cache.set(key, entry);
      }
      res.writeHead(entry.status, entry.headers).end(entry.body);
    } catch (error) {
      res
        .writeHead(502, { 'content-type': 'application/json' })
        .end(JSON.stringify({ status: 502, message: error instanceof Error ? error.message : 'upstream failed' }));
    }
  });
  await new Promise((resolve) => server.listen(port, host, resolve));
  const address = server.address();
  return {
    url: `http://${host}:${typeof address === 'object' && address ? address.port : port}`,
    stats: () => ({ ...stats }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1] && process.send) {
  const proxy = await startCachingProxy({ upstream: process.env.UPSTREAM ?? '', port: Number(process.env.PORT || 0) });
  process.on('message', (message) => {
    if (message?.type === 'stats') process.send?.({ type: 'stats', ...proxy.stats() });
  });
  process.on('disconnect', () => void proxy.close().then(() => process.exit(0)));
  process.send({ type: 'listening', url: proxy.url });
}
