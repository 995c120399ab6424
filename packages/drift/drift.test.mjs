// @vitest-environment node
// The drift checker against the mock API: the honest mock agrees with the contract everywhere, the
// `drift` scenario's mock has exactly the drifts it injects, and a recording says what the live run says.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import AjvDraft04 from 'ajv-draft-04';
import ajvFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startMockServer } from '../../mocks/server.ts';
import { INJECTED_DRIFTS } from '../../mocks/handlers/drift.ts';
import { applyBaseline, dayOf, findingKey } from './baseline.mjs';
import { checkExchange } from './check.mjs';
import { main } from './cli.mjs';
import { asJsonSchema, loadContract } from './contract.mjs';
import { readRecording } from './har-stream.mjs';
import { carriesData } from './live.mjs';
import { buildReport, createCollector, curlFor, formatText } from './report.mjs';

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'drift-'));
/** The store's plan for a live run (the checker knows none of its own). */
const PLAN = ['--plan', 'openapi/drift-plan.mjs'];
const DEMO = [
  '--user',
  'demo@boldbullion.test',
  '--password',
  'Bullion#2026',
  '--other-user',
  'collector@boldbullion.test',
  '--other-password',
  'Collector#2026',
];

async function cli(argv) {
  let printed = '';
  const code = await main(argv, {}, (s) => {
    printed += s;
  });
  return { code, printed };
}

// The OASIS schema of SARIF 2.1.0 (oasis-tcs/sarif-spec, sarif-2.1/schema), a draft-04 JSON Schema.
const sarifSchema = JSON.parse(readFileSync(new URL('./fixtures/sarif-schema-2.1.0.json', import.meta.url), 'utf8'));
const sarifAjv = new AjvDraft04({ allErrors: true, strict: false });
ajvFormats.default(sarifAjv);
const validSarif = sarifAjv.compile(sarifSchema);
/** The line of a description's source that declares an operation. */
const declared = (file, id) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .findIndex((l) => l.trim() === `operationId: ${id}`) + 1;
/** The CLI run with what it says on stderr kept. */
const quietly = async (argv) => {
  const errors = [];
  const spy = vi.spyOn(console, 'error').mockImplementation((s) => errors.push(String(s)));
  try {
    return { ...(await cli(argv)), errors };
  } finally {
    spy.mockRestore();
  }
};

const key = (f) => `${f.kind} ${f.operationId}`;
/** A recording's exchanges of the store's API, read as the CLI reads them. */
const exchangesOf = async (file) => {
  const out = [];
  for await (const x of readRecording(file, (pathname) => pathname.startsWith('/api/'))) out.push(x);
  return out;
};
const contract = loadContract();
const closedWorld = contract;
const openWorld = loadContract({ open: true });

let honest;
let drifted;
const live = {};
beforeAll(async () => {
  honest = await startMockServer({ port: 0 });
  drifted = await startMockServer({ port: 0, scenarios: 'drift' });
  for (const [name, mock] of [
    ['honest', honest],
    ['drift', drifted],
  ]) {
    const har = join(dir, `${name}.har`);
    const { code, printed } = await cli(['--live', mock.url, ...PLAN, ...DEMO, '--writes', '--sweep', '--format', 'json', '--record', har]);
    live[name] = { code, report: JSON.parse(printed), har };
  }
}, 60_000);
afterAll(async () => {
  await honest?.close();
  await drifted?.close();
});

