// @vitest-environment node
// The drift proxy: traffic passes through unchanged and streamed, and each exchange is checked as it passes.
import { createServer, request } from 'node:http';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startMockServer } from '../../mocks/server.ts';
import { main } from './cli.mjs';
import { loadContract } from './contract.mjs';
import { drive } from './live.mjs';
import plan from '../../openapi/drift-plan.mjs';
import { entryToExchange, harFileWriter } from './har.mjs';
import { startProxy } from './proxy.mjs';
import { buildReport } from './report.mjs';

const contract = loadContract();
const dir = mkdtempSync(join(tmpdir(), 'drift-proxy-'));
const DEMO = { user: 'demo@boldbullion.test', password: 'Bullion#2026' };
const OTHER = { user: 'collector@boldbullion.test', password: 'Collector#2026' };

let honest;
let drifted;
beforeAll(async () => {
  honest = await startMockServer({ port: 0 });
  drifted = await startMockServer({ port: 0, scenarios: 'drift' });
}, 30_000);
afterAll(async () => {
  await honest?.close();
  await drifted?.close();
});

/** A proxy in front of `target`, with what it announces kept. */
async function proxyFor(target, options = {}) {
  const announced = [];
  const errors = [];
  const proxy = await startProxy({
    contract,
    target,
    port: 0,
    onFinding: (f) => announced.push(f),
    onError: (m) => errors.push(m),
    ...options,
  });
  return { proxy, announced, errors };
}

