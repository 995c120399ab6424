// @vitest-environment node
import { request } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { MAX_UPLOAD_BYTES } from '../../mocks/handlers/validate';
import { mockClock, startMockServer, type MockServer } from '../../mocks/server';

describe('npm run mock-api: the mock over HTTP', () => {
  let mock: MockServer;
  beforeAll(async () => {
    mock = await startMockServer({ port: 0 });
  });
  afterAll(() => mock.close());

  it('answers spot prices and the catalog over real HTTP', async () => {
    const spot = await fetch(`${mock.url}/api/Pricing/GetSpotPrices`);
    expect(spot.status).toBe(200);
    expect(((await spot.json()) as { data: { silverAsk: number } }).data.silverAsk).toBeGreaterThan(0);
    const page = (await (await fetch(`${mock.url}/api/Product/GetProductsByCategory?slug=gold-bullion&pageSize=3`)).json()) as {
      data: { products: unknown[]; totalCount: number };
    };
    expect(page.data.products).toHaveLength(3);
    expect(page.data.totalCount).toBeGreaterThan(50);
  });

  it('allows cross-origin calls from a store on another port, with the Authorization header', async () => {
    const preflight = await fetch(`${mock.url}/api/ShoppingCart/GetProductFromShoppingCart`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:4173', 'Access-Control-Request-Headers': 'authorization' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:4173');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Authorization');
  });

  it('keeps state between calls: sign in, then the bearer call answers', async () => {
    const signIn = await fetch(`${mock.url}/api/Authentication/SignIn`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ emailId: 'demo@boldbullion.test', password: 'Bullion#2026' }),
    });
    const { data } = (await signIn.json()) as { data: { token: string } };
    expect((await fetch(`${mock.url}/api/CustomerOrder/GetCustomerOrder`)).status).toBe(401);
    expect(
      (await fetch(`${mock.url}/api/CustomerOrder/GetCustomerOrder`, { headers: { Authorization: `Bearer ${data.token}` } })).status,
    ).toBe(200);
  });

  it('with MOCK_NOW, stands still at that time: two servers started apart answer the same spot, priced at that instant', async () => {
    const spotOf = async (server: MockServer) =>
      (await (await fetch(`${server.url}/api/Pricing/GetSpotPrices`)).json()) as { data: { goldAsk: number; silverAsk: number } };
    const first = await startMockServer({ port: 0, now: '2026-11-18T15:00:00Z' });
    const a = await spotOf(first);
    // The real clock moves on; the mock's does not (a tick of the spot feed is 45 s, so compare across one).
    await first.close();
    const second = await startMockServer({ port: 0, now: '2026-11-18T15:00:00.000Z' });
    const later = await startMockServer({ port: 0, now: '2026-11-18T15:00:45Z' });
    try {
      expect(await spotOf(second)).toEqual(a);
      expect((await spotOf(later)).data).not.toEqual(a.data);
    } finally {
      await second.close();
      await later.close();
    }
  });

  it('says what is wrong with a MOCK_NOW that is not a time, and uses the real clock without one', () => {
    expect(() => mockClock('next tuesday')).toThrow('MOCK_NOW=next tuesday is not a time: give an ISO time such as 2026-11-18T15:00:00Z.');
    expect(mockClock(undefined)).toBeUndefined();
    expect(mockClock('2026-11-18T15:00:00Z')?.().toISOString()).toBe('2026-11-18T15:00:00.000Z');
  });
});

// The collector, so each measure starts from the memory in use, not from what an earlier test left to collect.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

describe('npm run mock-api refuses a body too large as it arrives', { timeout: 60_000 }, () => {
  let mock: MockServer;
  beforeAll(async () => {
    mock = await startMockServer({ port: 0 });
  });
  afterAll(() => mock.close());

  /**
   * POSTs `megabytes` MB to SignIn, a megabyte at a time, with its Content-Length or without one
   * (chunked); resolves with the status answered, how many MB had been sent when it came, and how much
   * this process's buffers (which hold what a server reads of a body) grew meanwhile at their peak.
   */
  /** A POST to SignIn on the mock, its body to be written to the returned request. */
  const signInPost = (headers: Record<string, string>) =>
    request({ host: '127.0.0.1', port: new URL(mock.url).port, method: 'POST', path: '/api/Authentication/SignIn', headers });

  const postHuge = (megabytes: number, withLength: boolean) =>
    new Promise<{ status: number | undefined; grewMb: number; sentMb: number }>((resolve, reject) => {
      const mb = Buffer.alloc(1024 * 1024, 'a');
      collectGarbage();
      const before = process.memoryUsage().arrayBuffers;
      let peak = before;
      let status: number | undefined;
      let sentAtAnswer = Number.NaN;
      const req = signInPost({
        'content-type': 'application/json',
        ...(withLength ? { 'content-length': String(megabytes * mb.length) } : {}),
      });
      const done = () => resolve({ status, grewMb: (peak - before) / 1024 / 1024, sentMb: sentAtAnswer });
      req.on('response', (res) => {
        status = res.statusCode;
        sentAtAnswer = sent;
        res.resume();
        res.on('end', done);
      });
      req.on('error', (error: NodeJS.ErrnoException) => (status ? done() : reject(error)));
      let sent = 0;
      const pump = () => {
        while (sent < megabytes && !req.destroyed) {
          sent++;
          peak = Math.max(peak, process.memoryUsage().arrayBuffers);
          if (!req.write(mb)) {
            req.once('drain', pump);
            return;
          }
        }
        if (!req.destroyed) req.end();
      };
      pump();
    });

  it('a 300 MB body with its Content-Length is 413 at once, and memory grows by less than 50 MB', async () => {
    const { status, grewMb, sentMb } = await postHuge(300, true);
    expect(status).toBe(413);
    expect(sentMb).toBeLessThan(50);
    expect(grewMb).toBeLessThan(50);
  });

  it('a 300 MB body without one is counted: 413 once past the limit, and memory grows by less than 50 MB', async () => {
    const { status, grewMb, sentMb } = await postHuge(300, false);
    expect(status).toBe(413);
    expect(sentMb).toBeLessThan(50);
    expect(grewMb).toBeLessThan(50);
  });

  it('refuses at the transport one byte past the largest upload, and leaves a body at it to the handlers', async () => {
    const post = (bytes: number) =>
      new Promise<{ status: number | undefined; connection: string | undefined; message: unknown }>((resolve, reject) => {
        const req = signInPost({ 'content-type': 'application/json' });
        req.on('response', (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += c.toString()));
          res.on('end', () =>
            resolve({
              status: res.statusCode,
              connection: res.headers.connection,
              message: (JSON.parse(text) as { message: unknown }).message,
            }),
          );
        });
        req.on('error', reject);
        req.end(Buffer.alloc(bytes, 'a'));
      });
    const at = await post(MAX_UPLOAD_BYTES);
    // A JSON body's own limit (128 KB) is the handlers': the same message, on a connection kept open.
    expect(at).toEqual({ status: 413, connection: 'keep-alive', message: 'The request is too large.' });
    const past = await post(MAX_UPLOAD_BYTES + 1);
    expect(past).toEqual({ status: 413, connection: 'close', message: 'The request is too large.' });
  });
});