describe('npm run drift -- --live: the mock API against the contract', () => {
  it('finds nothing in the honest mock and drives all 87 operations, writes and probes included', () => {
    const { code, report } = live.honest;
    expect(report.findings).toEqual([]);
    expect(code).toBe(0);
    expect(report.summary).toEqual({ operations: 87, exercised: 87, findings: 0 });
    expect(report.coverage.notExercised).toEqual([]);
    // The sweep's probes were answered with 400 and 401: the statuses seen prove they ran.
    const signIn = report.coverage.operations.find((r) => r.operationId === 'getProductFromShoppingCart');
    expect(signIn.statuses).toEqual([200, 400, 401]);
  });

  it('signs up two customers for the run when no credentials are given, and still finds nothing in 87 of 87', async () => {
    const { code, printed } = await cli(['--live', honest.url, ...PLAN, '--writes', '--sweep', '--format', 'json']);
    const report = JSON.parse(printed);
    expect(report.findings).toEqual([]);
    expect(code).toBe(0);
    expect(report.summary).toEqual({ operations: 87, exercised: 87, findings: 0 });
    // The new customer's first order is read back after it is placed.
    const orders = report.coverage.operations.find((r) => r.operationId === 'getCustomerOrderDetails');
    expect(orders.statuses).toContain(200);
    expect(report.substitutions.some((s) => s.variable === 'email' && /^drift-a-[a-z0-9]+@example\.com$/.test(s.value))).toBe(true);
  }, 30_000);

  it('without a plan calls each operation of the contract once from its examples, reads only and no token, on any contract', async () => {
    const { code, printed } = await cli(['--live', honest.url, '--format', 'json']);
    const report = JSON.parse(printed);
    expect(code).toBe(0);
    const driven = report.coverage.operations.filter((r) => r.statuses.length).map((r) => r.operationId);
    // Reads that need no token, and nothing else: no sign-in, no write, no customer's data.
    expect(driven).toContain('getSpotPrices');
    expect(driven).toContain('getProductDetails');
    expect(driven).not.toContain('signIn');
    expect(driven).not.toContain('getCustomerInfo');
    expect(driven).not.toContain('addProductToShoppingCart');
    expect(report.summary.exercised).toBe(driven.length);
    expect(report.summary.exercised).toBeLessThan(87);
  }, 30_000);

  it('refuses a plan that is not one, and --plan without --live, saying why', async () => {
    const errors = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((s) => errors.push(String(s)));
    try {
      const notPlan = join(dir, 'not-a-plan.mjs');
      writeFileSync(notPlan, 'export default { steps: [{ operation: "getMenu" }] };\n');
      expect((await cli(['--live', honest.url, '--plan', notPlan])).code).toBe(2);
      expect(errors.at(-1)).toBe(
        `The drift checker could not run: ${notPlan} is no plan: its default export needs steps, each with the id of an operation.`,
      );
      expect((await cli(['--har', 'a.har', ...PLAN])).code).toBe(2);
      expect(errors.at(-1)).toMatch(/^--plan says how --live drives the API\./);
    } finally {
      spy.mockRestore();
    }
  });

  it('finds each drift the drift scenario injects, once, and nothing else', () => {
    const { code, report } = live.drift;
    expect(code).toBe(1);
    expect(report.findings.map(key).sort()).toEqual(INJECTED_DRIFTS.map(key).sort());
    expect(report.summary).toEqual({ operations: 87, exercised: 87, findings: INJECTED_DRIFTS.length });
  });

  it('says where each finding is, with an excerpt, the contract part it breaks and a curl that repeats it', () => {
    const byKey = Object.fromEntries(live.drift.report.findings.map((f) => [key(f), f]));
    expect(byKey['type getSpotPrices']).toMatchObject({
      method: 'GET',
      path: '/api/Pricing/GetSpotPrices',
      status: 200,
      side: 'response',
      pointer: '/data/goldAsk',
    });
    expect(byKey['type getSpotPrices'].excerpt).toMatch(/^"\d+(\.\d+)?"$/);
    expect(byKey['enum getCustomerOrderDetails']).toMatchObject({ pointer: '/data/status', excerpt: '"Lost"', inferred: true });
    expect(byKey['missing-required getMenu']).toMatchObject({ pointer: '/data/0/label', excerpt: '(absent)' });
    expect(byKey['undeclared-property getNotice']).toMatchObject({ pointer: '/data/debugNote' });
    expect(byKey['undeclared-status getBlogs']).toMatchObject({ status: 203, excerpt: '203' });
    expect(byKey['header getProductNearToSpot']).toMatchObject({ pointer: '/headers/cache-control', excerpt: '(absent)' });
    expect(byKey['parameter-case getProductDetails'].pointer).toBe('/query/productid');
    expect(byKey['security getCoupons'].curl).not.toContain('Authorization');
    for (const f of live.drift.report.findings) expect(f.curl).toMatch(/^curl -sS -X [A-Z]+ '/);
  });

  it('keeps secrets out of the report: tokens and passwords are shell variables', () => {
    for (const name of ['honest', 'drift']) {
      const text = JSON.stringify(live[name].report);
      expect(text).not.toContain('Bullion#2026');
      expect(text).not.toMatch(/Bearer [0-9a-f]{8}/);
    }
    const masked = curlFor({
      method: 'POST',
      url: 'http://api.test/api/Authentication/SignIn',
      requestHeaders: { 'content-type': 'application/json', authorization: 'Bearer 0123456789abcdef' },
      requestBody: Buffer.from('{"emailId":"a@b.test","password":"Secret#1"}'),
    });
    expect(masked).toBe(
      `curl -sS -X POST 'http://api.test/api/Authentication/SignIn' -H 'content-type: application/json' -H "Authorization: Bearer $DRIFT_TOKEN" --data-raw '{"emailId":"a@b.test","password":"'"$DRIFT_PASSWORD"'"}'`,
    );
  });

  it('repeats every finding with its curl: the same status comes back', async () => {
    const signIn = await fetch(`${drifted.url}/api/Authentication/SignIn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ emailId: 'demo@boldbullion.test', password: 'Bullion#2026' }),
    });
    const token = (await signIn.json()).data.token;
    for (const f of live.drift.report.findings) {
      const { stdout } = await run('bash', ['-c', `${f.curl} -o /dev/null -w '%{http_code}'`], {
        env: { ...process.env, DRIFT_TOKEN: token },
      });
      expect(`${key(f)} ${stdout}`).toBe(`${key(f)} ${f.status}`);
    }
  }, 30_000);
});

describe('npm run drift -- --har: a recording says what the live run said', () => {
  it('gives the same findings from the recorded traffic, probes included', async () => {
    for (const name of ['honest', 'drift']) {
      const { code, printed } = await cli(['--har', live[name].har, '--format', 'json']);
      const report = JSON.parse(printed);
      expect(report.findings.map((f) => `${key(f)} ${f.pointer}`)).toEqual(live[name].report.findings.map((f) => `${key(f)} ${f.pointer}`));
      expect(code).toBe(live[name].code);
      expect(report.summary.exercised).toBe(87);
    }
  });

  it('skips the no-token check on a sanitized recording (no Authorization anywhere) and says so', async () => {
    // A browser's recording of the drive: no probes, and no checker's notes.
    const har = JSON.parse(readFileSync(live.drift.har, 'utf8'));
    har.log.entries = har.log.entries
      .filter((e) => !e._drift?.probe)
      .map((e) => Object.fromEntries(Object.entries(e).filter(([k]) => k !== '_drift')));
    // One call sent without the token (the store's own traffic never does that) that answered 200.
    const coupons = har.log.entries.find(
      (e) => e.request.url.endsWith('/api/ShoppingCart/GetCoupons') && e.request.headers.some((h) => h.name === 'authorization'),
    );
    expect(coupons.request.headers.map((h) => h.name)).toContain('authorization');
    har.log.entries.push({
      ...coupons,
      request: { ...coupons.request, headers: coupons.request.headers.filter((h) => h.name !== 'authorization') },
    });
    const browser = join(dir, 'browser-full.har');
    writeFileSync(browser, JSON.stringify(har));
    for (const e of har.log.entries) e.request.headers = e.request.headers.filter((h) => h.name.toLowerCase() !== 'authorization');
    const sanitized = join(dir, 'browser-sanitized.har');
    writeFileSync(sanitized, JSON.stringify(har));
    const byProbesOnly = ['undeclared-parameter getSearchSuggestions', 'parameter-case getProductDetails', 'unknown-operation null'];
    const expected = INJECTED_DRIFTS.map(key).filter((k) => !byProbesOnly.includes(k));

    const full = JSON.parse((await cli(['--har', browser, '--format', 'json'])).printed).findings.map(key);
    expect(full.sort()).toEqual(expected.sort());
    const errors = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((s) => errors.push(String(s)));
    const { printed } = await cli(['--har', sanitized, '--format', 'json']);
    spy.mockRestore();
    expect(JSON.parse(printed).findings.map(key).sort()).toEqual(expected.filter((k) => k !== 'security getCoupons').sort());
    expect(errors).toEqual([
      'The recording has no Authorization headers (a sanitized export?), so calls without a token are not checked. Export it with sensitive data to check them.',
    ]);
  });

  it("checks a browser's recording: only /api traffic, and what the browser sent", async () => {
    const exchanges = await exchangesOf(live.honest.har);
    const entry = (url, request, response) => ({
      request: {
        method: 'GET',
        url,
        headers: [{ name: ':authority', value: 'shop.test' }, { name: 'Accept', value: 'application/json' }, ...(request ?? [])],
      },
      response: {
        status: 200,
        headers: [{ name: 'Content-Type', value: 'application/json' }, ...(response ?? [])],
        content: {
          mimeType: 'application/json',
          text: exchanges.find((x) => x.url.includes('GetSpotPrices')).responseBody.toString('utf8'),
        },
      },
    });
    const har = {
      log: {
        version: '1.2',
        entries: [
          {
            request: { method: 'GET', url: 'http://shop.test/', headers: [] },
            response: { status: 200, headers: [], content: { text: '<!doctype html>' } },
          },
          entry('http://shop.test/api/Pricing/GetSpotPrices'),
          entry('http://shop.test/api/Pricing/GetSpotPrices?EncodedUserId=MTAwMQ%3D%3D'),
          entry('http://shop.test/api/Pricing/GetSpotPrices?debug=1', [{ name: 'X-Client', value: 'store' }]),
          entry('http://shop.test/api/Pricing/GetSpotPricez'),
        ],
      },
    };
    const file = join(dir, 'browser.har');
    writeFileSync(file, JSON.stringify(har));
    const { code, printed } = await cli(['--har', file, '--format', 'json']);
    const report = JSON.parse(printed);
    expect(code).toBe(1);
    expect(report.findings.map((f) => `${f.kind} ${f.side} ${f.pointer}`).sort()).toEqual([
      'parameter-case request /query/EncodedUserId',
      'undeclared-header request /headers/x-client',
      'undeclared-parameter request /query/debug',
      'unknown-operation request ',
    ]);
    expect(report.summary.exercised).toBe(1);
  });
});

describe('the report formats and exit codes', () => {
  it('prints text with the findings, a coverage table and a summary line', async () => {
    const { code, printed } = await cli(['--har', live.drift.har]);
    expect(code).toBe(1);
    expect(printed).toContain(`Findings (${INJECTED_DRIFTS.length}; on inferred parts of the contract first):`);
    expect(printed).toContain('✗ enum  getCustomerOrderDetails  GET /api/CustomerOrder/GetCustomerOrderDetails?invoice=');
    expect(printed).toMatch(/✓ getSpotPrices +200,400/);
    expect(printed.trimEnd().split('\n').at(-1)).toBe(`${INJECTED_DRIFTS.length} findings; 87 of 87 operations exercised.`);
    // Findings on inferred parts come first.
    const flags = [...printed.matchAll(/^✗ .*$/gm)].map((m) => m[0].includes('[x-inferred]'));
    expect(flags.indexOf(false)).toBeGreaterThan(0);
    expect(flags.slice(flags.indexOf(false))).not.toContain(true);
  });

  it('reads the same recording written as NDJSON, one entry a line, with no flag, and finds the same', async () => {
    const ndjson = join(dir, 'drift.ndjson');
    const { entries } = JSON.parse(readFileSync(live.drift.har, 'utf8')).log;
    writeFileSync(ndjson, `${entries.map((e) => JSON.stringify(e)).join('\n')}\n`);
    const fromHar = await cli(['--har', live.drift.har, '--format', 'json']);
    const fromNdjson = await cli(['--har', ndjson, '--format', 'json']);
    expect(fromNdjson.code).toBe(1);
    const [har, lines] = [JSON.parse(fromHar.printed), JSON.parse(fromNdjson.printed)];
    expect(lines.findings.map(key).sort()).toEqual(INJECTED_DRIFTS.map((d) => `${d.kind} ${d.operationId}`).sort());
    expect(lines.findings).toEqual(har.findings);
    expect(lines.summary).toEqual(har.summary);
  });

  it('shares a recording out among threads and reports exactly what one thread does: each finding as first seen, counts summed', async () => {
    const { entries } = JSON.parse(readFileSync(live.drift.har, 'utf8')).log;
    // Three times over, so each finding recurs in batches that different threads check.
    const thrice = [...entries, ...entries, ...entries];
    const har = join(dir, 'drift-thrice.har');
    writeFileSync(har, JSON.stringify({ log: { version: '1.2', creator: { name: 'test', version: '1' }, entries: thrice } }));
    const ndjson = join(dir, 'drift-thrice.ndjson');
    writeFileSync(ndjson, `${thrice.map((e) => JSON.stringify(e)).join('\n')}\n`);
    for (const file of [har, ndjson]) {
      const one = await cli(['--har', file, '--format', 'json', '--workers', '0']);
      const shared = await cli(['--har', file, '--format', 'json', '--workers', '2']);
      expect(shared.code).toBe(1);
      expect(JSON.parse(shared.printed)).toEqual(JSON.parse(one.printed));
      expect(JSON.parse(shared.printed).findings.some((f) => /\(\d+ times\)$/.test(f.message))).toBe(true);
    }
    // A line that is not JSON is named by its number, whichever thread read it.
    const broken = join(dir, 'broken.ndjson');
    writeFileSync(broken, `${JSON.stringify(entries[0])}\n{"request":\n`);
    const refused = await quietly(['--har', broken, '--workers', '2']);
    expect(refused.code).toBe(2);
    expect(refused.errors.at(-1)).toBe('The drift checker could not run: Not an NDJSON recording: line 2 is not JSON.');
    const wrong = await quietly(['--har', har, '--workers', 'many']);
    expect(wrong.code).toBe(2);
    expect(wrong.errors[0]).toMatch(/^--workers N: how many threads check a --har recording/);
  });

  it('adds up what threads saw: a finding is told as its first occurrence in the recording, whichever thread saw it last', () => {
    const notice = (index) => ({
      method: 'GET',
      url: `http://api.test/api/UI/GetNotice?utm=${index}`,
      requestHeaders: {},
      requestBody: null,
      status: 200,
      responseHeaders: { 'content-type': 'application/json' },
      responseBody: Buffer.from('{"data":null}'),
    });
    const early = createCollector(contract);
    const late = createCollector(contract);
    late.add(notice(7), 7);
    early.add(notice(2), 2);
    const all = createCollector(contract);
    all.absorb(late.state());
    all.absorb(early.state());
    const [finding] = all.report().findings.filter((f) => f.kind === 'undeclared-parameter');
    expect(finding.excerpt).toBe('"2"');
    expect(finding.message).toMatch(/\(2 times\)$/);
    expect(all.seen()).toBe(2);
  });

  it('writes JUnit: one case per operation, each finding a failure of its case', async () => {
    const { printed } = await cli(['--har', live.drift.har, '--format', 'junit']);
    expect(
      printed.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<testsuite name="drift" tests="88" failures="14" skipped="0">'),
    ).toBe(true);
    expect(printed.match(/<testcase /g)).toHaveLength(88);
    expect(printed.match(/<\/testcase>/g)).toHaveLength(88);
    expect(printed.match(/<failure /g)).toHaveLength(INJECTED_DRIFTS.length);
    expect(printed).toContain('<testcase classname="drift.GET" name="getSpotPrices"><failure type="type"');
    expect(printed).toContain('<testcase classname="drift.GET" name="getProductFromShoppingCart"></testcase>');
    expect(printed).not.toMatch(/&(?!amp;|lt;|gt;|quot;)/);
  });

  it('exits 2 when it cannot run, and says why', async () => {
    const errors = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((s) => errors.push(String(s)));
    try {
      expect((await cli([])).code).toBe(2);
      expect((await cli(['--har', 'a.har', '--live', 'http://x.test'])).code).toBe(2);
      expect((await cli(['--har', live.honest.har, '--format', 'xml'])).code).toBe(2);
      expect((await cli(['--live', honest.url, ...PLAN])).code).toBe(2);
      expect(errors.at(-1)).toBe(
        'Give the credentials of a customer: --user and --password, or DRIFT_USER and DRIFT_PASSWORD (with --writes, new customers are signed up for the run when none are given).',
      );
      expect((await cli(['--live', honest.url, ...PLAN, '--user', 'demo@boldbullion.test', '--writes'])).code).toBe(2);
      expect((await cli(['--live', 'http://127.0.0.1:9', ...PLAN, ...DEMO])).code).toBe(2);
      expect(errors.at(-1)).toMatch(/^The drift checker could not run: /);
      const notHar = join(dir, 'not.har');
      writeFileSync(notHar, '{"log": {}}');
      expect((await cli(['--har', notHar])).code).toBe(2);
      expect(errors.at(-1)).toBe('The drift checker could not run: Not a HAR file: it has no log.entries.');
      expect((await cli(['--live', honest.url, ...PLAN, '--user', 'demo@boldbullion.test', '--password', 'wrong'])).code).toBe(2);
      expect(errors.at(-1)).toMatch(/Sign in as demo@boldbullion.test failed \(40\d\)/);
    } finally {
      spy.mockRestore();
    }
  });

  it('writes the report to a file with --output and prints the summary', async () => {
    const file = join(dir, 'report.json');
    const errors = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((s) => errors.push(String(s)));
    const { code, printed } = await cli(['--har', live.drift.har, '--format', 'json', '--output', file]);
    spy.mockRestore();
    expect(code).toBe(1);
    expect(printed).toBe('');
    expect(JSON.parse(readFileSync(file, 'utf8')).summary.findings).toBe(INJECTED_DRIFTS.length);
    expect(errors).toEqual([`${INJECTED_DRIFTS.length} findings; 87 of 87 operations exercised. Report: ${file}`]);
  });

  it('--open lets undeclared properties, parameters and headers pass, and keeps every other finding', async () => {
    const { printed } = await cli(['--har', live.drift.har, '--format', 'json', '--open']);
    const open = new Set(['undeclared-property', 'undeclared-parameter', 'undeclared-header']);
    expect(JSON.parse(printed).findings.map(key).sort()).toEqual(
      INJECTED_DRIFTS.filter((d) => !open.has(d.kind))
        .map(key)
        .sort(),
    );
  });
});

describe('in CI: SARIF, GitHub annotations and a baseline of accepted drift', () => {
  it('SARIF validates against the 2.1.0 schema: a rule per kind, a result per finding at the line declaring its operation', async () => {
    const { code, printed } = await cli(['--har', live.drift.har, '--format', 'sarif']);
    expect(code).toBe(1);
    const sarif = JSON.parse(printed);
    expect(validSarif(sarif), JSON.stringify(validSarif.errors?.slice(0, 3))).toBe(true);
    // The schema holds: a log of another version, or a result without its message, is refused.
    expect(validSarif({ ...sarif, version: '2.0.0' })).toBe(false);
    expect(validSarif({ ...sarif, runs: [{ ...sarif.runs[0], results: [{ ruleId: 'type' }] }] })).toBe(false);
    const [run] = sarif.runs;
    expect(run.tool.driver.name).toBe('api-drift');
    expect(run.tool.driver.rules.map((r) => r.id)).toEqual(expect.arrayContaining([...new Set(INJECTED_DRIFTS.map((d) => d.kind))]));
    expect(run.results).toHaveLength(INJECTED_DRIFTS.length);
    const blogs = run.results.find((r) => r.properties.operationId === 'getBlogs');
    expect(blogs).toMatchObject({
      ruleId: 'undeclared-status',
      locations: [
        {
          physicalLocation: {
            artifactLocation: { uri: 'openapi/paths/UI.yaml' },
            region: { startLine: declared('openapi/paths/UI.yaml', 'getBlogs') },
          },
          logicalLocations: [{ name: 'getBlogs', kind: 'function' }],
        },
      ],
      partialFingerprints: { 'driftFinding/v1': 'getBlogs undeclared-status ' },
    });
    expect(declared('openapi/paths/UI.yaml', 'getBlogs')).toBeGreaterThan(1);
    // A finding on an inferred part of the contract is a warning; one on the spec's own part an error.
    expect(new Set(run.results.map((r) => `${r.properties.inferred} ${r.level}`))).toEqual(new Set(['true warning', 'false error']));
    // No findings is still a valid log, with no results.
    const clean = JSON.parse((await cli(['--har', live.honest.har, '--format', 'sarif'])).printed);
    expect(validSarif(clean)).toBe(true);
    expect(clean.runs[0].results).toEqual([]);
  });

  it('GitHub annotations: one per finding at the contract’s line, each on one line, then the summary', async () => {
    const { code, printed } = await cli(['--har', live.drift.har, '--format', 'github']);
    expect(code).toBe(1);
    const lines = printed.trimEnd().split('\n');
    expect(lines).toHaveLength(INJECTED_DRIFTS.length + 1);
    for (const line of lines.slice(0, -1)) expect(line).toMatch(/^::(error|warning) file=openapi\/[\w/]+\.yaml,line=\d+,title=[^:]+::\S/);
    const spot = lines.find((l) => l.includes('title=type getSpotPrices'));
    expect(spot).toMatch(
      new RegExp(`^::\\w+ file=openapi/paths/Pricing.yaml,line=${declared('openapi/paths/Pricing.yaml', 'getSpotPrices')},`),
    );
    // The repro goes on the annotation's second line, escaped as GitHub reads it.
    expect(spot).toContain('%0Arepro: curl -sS -X GET');
    expect(lines.at(-1)).toBe(`${INJECTED_DRIFTS.length} findings; 87 of 87 operations exercised`);
  });

  it('a baseline accepts known drift: only a new finding fails the run, and accepted ones no longer seen are named', async () => {
    const file = join(dir, 'drift-baseline.json');
    const written = await quietly(['--har', live.drift.har, '--baseline', file, '--update-baseline']);
    expect(written.code).toBe(0);
    expect(written.errors).toEqual([`Baseline written: ${file} accepts the ${INJECTED_DRIFTS.length} findings of this run.`]);
    const baseline = JSON.parse(readFileSync(file, 'utf8'));
    expect(baseline.version).toBe(1);
    expect(baseline.accepted).toHaveLength(INJECTED_DRIFTS.length);
    expect(baseline.accepted.find((e) => e.operationId === 'getBlogs')).toEqual({
      operationId: 'getBlogs',
      method: 'GET',
      path: '/api/UI/GetBlogs',
      kind: 'undeclared-status',
      pointer: '',
      message: expect.any(String),
    });

    // Everything accepted: nothing new, exit 0.
    const same = await cli(['--har', live.drift.har, '--baseline', file, '--format', 'json']);
    expect(same.code).toBe(0);
    expect(JSON.parse(same.printed).summary).toMatchObject({ findings: 0, known: INJECTED_DRIFTS.length, gone: 0 });

    // One accepted finding taken out of the baseline is new again: the run fails on it alone.
    const fewer = join(dir, 'fewer-baseline.json');
    writeFileSync(fewer, JSON.stringify({ ...baseline, accepted: baseline.accepted.filter((e) => e.operationId !== 'getBlogs') }));
    const one = await cli(['--har', live.drift.har, '--baseline', fewer, '--format', 'json']);
    expect(one.code).toBe(1);
    expect(JSON.parse(one.printed).findings.map(key)).toEqual(['undeclared-status getBlogs']);

    // The same operation and kind at another place is not the accepted finding.
    const moved = join(dir, 'moved-baseline.json');
    writeFileSync(
      moved,
      JSON.stringify({
        ...baseline,
        accepted: baseline.accepted.map((e) => (e.operationId === 'getBlogs' ? { ...e, pointer: '/data' } : e)),
      }),
    );
    expect((await cli(['--har', live.drift.har, '--baseline', moved, '--format', 'json'])).code).toBe(1);

    // The honest API has none of the accepted drift: nothing new, and all of it named as gone.
    const fixed = await cli(['--har', live.honest.har, '--baseline', file]);
    expect(fixed.code).toBe(0);
    expect(fixed.printed).toContain(`Accepted by ${file} but not seen this time (${INJECTED_DRIFTS.length}): fixed, or not exercised?`);
    expect(fixed.printed).toContain('  undeclared-status  getBlogs  (whole)');
    expect(fixed.printed.trimEnd().split('\n').at(-1)).toBe(
      `0 new findings (0 accepted by the baseline, ${INJECTED_DRIFTS.length} of its entries gone); 87 of 87 operations exercised.`,
    );
  });

  it('an accepted finding holds to the end of its expires day and fails as new the day after; its last 14 days are said', () => {
    const finding = (operationId) => ({
      operationId,
      method: 'GET',
      path: `/api/UI/${operationId}`,
      kind: 'type',
      pointer: '/data',
      message: 'm',
    });
    const entry = (operationId, expires, reason) => ({
      ...finding(operationId),
      ...(expires ? { expires } : {}),
      ...(reason ? { reason } : {}),
    });
    const report = {
      findings: ['a', 'b', 'c', 'd', 'e'].map(finding),
      coverage: { operations: [], notExercised: [] },
      substitutions: [],
      summary: { operations: 5, exercised: 5, findings: 5 },
    };
    const accepted = [
      entry('a', '2026-11-26', 'the API team fixes it in release 41'),
      entry('b', '2026-11-27'),
      entry('c', '2026-12-11'),
      entry('d', '2026-12-12'),
      entry('e'),
    ];
    // Late on the 27th (UTC): a, whose day was the 26th, is new again; b still holds on its own day.
    const applied = applyBaseline(report, accepted, 'drift-baseline.json', new Date('2026-11-27T23:59:59Z'));
    expect(applied.findings.map((f) => f.operationId)).toEqual(['a']);
    expect(applied.baseline.known.map((f) => f.operationId)).toEqual(['b', 'c', 'd', 'e']);
    expect(applied.baseline.expired.map((e) => e.operationId)).toEqual(['a']);
    // Ending today (0 days) to in 14 days are expiring; in 15 days and never are not.
    expect(applied.baseline.expiring.map((e) => e.operationId)).toEqual(['b', 'c']);
    expect(applied.baseline.gone).toEqual([]);
    expect(applied.summary).toMatchObject({ findings: 1, known: 4, gone: 0, expired: 1 });
    const text = formatText(applied);
    expect(text).toContain(
      'Accepted by drift-baseline.json until a day now past, so new again (1):\n  type  a  /data  until 2026-11-26: the API team fixes it in release 41',
    );
    expect(text).toContain(
      'Accepted by drift-baseline.json for 14 days or less (2):\n  type  b  /data  until 2026-11-27\n  type  c  /data  until 2026-12-11',
    );
    expect(text.trimEnd().split('\n').at(-1)).toMatch(/^1 new findings \(4 accepted by the baseline, 0 of its entries gone, 1 expired\);/);
    // The day before, nothing has expired.
    expect(applyBaseline(report, accepted, 'f', new Date('2026-11-26T00:00:00Z')).findings).toEqual([]);
  });

  it('a baseline past its day fails the live recording as new, and writing it again keeps each entry’s terms', async () => {
    const file = join(dir, 'expiring-baseline.json');
    await quietly(['--har', live.drift.har, '--baseline', file, '--update-baseline']);
    const baseline = JSON.parse(readFileSync(file, 'utf8'));
    const day = (offset) => dayOf(new Date(Date.now() + offset * 24 * 60 * 60 * 1000));
    const terms = { getBlogs: { expires: day(-1), reason: 'the CMS answers 203 until its upgrade' }, getNotice: { expires: day(3) } };
    writeFileSync(file, JSON.stringify({ ...baseline, accepted: baseline.accepted.map((e) => ({ ...e, ...terms[e.operationId] })) }));
    const run = await cli(['--har', live.drift.har, '--baseline', file]);
    expect(run.code).toBe(1);
    expect(run.printed).toContain(`  undeclared-status  getBlogs  (whole)  until ${day(-1)}: the CMS answers 203 until its upgrade`);
    const json = JSON.parse((await cli(['--har', live.drift.har, '--baseline', file, '--format', 'json'])).printed);
    expect(json.findings.map(key)).toEqual(['undeclared-status getBlogs']);
    expect(json.baseline.expiring.map((e) => e.operationId)).toEqual(['getNotice']);
    const github = (await cli(['--har', live.drift.har, '--baseline', file, '--format', 'github'])).printed.split('\n');
    expect(github.filter((l) => l.includes(',title=accepted '))).toEqual([
      expect.stringMatching(
        new RegExp(
          `^::warning file=openapi/paths/UI\\.yaml,line=\\d+,title=accepted undeclared-property getNotice until ${day(3)}::Accepted by .* until ${day(3)}: from the day after, it fails as new\\.$`,
        ),
      ),
    ]);
    // Written again, the expired entry keeps its day: an update never extends an acceptance.
    await quietly(['--har', live.drift.har, '--baseline', file, '--update-baseline']);
    const rewritten = JSON.parse(readFileSync(file, 'utf8')).accepted;
    expect(rewritten.find((e) => e.operationId === 'getBlogs')).toMatchObject(terms.getBlogs);
    expect(rewritten.find((e) => e.operationId === 'getNotice')).toMatchObject(terms.getNotice);
    expect(rewritten.filter((e) => 'expires' in e)).toHaveLength(2);
    // A day that is no day is refused, saying where.
    writeFileSync(file, JSON.stringify({ ...baseline, accepted: [{ ...baseline.accepted[0], expires: '2027-02-30' }] }));
    const bad = await quietly(['--har', live.drift.har, '--baseline', file]);
    expect(bad.code).toBe(2);
    expect(bad.errors.at(-1)).toBe(
      `The drift checker could not run: ${file}: accepted/0/expires is a day written YYYY-MM-DD, not "2027-02-30".`,
    );
  });

  it('an array index in a finding’s place is any index: an accepted /data/*/x covers /data/3/x', () => {
    const finding = { operationId: 'getNews', method: 'GET', path: '/api/UI/GetNews?page=0', kind: 'type', pointer: '/data/items/3/title' };
    expect(findingKey(finding)).toBe('getNews type /data/items/*/title');
    expect(findingKey({ ...finding, pointer: '/data/items/12/title' })).toBe(findingKey(finding));
    expect(findingKey({ ...finding, operationId: null })).toBe('GET /api/UI/GetNews type /data/items/*/title');
  });

  it('exits 2, saying why, on a baseline it cannot read or that is not one, and on --update-baseline without a file', async () => {
    const notBaseline = join(dir, 'not-baseline.json');
    writeFileSync(notBaseline, JSON.stringify({ findings: [] }));
    const wrong = await quietly(['--har', live.drift.har, '--baseline', notBaseline]);
    expect(wrong.code).toBe(2);
    expect(wrong.errors.at(-1)).toBe(
      `The drift checker could not run: ${notBaseline} is not a drift baseline (version 1 with an "accepted" list); write one with --update-baseline.`,
    );
    const entry = join(dir, 'bad-entry-baseline.json');
    writeFileSync(entry, JSON.stringify({ version: 1, accepted: [{ kind: 'type' }] }));
    expect((await quietly(['--har', live.drift.har, '--baseline', entry])).errors.at(-1)).toBe(
      `The drift checker could not run: ${entry}: accepted/0 needs operationId (or null), method, path, kind and pointer.`,
    );
    const missing = await quietly(['--har', live.drift.har, '--baseline', join(dir, 'absent.json')]);
    expect(missing.code).toBe(2);
    expect(missing.errors.at(-1)).toMatch(/^The drift checker could not run: Cannot read the baseline .*absent\.json: ENOENT/);
    expect((await quietly(['--har', live.drift.har, '--update-baseline'])).code).toBe(2);
    expect((await quietly(['--har', live.drift.har, '--format', 'xml'])).code).toBe(2);
  });
});

describe('any OpenAPI description: the Swagger Petstore (3.0, YAML) and a recording of it', () => {
  const petstore = 'packages/drift/fixtures/petstore/openapi.yaml';
  const recording = 'packages/drift/fixtures/petstore/petstore.har';

  it('finds exactly its two drifts, leaves out what is not the API, and keeps the API key out of the repro', async () => {
    const { code, printed } = await cli(['--contract', petstore, '--har', recording, '--format', 'json']);
    expect(code).toBe(1);
    const report = JSON.parse(printed);
    expect(report.findings.map((f) => `${f.kind} ${f.operationId} ${f.side} ${f.pointer}`)).toEqual([
      'enum findPetsByStatus request /query/status',
      'type getPetById response /id',
    ]);
    // The page is not the API's; the API key and the OAuth token are declared by the security schemes.
    expect(report.summary).toEqual({ operations: 19, exercised: 3, findings: 2 });
    expect(report.coverage.operations.filter((r) => r.exercised).map((r) => r.operationId)).toEqual([
      'findPetsByStatus',
      'getPetById',
      'getInventory',
    ]);
    const curl = report.findings[1].curl;
    expect(curl).toBe(
      `curl -sS -X GET 'https://petstore3.swagger.io/api/v3/pet/11' -H "api_key: $DRIFT_API_KEY" -H 'accept: application/json'`,
    );
    expect(printed).not.toContain('special-key');
  });

  it('points SARIF and GitHub annotations at the Petstore’s own lines', async () => {
    const sarif = JSON.parse((await cli(['--contract', petstore, '--har', recording, '--format', 'sarif'])).printed);
    expect(validSarif(sarif)).toBe(true);
    expect(sarif.runs[0].results.map((r) => r.locations[0].physicalLocation)).toEqual([
      { artifactLocation: { uri: petstore }, region: { startLine: declared(petstore, 'findPetsByStatus') } },
      { artifactLocation: { uri: petstore }, region: { startLine: declared(petstore, 'getPetById') } },
    ]);
    const github = (await cli(['--contract', petstore, '--har', recording, '--format', 'github'])).printed;
    expect(github).toContain(`::error file=${petstore},line=${declared(petstore, 'getPetById')},title=type getPetById::`);
  });

  it('reads 3.0’s nullable and boolean exclusive bounds as JSON Schema', () => {
    const doc = asJsonSchema({
      openapi: '3.0.4',
      components: {
        schemas: {
          Note: { type: 'string', nullable: true },
          Price: { type: 'number', minimum: 0, exclusiveMinimum: true },
          Owner: { allOf: [{ $ref: '#/components/schemas/Note' }], nullable: true, description: 'who' },
        },
      },
    });
    expect(doc.components.schemas).toEqual({
      Note: { type: ['string', 'null'] },
      Price: { type: 'number', exclusiveMinimum: 0 },
      Owner: { description: 'who', anyOf: [{ allOf: [{ $ref: '#/components/schemas/Note' }] }, { type: 'null' }] },
    });
    const v31 = { openapi: '3.1.0', components: { schemas: { Note: { type: 'string', nullable: true } } } };
    expect(asJsonSchema(v31)).toBe(v31);
  });

  it('says it needs a description, and which file is not one, with exit code 2', async () => {
    const notOpenApi = join(dir, 'not-openapi.yaml');
    writeFileSync(notOpenApi, 'swagger: "2.0"\npaths: {}\n');
    const run = await quietly(['--contract', notOpenApi, '--har', recording]);
    expect(run.code).toBe(2);
    expect(run.errors.at(-1)).toBe(
      `The drift checker could not run: ${notOpenApi} is not an OpenAPI 3.0 or 3.1 description (its "openapi" is null).`,
    );
  });

  it('runs from its packed tarball installed in an empty folder, through npx, with a coverage gate: the files it needs are in it, its tests and fixtures are not', async () => {
    const packDir = mkdtempSync(join(tmpdir(), 'drift-pack-'));
    const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', packDir], { cwd: 'packages/drift' });
    const [{ filename, files }] = JSON.parse(stdout);
    // Its manual travels with it (npm packs a README whatever `files` says).
    expect(files.map((f) => f.path).sort()).toEqual([
      'README.md',
      'baseline.mjs',
      'check.mjs',
      'cli.mjs',
      'consumers.mjs',
      'contract.mjs',
      'coverage.mjs',
      'diff.mjs',
      'har-stream.mjs',
      'har.mjs',
      'live.mjs',
      'locations.mjs',
      'package.json',
      'parallel.mjs',
      'proxy.mjs',
      'report.mjs',
      'traffic.mjs',
      'types.d.ts',
    ]);
    // Installed in an empty folder, as a team adds it (its dependencies from npm's cache when it has them),
    // and run through npx on a contract it has never seen, with a coverage gate.
    const app = mkdtempSync(join(tmpdir(), 'drift-app-'));
    writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'an-api-team', version: '1.0.0', private: true }));
    await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', join(packDir, filename)], { cwd: app });
    const npx = (args) => run('npx', ['--offline', 'api-drift', ...args], { cwd: app }).catch((error) => error);
    const contractAt = join(process.cwd(), petstore);
    const recordingAt = join(process.cwd(), recording);
    const packed = await npx(['--contract', contractAt, '--har', recordingAt, '--format', 'json']);
    expect(packed.code).toBe(1);
    expect(JSON.parse(packed.stdout).summary).toEqual({ operations: 19, exercised: 3, findings: 2 });
    // 3 of 19 operations is 15.7%: the gate holds at it and fails a tenth above, naming what was missed.
    const gate = (minimum) => npx(['--contract', contractAt, '--har', recordingAt, '--min-coverage', `operations=${minimum}`]);
    const at = await gate('15.7');
    expect(at.stdout.trimEnd().split('\n').at(-1)).toMatch(/^2 findings; 3 of 19 operations exercised \(not: updatePet, /);
    const over = await gate('15.8');
    expect(over.code).toBe(1);
    expect(over.stdout.trimEnd().split('\n').at(-1)).toMatch(
      /; coverage under --min-coverage: operations 15\.7% < 15\.8% \(not: updatePet, addPet, .*deleteUser\)/,
    );
    // Away from the store there is no default description.
    const alone = await npx(['--har', recordingAt]);
    expect(alone.code).toBe(2);
    expect(alone.stderr).toContain('Give the description to check against: --contract openapi.yaml.');
  }, 60_000);
});