/** A request with node:http, so the bytes and chunks are the ones on the wire (fetch would decompress). */
function raw(url, { method = 'GET', headers = {}, body, onChunk } = {}) {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => {
        chunks.push(c);
        onChunk?.(c);
      });
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, rawHeaders: res.rawHeaders, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** A stand-in API on loopback that answers as each test needs. */
async function standIn(handler) {
  const server = createServer(handler);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe('npm run drift -- --proxy: drift as it happens', () => {
  it('passes the honest mock through unchanged and finds nothing in the checker’s whole live run through it', async () => {
    const { proxy, announced, errors } = await proxyFor(honest.url);
    const direct = await raw(`${honest.url}/api/Product/GetProductsByCategory?slug=silver-bullion&pageSize=2`);
    const through = await raw(`${proxy.url}/api/Product/GetProductsByCategory?slug=silver-bullion&pageSize=2`);
    expect(through.status).toBe(200);
    expect(through.body.equals(direct.body)).toBe(true);
    expect(through.headers['content-type']).toBe(direct.headers['content-type']);
    expect(through.headers['access-control-allow-origin']).toBe('*');

    const run = await drive(contract, { base: proxy.url, plan, ...DEMO, other: OTHER, writes: true });
    const report = await proxy.close();
    expect(errors).toEqual([]);
    expect(announced).toEqual([]);
    expect(report.findings).toEqual([]);
    // Every operation the live run drove was seen, and checked, on its way through.
    const driven = new Set(run.exchanges.map((x) => x.operationId).filter(Boolean));
    expect(driven.size).toBeGreaterThan(80);
    expect(new Set(report.coverage.operations.filter((r) => r.exercised).map((r) => r.operationId))).toEqual(driven);
  }, 60_000);

  it('announces each drift of the mock’s drift scenario once, as it happens, and reports what the live run finds', async () => {
    const { proxy, announced } = await proxyFor(drifted.url);
    const notice = await raw(`${proxy.url}/api/UI/GetNotice`);
    expect(JSON.parse(notice.body.toString()).data.debugNote).toBe('drift');
    // Announced before the proxy stops: it does not wait for the report.
    await vi.waitFor(() =>
      expect(announced.map((f) => `${f.kind} ${f.operationId} ${f.pointer}`)).toEqual(['undeclared-property getNotice /data/debugNote']),
    );
    await raw(`${proxy.url}/api/UI/GetNotice`);
    const run = await drive(contract, { base: proxy.url, plan, ...DEMO, other: OTHER, writes: true });
    // A client that asks for a customer's coupons without a token, and gets them.
    expect((await raw(`${proxy.url}/api/ShoppingCart/GetCoupons`)).status).toBe(200);
    const report = await proxy.close();
    // Seen three times or more, announced once, counted in the report.
    expect(announced.filter((f) => f.operationId === 'getNotice')).toHaveLength(1);
    expect(report.findings.find((f) => f.operationId === 'getNotice')?.message).toMatch(/\(\d+ times\)$/);
    // What the proxy saw pass is what the checker finds in the live run's own traffic, and the coupons.
    const key = (f) => `${f.kind} ${f.operationId} ${f.pointer}`;
    const live = buildReport(contract, run.exchanges, { sanitized: false });
    expect(report.findings.map(key).sort()).toEqual([...live.findings.map(key), 'security getCoupons /headers/authorization'].sort());
    expect(new Set(report.findings.map((f) => f.kind))).toEqual(
      new Set([
        'undeclared-property',
        'missing-required',
        'type',
        'format',
        'enum',
        'undeclared-status',
        'media-type',
        'binary',
        'header',
        'undeclared-header',
        'security',
      ]),
    );
    expect(announced.map(key).sort()).toEqual(report.findings.map(key).sort());
  }, 60_000);

  it('streams an answer through as it comes, and checks a compressed one decompressed while the client gets its bytes', async () => {
    let finish;
    const api = await standIn((req, res) => {
      if (req.url === '/api/UI/GetNotice') {
        const body = gzipSync(JSON.stringify({ data: { imageURL: '/n.svg', noticeTitle: 'T', description: 'D', extra: 1 } }));
        res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip', 'set-cookie': ['a=1', 'b=2'] }).end(body);
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"data":[');
      finish = () => res.end(']}');
    });
    const { proxy, announced } = await proxyFor(api.url);
    try {
      // The first chunk reaches the client while the API has not finished: nothing is held back.
      let firstChunk;
      const gotFirst = new Promise((resolve) => {
        firstChunk = resolve;
      });
      const answer = raw(`${proxy.url}/api/UI/GetMenu`, { onChunk: (c) => firstChunk(c.toString()) });
      expect(await gotFirst).toBe('{"data":[');
      finish();
      expect((await answer).body.toString()).toBe('{"data":[]}');

      const gzipped = await raw(`${proxy.url}/api/UI/GetNotice`, { headers: { 'accept-encoding': 'gzip' } });
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(gzipped.body.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
      // Both cookies, each its own header.
      expect(gzipped.headers['set-cookie']).toEqual(['a=1', 'b=2']);
      await vi.waitFor(() => expect(announced.map((f) => `${f.kind} ${f.pointer}`)).toContain('undeclared-property /data/extra'));
    } finally {
      await proxy.close();
      await api.close();
    }
  });

  it('checks a body of exactly its limit, and forwards one a byte longer whole but unchecked', async () => {
    const at = (n) => JSON.stringify({ data: { imageURL: '/n.svg', noticeTitle: 'T', description: 'D', extra: 'x'.repeat(n) } });
    const limit = at(0).length + 100;
    const api = await standIn((req, res) => {
      const n = Number(new URL(req.url, 'http://x').searchParams.get('pad'));
      res.writeHead(200, { 'content-type': 'application/json' }).end(at(n));
    });
    const { proxy, announced } = await proxyFor(api.url, { checkLimit: limit, open: false });
    try {
      const over = await raw(`${proxy.url}/api/UI/GetNotice?pad=101`);
      expect(over.body.length).toBe(limit + 1);
      await vi.waitFor(() => expect(proxy.stats().unchecked).toBe(1));
      expect(announced).toEqual([]);
      const exactly = await raw(`${proxy.url}/api/UI/GetNotice?pad=100`);
      expect(exactly.body.length).toBe(limit);
      // Checked: the stand-in's extra property, and the query parameter the contract does not declare.
      await vi.waitFor(() => expect(announced.map((f) => f.kind).sort()).toEqual(['undeclared-parameter', 'undeclared-property']));
      expect(proxy.stats()).toMatchObject({ forwarded: 2, checked: 1, unchecked: 1 });
    } finally {
      await proxy.close();
      await api.close();
    }
  });

  it('lets a client leave before the API answers: the API’s request is dropped and the proxy stops at once', async () => {
    let asked;
    const askedOnce = new Promise((resolve) => {
      asked = resolve;
    });
    let apiSawClose = false;
    const api = await standIn((req) => {
      req.on('close', () => (apiSawClose = true));
      asked();
    });
    const { proxy } = await proxyFor(api.url);
    try {
      const client = request(`${proxy.url}/api/UI/GetNotice`);
      client.on('error', () => {});
      client.end();
      await askedOnce;
      client.destroy();
      await vi.waitFor(() => expect(apiSawClose).toBe(true));
      const started = performance.now();
      const report = await proxy.close(10_000);
      // Nothing left under way: it does not wait out its grace.
      expect(performance.now() - started).toBeLessThan(2_000);
      expect(report.findings).toEqual([]);
      expect(proxy.stats()).toMatchObject({ forwarded: 1, checked: 0, failed: 0 });
    } finally {
      await api.close();
    }
  });

  it('answers 502 with a message when the API cannot be reached, and says so', async () => {
    const { proxy, errors } = await proxyFor('http://127.0.0.1:9');
    const answer = await raw(`${proxy.url}/api/UI/GetNotice`);
    expect(answer.status).toBe(502);
    expect(JSON.parse(answer.body.toString())).toEqual({
      status: 502,
      message: 'The drift proxy could not reach the API at http://127.0.0.1:9.',
    });
    expect(errors).toEqual([expect.stringMatching(/^GET \/api\/UI\/GetNotice: the API did not answer/)]);
    expect((await proxy.close()).coverage.notExercised).toHaveLength(87);
  });

  it('runs from the command line: findings on stderr as they happen, then the report and the HAR when it stops', async () => {
    const spare = await standIn(() => {});
    const port = Number(new URL(spare.url).port);
    await spare.close();
    const said = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((s) => said.push(String(s)));
    let stop;
    const stopped = new Promise((resolve) => {
      stop = resolve;
    });
    let printed = '';
    const har = join(dir, 'through.har');
    try {
      const code = main(
        ['--proxy', drifted.url, '--port', String(port), '--format', 'json', '--record', har],
        {},
        (s) => {
          printed += s;
        },
        stopped,
      );
      await vi.waitFor(() => expect(said.join('\n')).toContain(`Drift proxy on http://127.0.0.1:${port}, forwarding to ${drifted.url}.`));
      await raw(`http://127.0.0.1:${port}/api/Pricing/GetSpotPrices`);
      await vi.waitFor(() =>
        expect(said).toContain(
          'drift: GET /api/Pricing/GetSpotPrices 200 type at /data/goldAsk: Response body: /data/goldAsk must be number',
        ),
      );
      stop();
      expect(await code).toBe(1);
      const report = JSON.parse(printed);
      expect(report.summary).toEqual({ operations: 87, exercised: 1, findings: 1 });
      expect(said.at(-1)).toBe('Drift proxy stopped: 1 requests forwarded, 1 checked.');
      const { entries } = JSON.parse(readFileSync(har, 'utf8')).log;
      expect(entries.map((e) => `${e.request.method} ${new URL(e.request.url).pathname} ${e.response.status}`)).toEqual([
        'GET /api/Pricing/GetSpotPrices 200',
      ]);
    } finally {
      spy.mockRestore();
    }
  });

  it('refuses a port that is not one, naming how to run it', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(await main(['--proxy', 'http://127.0.0.1:9', '--port', '65536'], {}, () => {})).toBe(2);
      expect(await main(['--proxy', 'http://127.0.0.1:9', '--har', 'x.har'], {}, () => {})).toBe(2);
      expect(spy.mock.calls[0]?.[0]).toMatch(/--proxy <API origin>/);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('npm run drift -- --proxy is no open proxy, and outlives any request', () => {
  /** One request with its target exactly as written (absolute-form, `//host`), to `origin`. */
  const sendTarget = (origin, target, { method = 'GET', headers = {} } = {}) => {
    const { hostname, port } = new URL(origin);
    return new Promise((resolve, reject) => {
      const req = request({ hostname, port, path: target, method, headers }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString() }));
      });
      req.on('error', reject);
      req.end();
    });
  };

  it('forwards only paths on its API: another host, however named, is never asked, nor given the client’s token', async () => {
    const seen = [];
    const canary = await standIn((req, res) => {
      seen.push(req.url);
      res.end('reached');
    });
    const { proxy } = await proxyFor(honest.url);
    try {
      const other = new URL(canary.url).host;
      for (const method of ['GET', 'POST', 'PUT', 'DELETE'])
        for (const target of [
          `http://${other}/a`,
          `//${other}/a`,
          `/\\${other}/a`,
          `https://${other}/a`,
          `http://${other}/api/Pricing/GetSpotPrices`,
        ]) {
          const answer = await sendTarget(proxy.url, target, { method, headers: { authorization: 'Bearer secret' } });
          expect(answer.status, `${method} ${target}`).toBe(400);
          expect(answer.body).toContain('forwards only paths on');
        }
      for (const target of ['/api/%2e%2e/%2e%2e/x', '/api/..%2f..%2fx', '/api/./Pricing/GetSpotPrices', '/%zz'])
        expect((await sendTarget(proxy.url, target)).status, target).toBe(400);
      expect(seen).toEqual([]);
      // It is still up, and still checks what it is sent.
      expect((await sendTarget(proxy.url, '/api/Pricing/GetSpotPrices')).status).toBe(200);
      expect(proxy.stats()).toMatchObject({ forwarded: 1, refused: 24 });
    } finally {
      await proxy.close();
      await canary.close();
    }
  });

  it('tells the client 504 when the API is silent past its timeout, and lets go of the call', async () => {
    const hole = await standIn(() => {});
    const { proxy, errors } = await proxyFor(hole.url, { upstreamTimeoutMs: 300 });
    try {
      const started = performance.now();
      const answer = await sendTarget(proxy.url, '/api/Pricing/GetSpotPrices');
      expect(answer.status).toBe(504);
      expect(JSON.parse(answer.body).message).toBe(`The API at ${hole.url} did not answer within 300 ms.`);
      expect(performance.now() - started).toBeLessThan(2000);
      expect(errors).toEqual([expect.stringContaining('no answer within 300 ms')]);
    } finally {
      await proxy.close(100);
      await hole.close();
    }
  });

  it('asks again once when the API closed a kept-open connection as a read was sent on it; a write it never resends', async () => {
    // An API whose idle connections close as the proxy reuses them: the first request on each is answered, the
    // second finds the connection gone (what a server's keep-alive timeout does when the two cross).
    const asked = [];
    const closing = await standIn((req, res) => {
      asked.push(`${req.method} ${req.url}`);
      const socket = req.socket;
      const served = (socket.served ?? 0) + 1;
      socket.served = served;
      if (served > 1) socket.destroy();
      else res.end(JSON.stringify({ status: 200, data: [] }));
    });
    const { proxy, errors } = await proxyFor(closing.url);
    try {
      expect((await sendTarget(proxy.url, '/api/UI/GetNotice')).status).toBe(200);
      // The read meets the closed connection, and is asked again on a new one.
      expect((await sendTarget(proxy.url, '/api/UI/GetNotice?again=1')).status).toBe(200);
      expect(asked).toEqual(['GET /api/UI/GetNotice', 'GET /api/UI/GetNotice?again=1', 'GET /api/UI/GetNotice?again=1']);
      expect(errors).toEqual([]);
      // A write that meets one is not sent twice: the client is told, and decides.
      const write = await sendTarget(proxy.url, '/api/Cart/AddProductToCart', { method: 'POST' });
      expect(write.status).toBe(502);
      expect(asked.filter((a) => a.startsWith('POST'))).toHaveLength(1);
      expect(errors).toEqual([expect.stringMatching(/^POST \/api\/Cart\/AddProductToCart: the API did not answer/)]);
    } finally {
      await proxy.close(100);
      await closing.close();
    }
  });

  it('lets a kept-open connection go a second before the API said it would close it, so a request never crosses its close', async () => {
    // The API says it keeps an idle connection 3 s, and keeps it 5 s (Node's default), so who closes it
    // first shows.
    let closed = () => {};
    const closedAt = new Promise((resolve) => (closed = resolve));
    const api = await standIn((req, res) => {
      req.socket.once('close', () => closed(performance.now()));
      res.writeHead(200, { 'content-type': 'application/json', connection: 'keep-alive', 'keep-alive': 'timeout=3' });
      res.end(JSON.stringify({ status: 200, data: [] }));
    });
    const { proxy } = await proxyFor(api.url);
    try {
      expect((await sendTarget(proxy.url, '/api/UI/GetNotice')).status).toBe(200);
      const answered = performance.now();
      const idle = (await Promise.race([closedAt, new Promise((resolve) => setTimeout(() => resolve(Infinity), 4000))])) - answered;
      // Closed by the proxy after about 2 s: before the 3 s the API announced, not at them or never.
      expect(idle).toBeGreaterThan(1500);
      expect(idle).toBeLessThan(2800);
    } finally {
      await proxy.close(100);
      await api.close();
    }
  });

  it('a small compressed body that would inflate past the check limit is passed on, not inflated', async () => {
    const bomb = gzipSync(Buffer.alloc(64 * 1024 * 1024));
    const api = await standIn((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
      res.end(bomb);
    });
    const { proxy, errors } = await proxyFor(api.url, { checkLimit: 1024 * 1024 });
    try {
      const answer = await raw(`${proxy.url}/api/Pricing/GetSpotPrices`);
      expect(answer.body.equals(bomb)).toBe(true);
      await vi.waitFor(() => expect(proxy.stats().unchecked).toBe(1));
      expect(errors).toEqual([expect.stringContaining(`the gzip body inflates past ${1024 * 1024} bytes`)]);
    } finally {
      await proxy.close();
      await api.close();
    }
  });
});

describe('--record through the proxy is written as the traffic passes', () => {
  it('each exchange is on disk once it has passed, none is kept, and the file read back is the traffic', async () => {
    const path = join(dir, 'streamed.har');
    const writer = harFileWriter(path);
    const { proxy } = await proxyFor(honest.url, { onRecord: writer.add });
    try {
      await raw(`${proxy.url}/api/Pricing/GetSpotPrices`);
      await vi.waitFor(() => expect(proxy.stats().checked).toBe(1));
      // Written while the proxy still runs: the entry with its whole answer is in the file already.
      await vi.waitFor(() => expect(statSync(path).size).toBeGreaterThan(500));
      await raw(`${proxy.url}/api/Product/GetProductsByCategory?slug=gold-bullion&pageSize=2`);
      await vi.waitFor(() => expect(proxy.stats().checked).toBe(2));
      expect(Object.keys(proxy)).not.toContain('recorded');
    } finally {
      await proxy.close();
    }
    expect(await writer.close()).toBe(2);
    const { log } = JSON.parse(readFileSync(path, 'utf8'));
    expect(log.creator.name).toBe('bold-bullion drift');
    const exchanges = log.entries.map((e) => entryToExchange(e, () => true));
    expect(exchanges.map((x) => `${x.method} ${new URL(x.url).pathname} ${x.status}`)).toEqual([
      'GET /api/Pricing/GetSpotPrices 200',
      'GET /api/Product/GetProductsByCategory 200',
    ]);
    expect(JSON.parse(exchanges[0].responseBody.toString()).data.goldAsk).toBeGreaterThan(0);
  });
});
