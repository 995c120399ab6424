import { AsyncLocalStorage } from 'node:async_hooks';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import { getResponse } from 'msw';
import { createMockApi, startDemoSession, type DemoSession, type MockApi } from './create-mock-api';
import { failure } from './handlers/support';
import { MAX_UPLOAD_BYTES, TOO_LARGE_MESSAGE } from './handlers/validate';
import { parseScenarios, type ScenarioName } from './scenarios';
import { MOCK_PAGE_CLOCK_HEADER, MOCK_VISITOR_HEADER } from '../server/mock-headers.ts';

/** A visitor's name: the store's server makes 128 random bits of it (base64url). */
const VISITOR_ID = /^[A-Za-z0-9_-]{22,64}$/;
/**
 * How many visitors' shops are kept, the least recently used given up first, and how long an idle one
 * lasts (a customer session's length): each is a seeded store of about 1.3 MB that takes 14 ms to make.
 */
const MAX_VISITORS = 100;
const VISITOR_IDLE_MS = 12 * 60 * 60_000;

/** What a page's address asked of a visitor's shop (`?scenario=`, `?mock-reset`), and what it is now. */
export interface MockVisit {
  scenarios: ScenarioName[];
  /** The demo customer's new session, when the address has just turned the signed-in scenario on. */
  demo: DemoSession | null;
}

export interface MockServer {
  /** The shared shop: calls that name no visitor. */
  api: MockApi;
  server: Server;
  url: string;
  /** A visitor's shop as a page's address leaves it: reset first (`mock-reset`), then its scenarios set (`scenario`). */
  visit(visitor: string, params: URLSearchParams): MockVisit;
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
  const serverClock = mockClock(options.now) ?? (() => new Date());
  const pageTime = new AsyncLocalStorage<Date>();
  const api = createMockApi({ seed: options.seed, scenarios: parseScenarios(options.scenarios), now: serverClock });
  const fresh = () =>
    createMockApi({ seed: options.seed, scenarios: parseScenarios(options.scenarios), now: () => pageTime.getStore() ?? serverClock() });
  // Each visitor of a mock build's store has a shop of their own, made at their page's first call (which
  // says the page's time), write or scenario: until then they read the shared one, which no visitor writes
  // to (so it is as freshly seeded as theirs would be), and a crawler or a bench, running no script, makes none.
  const visitors = new LRUCache<string, MockApi>({ max: MAX_VISITORS, ttl: VISITOR_IDLE_MS, updateAgeOnGet: true });
  const own = (visitor: string) => {
    let shop = visitors.get(visitor);
    if (!shop) visitors.set(visitor, (shop = fresh()));
    return shop;
  };
  const shopFor = (req: IncomingMessage, at: Date | undefined) => {
    const visitor = req.headers[MOCK_VISITOR_HEADER];
    if (typeof visitor !== 'string' || !VISITOR_ID.test(visitor)) return api;
    const reads = req.method === 'GET' || req.method === 'HEAD';
    return reads && !at ? (visitors.get(visitor) ?? api) : own(visitor);
  };
  /** The page's time a call says it was made at, when it says one that is a time. */
  const timeOf = (req: IncomingMessage) => {
    const said = req.headers[MOCK_PAGE_CLOCK_HEADER];
    const at = typeof said === 'string' ? Date.parse(said) : Number.NaN;
    return Number.isNaN(at) ? undefined : new Date(at);
  };
  const visit = (visitor: string, params: URLSearchParams): MockVisit => {
    if (!VISITOR_ID.test(visitor)) throw new Error('A mock visitor is named by 22 to 64 URL-safe characters');
    if (params.has('mock-reset')) visitors.delete(visitor);
    const scenario = params.get('scenario');
    if (scenario === null) return { scenarios: [...(visitors.get(visitor) ?? api).context.scenario.active], demo: null };
    const shop = own(visitor);
    shop.setScenarios(parseScenarios(scenario));
    const active = shop.context.scenario.active;
    return { scenarios: [...active], demo: active.has('signed-in') ? startDemoSession(shop) : null };
  };
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
      const at = timeOf(req);
      const shop = shopFor(req, at);
      const answer = () => getResponse(shop.handlers, request);
      const response =
        (await (at && shop !== api ? pageTime.run(at, answer) : answer())) ??
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
      resolve({ api, server, url: `http://localhost:${actual}`, visit, close: () => new Promise((r) => server.close(() => r())) });
    });
  });
}