describe('checkExchange at the edges of the contract', () => {
  let order;
  beforeAll(async () => {
    order = (await exchangesOf(live.honest.har)).find(
      (x) => x.url.includes('/GetCustomerOrderDetails?') && x.status === 200 && !x.as?.startsWith('other'),
    );
  });
  const withBody = (x, change) => {
    const body = JSON.parse(x.responseBody.toString('utf8'));
    change(body.data);
    return { ...x, responseBody: Buffer.from(JSON.stringify(body)) };
  };
  const kinds = (x, c = closedWorld) => checkExchange(c, x).findings.map((f) => `${f.kind} ${f.pointer}`);

  it('accepts both branches of a nullable oneOf and rejects a value outside both', () => {
    expect(kinds(order)).toEqual([]);
    expect(kinds(withBody(order, (d) => (d.carrierCode = null)))).toEqual([]);
    expect(kinds(withBody(order, (d) => (d.carrierCode = 'UPS')))).toEqual([]);
    expect(kinds(withBody(order, (d) => (d.carrierCode = 'DHL')))).toEqual(['enum /data/carrierCode']);
  });

  it('closes the world of an allOf: properties of each member pass, any other is a finding unless --open', () => {
    const extra = withBody(order, (d) => {
      d.invoice = 'BPM-1';
      d.subTotal = 1;
      d.giftWrap = true;
    });
    expect(kinds(extra)).toEqual(['undeclared-property /data/giftWrap']);
    expect(kinds(extra, openWorld)).toEqual([]);
  });

  it('marks findings on parts the spec does not show as inferred', () => {
    const [finding] = checkExchange(
      closedWorld,
      withBody(order, (d) => (d.grandTotal = '12.00')),
    ).findings;
    expect(finding).toMatchObject({ kind: 'type', pointer: '/data/grandTotal', excerpt: '"12.00"', inferred: true });
  });

  it('checks the request: missing required parameter, case-exact names, values against their schema', async () => {
    const base = { ...order, url: order.url.replace(/invoice=[^&]+/, '') };
    expect(kinds(base)).toEqual(['missing-required /query/invoice']);
    expect(kinds({ ...order, url: order.url.replace('invoice=', 'Invoice=') })).toEqual(['parameter-case /query/Invoice']);
    const spot = (await exchangesOf(live.honest.har)).find((x) => x.url.includes('/GetSpotPriceHistory?'));
    expect(kinds(spot)).toEqual([]);
    const bad = { ...spot, url: spot.url.replace(/range=[^&]+/, 'range=5Y') };
    expect(kinds(bad)).toEqual(['enum /query/range']);
  });

  it('does not count two empty answers as one customer seeing another’s data', () => {
    expect(carriesData({ data: [] })).toBe(false);
    expect(carriesData({ data: { inBoxMsgs: [], archiveMsgs: [], unread: null } })).toBe(false);
    expect(carriesData({ data: [{ id: 0 }] })).toBe(true);
    expect(carriesData({ data: { count: 1 } })).toBe(true);
    expect(carriesData({ data: 'BPM-1' })).toBe(true);
  });

  it('treats another customer getting the owner’s answer as a security finding', () => {
    const exchanges = [{ ...order, as: 'other-customer', sameAsOwner: true }];
    const { findings } = buildReport(closedWorld, exchanges);
    expect(findings.map((f) => `${f.kind} ${f.pointer}`)).toEqual(['security /headers/authorization']);
    expect(buildReport(closedWorld, [{ ...order, as: 'other-customer', sameAsOwner: false }]).findings).toEqual([]);
  });

  it('reads only the /api entries of a HAR and refuses a file that is not one', async () => {
    const notJson = join(dir, 'not-json.har');
    writeFileSync(notJson, 'not json');
    await expect(exchangesOf(notJson)).rejects.toThrow(/^Not a HAR file/);
    const preflight = join(dir, 'preflight.har');
    writeFileSync(
      preflight,
      JSON.stringify({
        log: {
          entries: [
            { request: { method: 'OPTIONS', url: 'http://a.test/api/UI/GetMenu', headers: [] }, response: { status: 204, headers: [] } },
          ],
        },
      }),
    );
    expect(await exchangesOf(preflight)).toEqual([]);
  });
});

