import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { createMockApi, type MockApi } from './create-mock-api';
import { failure } from './handlers/support';
import { MAX_UPLOAD_BYTES, TOO_LARGE_MESSAGE } from './handlers/validate';
import { parseScenarios } from './scenarios';

export interface MockServer {
  api: MockApi;
  server: Server;
  url: string;
  close(): Promise<void>;
}

const CORS = {
  'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, PATCH, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type',
  'Access-Control-Expose-Headers': 'Content-Disposition',
  'Access-Control-Max-Age': '600',
};

/** How long a refused upload's connection is still read (and dropped) after its 413, so the client reads the answer. */
const LINGER_MS = 2_000;

/** A body over the largest the contract takes (a photo upload) is refused as it arrives, never held whole. */
class BodyTooLarge extends Error {}

/**
 * The request as a fetch Request, its body read up to {@link MAX_UPLOAD_BYTES}: past it (by its
 * Content-Length at once, or by counting when it has none) it throws {@link BodyTooLarge} without reading
 * the rest. The handlers' own checks hold a JSON body to its smaller limit.
 */
async function toRequest(req: IncomingMessage, origin: string): Promise<Request> {
  if (Number(req.headers['content-length'] ?? 0) > MAX_UPLOAD_BYTES) throw new BodyTooLarge();
  const chunks = await new Promise<Buffer[]>((resolve, reject) => {
    const kept: Buffer[] = [];
    let size = 0;
    // Not `for await`: leaving it early destroys the request, and its socket with the 413 not yet sent.
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_UPLOAD_BYTES) kept.push(chunk);
      else {
        req.off('data', onData);
        reject(new BodyTooLarge());
      }
    };
    req.on('data', onData);
    req.once('end', () => resolve(kept));
    req.once('error', reject);
  });
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && chunks.length > 0;
  return new Request(new URL(req.url ?? '/', origin), { method: req.method, headers, body: hasBody ? Buffer.concat(chunks) : undefined });
}

async function send(res: ServerResponse, response: Response, allowOrigin: string) {
  const headers: Record<string, string> = { ...CORS, 'Access-Control-Allow-Origin': allowOrigin, Vary: 'Origin' };
  response.headers.forEach((v, k) => {
    headers[k] = v;
  });
  res.writeHead(response.status, headers);
  res.end(Buffer.from(await response.arrayBuffer()));
}

/**
 * The mock's clock from `MOCK_NOW` (an ISO time such as 2026-11-18T15:00:00Z): it stands still at that
 * instant, so spot, prices and market hours are those of that moment on every request and every run (the
 * screen-reader transcripts hear the server-rendered store at the same time as the browser's clock).
 * Nothing given: the real clock.
 */
export function mockClock(value: string | undefined): (() => Date) | undefined {
  if (!value) return undefined;
  const at = Date.parse(value);
  if (Number.isNaN(at)) throw new Error(`MOCK_NOW=${value} is not a time: give an ISO time such as 2026-11-18T15:00:00Z.`);
  return () => new Date(at);
}

/** The mock API over HTTP (with CORS), for a production build, curl, Lighthouse or the drift checker. */
export function startMockServer(
  options: { port?: number; host?: string; scenarios?: string; seed?: number; now?: string } = {},
): Promise<MockServer> {
  const port = options.port ?? 4010;
  const host = options.host ?? '127.0.0.1';
  const api = createMockApi({ seed: options.seed, scenarios: parseScenarios(options.scenarios), now: mockClock(options.now) });
  const origin = `http://localhost:${port}`;
  const server = createServer(async (req, res) => {
    const allowOrigin = req.headers.origin ?? '*';
    try {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, { ...CORS, 'Access-Control-Allow-Origin': allowOrigin, Vary: 'Origin' });
        res.end();
        return;
      }
      const request = await toRequest(req, origin);
      const response =
        (await getResponse(api.handlers, request)) ??
        Response.json({ status: 404, message: `No mock for ${req.method} ${req.url}` }, { status: 404 });
      await send(res, response, allowOrigin);
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        // Said at once, and the connection closed after it (a lingering close): what still arrives is
        // read and dropped, never kept, for a few seconds at most. Destroyed with bytes unread, the socket
        // would reset, and a client still sending could lose the 413 it was sent.
        // Node's own close after a `Connection: close` answer destroys the socket as soon as the answer is
        // written: here it ends it (our FIN) and keeps reading instead, until the client closes or time is up.
        res.setHeader('Connection', 'close');
        const { socket } = req;
        socket.destroySoon = () => {
          socket.end();
          socket.resume();
          setTimeout(() => socket.destroy(), LINGER_MS).unref();
        };
        req.resume();
        await send(res, failure(413, TOO_LARGE_MESSAGE), allowOrigin);
        return;
      }
      await send(
        res,
        Response.json({ status: 500, message: error instanceof Error ? error.message : 'Mock failure' }, { status: 500 }),
        allowOrigin,
      );
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      resolve({ api, server, url: `http://localhost:${actual}`, close: () => new Promise((r) => server.close(() => r())) });
    });
  });
}
