import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { finish, freePort, run, type Running } from './support/processes';
import { openStore, SAME_AT_EVERY_WIDTH } from './support/store';

// The store built for a real API (`npm run build:real-api`), its API the drift proxy in front of the
// mock API run as its own server: every call the store makes passes the proxy, as it would in front of a
// real API. The mock's `drift` scenario bends one answer of each kind; the honest mock bends none.

const root = process.cwd();
const work = join(root, '.tmp', 'e2e-drift-proxy');
const dist = join(work, 'dist');

const node = process.execPath;
let proxyPort = 0;
let store: Running | undefined;
/** Where the store built for the proxy is served. */
let storeUrl = '';
const started: Running[] = [];

test.describe('the drift proxy in front of the store’s API', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    if (test.info().project.name !== 'desktop') return;
    test.setTimeout(240_000);
    proxyPort = await freePort();
    rmSync(work, { recursive: true, force: true });
    // What `npm run build:real-api -- --api <the proxy>` builds (the browser's half; its own folder, so the
    // suite's dist/ stays as it is).
    await finish(join(root, 'node_modules', '.bin', 'vite'), ['build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], {
      VITE_API_BASE_URL: `http://127.0.0.1:${proxyPort}`,
      VITE_MOCKS: 'off',
    });
    const storePort = await freePort();
    store = await run(
      join(root, 'node_modules', '.bin', 'vite'),
      ['preview', '--outDir', dist, '--port', String(storePort), '--strictPort', '--host', '127.0.0.1'],
      // The page's Content-Security-Policy names the API it may call.
      { VITE_API_BASE_URL: `http://127.0.0.1:${proxyPort}`, VITE_MOCKS: 'off' },
      /http:\/\/127\.0\.0\.1:\d+/,
    );
    storeUrl = `http://127.0.0.1:${storePort}`;
  });

  test.afterAll(async () => {
    for (const p of [...started, store]) if (p && p.child.exitCode === null) p.child.kill('SIGKILL');
  });

  /** The mock API in a scenario, and the proxy in front of it on the port the store was built for. */
  async function mockBehindProxy(scenario: string) {
    const mockPort = await freePort();
    const mock = await run(node, ['scripts/mock-api.mjs'], { PORT: String(mockPort), MOCK_SCENARIO: scenario }, /Mock API listening on/);
    started.push(mock);
    const report = join(work, `${scenario || 'honest'}.json`);
    const proxy = await run(
      node,
      [
        'packages/drift/cli.mjs',
        '--proxy',
        `http://127.0.0.1:${mockPort}`,
        '--port',
        String(proxyPort),
        '--format',
        'json',
        '--output',
        report,
      ],
      {},
      /Drift proxy on /,
    );
    started.push(proxy);
    /** Stops both; resolves to the proxy's exit code and report. */
    const stop = async () => {
      proxy.child.kill('SIGTERM');
      const code = await proxy.exited;
      mock.child.kill('SIGTERM');
      await mock.exited;
      expect(existsSync(report), `the proxy wrote no report (exit ${code}):\n${proxy.said()}`).toBe(true);
      return { code, report: JSON.parse(readFileSync(report, 'utf8')) as DriftReport };
    };
    return { proxy, stop };
  }

  interface DriftReport {
    findings: { operationId: string | null; kind: string; pointer: string }[];
    summary: { operations: number; exercised: number; findings: number };
  }

  /** A shopper's walk: home, a category, a product; each page checked with axe. */
  async function shop(page: Page) {
    const base = storeUrl;
    await openStore(page, `${base}/`);
    await expectAccessible(page);
    await openStore(page, `${base}/silver-bullion`);
    await expect(page.getByRole('heading', { level: 1, name: 'Silver Bullion' })).toBeVisible();
    await expectAccessible(page);
    await openStore(page, `${base}/product/2001/any`);
    await expect(page.getByRole('table').first()).toBeVisible();
    await expectAccessible(page);
  }

  test(
    'sees each drift of the store’s calls as it passes, and reports them when it stops',
    { tag: SAME_AT_EVERY_WIDTH },
    async ({ page }) => {
      const { proxy, stop } = await mockBehindProxy('drift');
      await openStore(page, `${storeUrl}/`);
      // Said while the store runs, not only at the end.
      await expect
        .poll(proxy.said)
        .toContain('drift: GET /api/Pricing/GetSpotPrices 200 type at /data/goldAsk: Response body: /data/goldAsk must be number');
      await expect
        .poll(proxy.said)
        .toContain(
          'drift: GET /api/UI/GetBlogs?page=1 203 undeclared-status at /: The operation does not declare status 203 (it declares 200, 400, 500).',
        );
      await shop(page);
      const { code, report } = await stop();
      expect(code).toBe(1);
      const found = report.findings.map((f) => `${f.kind} ${f.operationId} ${f.pointer || '/'}`);
      expect(found).toEqual(
        expect.arrayContaining([
          'type getSpotPrices /data/goldAsk',
          'header getProductNearToSpot /headers/cache-control',
          'undeclared-status getBlogs /',
        ]),
      );
      // Nothing but the scenario's drifts: each finding is in an operation the scenario bends.
      const bent = [
        'getNotice',
        'getMenu',
        'getSpotPrices',
        'getProductNearToSpot',
        'getSuppliesCategories',
        'getProductDetails',
        'getBlogs',
        'getJewelryBlogs',
      ];
      expect(report.findings.filter((f) => !bent.includes(f.operationId ?? ''))).toEqual([]);
    },
  );

  test('finds nothing when the API is honest, with every call of the walk checked', { tag: SAME_AT_EVERY_WIDTH }, async ({ page }) => {
    const { proxy, stop } = await mockBehindProxy('');
    await shop(page);
    const { code, report } = await stop();
    expect(proxy.said()).not.toContain('drift: ');
    expect(report.findings).toEqual([]);
    expect(code).toBe(0);
    // Home, a category and a product call a dozen operations or more; each was checked on its way.
    expect(report.summary.exercised).toBeGreaterThanOrEqual(10);
    expect(proxy.said()).toMatch(/Drift proxy stopped: \d+ requests forwarded, \d+ checked\./);
  });
});