describe('coverage, and a gate on it', () => {
  const petstore = 'packages/drift/fixtures/petstore/openapi.yaml';
  const recording = 'packages/drift/fixtures/petstore/petstore.har';
  // The Petstore's two findings accepted, so a run's exit code is its gate's.
  const accepted = join(dir, 'petstore-baseline.json');
  /** The recording without its calls of one pet (GET /pet/10 and /pet/11): getPetById is then never exercised. */
  const withoutPet = join(dir, 'petstore-without-pet.har');
  beforeAll(async () => {
    await quietly(['--contract', petstore, '--har', recording, '--baseline', accepted, '--update-baseline']);
    const har = JSON.parse(readFileSync(recording, 'utf8'));
    har.log.entries = har.log.entries.filter((e) => !/\/pet\/\d+$/.test(e.request.url));
    writeFileSync(withoutPet, JSON.stringify(har));
  });
  const gated = (har, rule, format = 'json') =>
    quietly(['--contract', petstore, '--har', har, '--baseline', accepted, '--min-coverage', rule, '--format', format]);

  it('counts what the traffic exercised of each operation: statuses, parameters, properties and media types', async () => {
    const { measures } = JSON.parse((await cli(['--contract', petstore, '--har', recording, '--format', 'json'])).printed).coverage;
    expect(Object.fromEntries(Object.entries(measures).map(([name, m]) => [name, `${m.covered}/${m.total} ${m.percent}`]))).toEqual({
      operations: '3/19 15.7',
      statuses: '3/45 6.6',
      parameters: '2/17 11.7',
      properties: '20/149 13.4',
      'media-types': '3/42 7.1',
    });
    expect(measures.statuses.missing).toContain('getPetById 404');
    expect(measures.statuses.missing).not.toContain('getPetById 200');
    expect(measures.parameters.missing).toContain('findPetsByTags query tags');
    expect(measures.parameters.missing).not.toContain('findPetsByStatus query status');
    expect(measures.properties.missing).toContain('addPet request /name');
    expect(measures.properties.missing).not.toContain('getPetById 200 /name');
    expect(measures['media-types'].missing).toContain('getPetById 200 application/xml');
    expect(measures['media-types'].missing).not.toContain('getPetById 200 application/json');
  });

  it('passes at its minimum and fails one item under it, naming the item, in every format', async () => {
    const at = await gated(recording, 'operations=15.7,statuses=6.6');
    expect(at.code).toBe(0);
    expect(JSON.parse(at.printed).gate).toEqual({ rule: 'operations=15.7,statuses=6.6', below: [] });

    const under = await gated(withoutPet, 'operations=15.7,statuses=6.6');
    expect(under.code).toBe(1);
    const { below } = JSON.parse(under.printed).gate;
    expect(below.map((b) => `${b.measure} ${b.percent} ${b.minimum}`)).toEqual(['operations 10.5 15.7', 'statuses 4.4 6.6']);
    expect(below[0].missing).toContain('getPetById');
    expect(below[1].missing).toContain('getPetById 200');

    const text = (await gated(withoutPet, 'statuses=6.6', 'text')).printed;
    expect(text).toContain('Coverage below --min-coverage statuses=6.6:\n  statuses: 4.4%, under 6.6%; not exercised (43):\n');
    expect(text).toContain('\n    getPetById 200\n');
    expect(text.trimEnd().split('\n').at(-1)).toMatch(/; coverage under --min-coverage: statuses 4\.4% < 6\.6% \(not: /);
    const junit = (await gated(withoutPet, 'statuses=6.6', 'junit')).printed;
    expect(junit).toContain('<property name="coverage.statuses" value="2 of 45 (4.4%)"/>');
    expect(junit).toMatch(
      /<testcase classname="drift.coverage" name="statuses"><failure type="coverage" message="4.4% of statuses exercised, under 6.6%">[^<]*getPetById 200/,
    );
    const sarif = JSON.parse((await gated(withoutPet, 'statuses=6.6', 'sarif')).printed);
    expect(validSarif(sarif)).toBe(true);
    const gate = sarif.runs[0].results.filter((r) => r.ruleId === 'coverage');
    expect(gate.map((r) => `${r.level} ${r.properties.measure}`)).toEqual(['error statuses']);
    expect(gate[0].message.text).toContain('getPetById 200');
    expect(sarif.runs[0].properties.coverage.statuses).toEqual({ covered: 2, total: 45, percent: 4.4 });
    const github = (await gated(withoutPet, 'statuses=6.6', 'github')).printed;
    // At the contract's paths (its `paths:` line), with GitHub's escaping of the per cent sign.
    const paths = readFileSync(petstore, 'utf8').split('\n').indexOf('paths:') + 1;
    expect(github).toMatch(
      new RegExp(`::error file=${petstore},line=${paths},title=coverage of statuses 4\\.4%25 < 6\\.6%25::Not exercised: .*getPetById 200`),
    );
  });

  it('lists every missing item with --coverage, as notes in SARIF, and leaves the exit code to the findings', async () => {
    const text = await quietly(['--contract', petstore, '--har', withoutPet, '--baseline', accepted, '--coverage']);
    expect(text.code).toBe(0);
    expect(text.printed).toContain('Coverage of the contract:\n  operations       2 of 19     10.5%\n      not exercised: updatePet\n');
    expect(text.printed).toContain('      not exercised: getPetById 200 /name\n');
    const sarif = JSON.parse((await cli(['--contract', petstore, '--har', withoutPet, '--coverage', '--format', 'sarif'])).printed);
    expect(validSarif(sarif)).toBe(true);
    expect(sarif.runs[0].results.filter((r) => r.ruleId === 'coverage').map((r) => `${r.level} ${r.properties.measure}`)).toEqual([
      'note operations',
      'note statuses',
      'note parameters',
      'note properties',
      'note media-types',
    ]);
    // Without --coverage or a gate, the formats are as they were.
    const plain = JSON.parse((await cli(['--contract', petstore, '--har', withoutPet, '--format', 'sarif'])).printed);
    expect(plain.runs[0].results.some((r) => r.ruleId === 'coverage')).toBe(false);
    expect((await cli(['--contract', petstore, '--har', withoutPet, '--format', 'junit'])).printed).not.toContain('<properties>');
  });

  it('refuses a rule it cannot read, saying why, with exit code 2', async () => {
    for (const [rule, said] of [
      ['routes=50', '--min-coverage names "routes": give operations, statuses, parameters, properties, media-types, each =percent'],
      ['statuses=101', '--min-coverage statuses=101: a percentage from 0 to 100'],
      ['statuses=', '--min-coverage statuses=: a percentage from 0 to 100'],
      ['statuses=-1', '--min-coverage statuses=-1: a percentage from 0 to 100'],
    ]) {
      const run = await quietly(['--contract', petstore, '--har', recording, '--min-coverage', rule]);
      expect(run.code).toBe(2);
      expect(run.errors[0]).toContain(said);
    }
    expect(
      (await quietly(['--contract', petstore, '--har', recording, '--baseline', accepted, '--min-coverage', 'statuses=100'])).code,
    ).toBe(1);
    expect((await quietly(['--contract', petstore, '--har', recording, '--baseline', accepted, '--min-coverage', 'statuses=0'])).code).toBe(
      0,
    );
  });
});
