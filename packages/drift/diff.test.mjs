// @vitest-environment node
// npm run drift -- --diff: each class of change found in a pair of small contracts, classed as a client
// would feel it, with the store's files that use a breaking one; and the store's own contract against
// earlier versions of itself from the history.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { main } from './cli.mjs';
import { readDescription } from './contract.mjs';
import { diffContracts } from './diff.mjs';
import { reachOf } from './traffic.mjs';

const BASE = 'packages/drift/fixtures/diff/base.yaml';
const dir = mkdtempSync(join(tmpdir(), 'drift-diff-test-'));
let base;
beforeAll(async () => {
  base = (await readDescription(BASE)).doc;
});

/** The base fixture with one change made to a copy of it, written where the CLI can read it. */
function changed(name, edit) {
  const doc = structuredClone(base);
  edit(doc);
  const file = join(dir, `${name}.json`);
  writeFileSync(file, JSON.stringify(doc));
  return { doc, file };
}

/** The CLI's diff as JSON, with its exit code and what it said on stderr. */
async function diff(argv) {
  let printed = '';
  const said = [];
  const spy = vi.spyOn(console, 'error').mockImplementation((s) => said.push(String(s)));
  try {
    const code = await main(['--diff', ...argv], {}, (s) => {
      printed += s;
    });
    return { code, printed, said };
  } finally {
    spy.mockRestore();
  }
}

const notice = (doc) => doc.paths['/api/UI/GetNotice'].get;
const details = (doc) => doc.paths['/api/Product/GetProductDetails'].get;
const signInBody = (doc) => doc.paths['/api/Authentication/SignIn'].post.requestBody.content['application/json'].schema;
const orders = (doc) => doc.paths['/api/CustomerOrder/GetCustomerOrder'].get;
const orderItem = (doc) => orders(doc).responses['200'].content['application/json'].schema.properties.data.items;

const NOTICE_FILES = { files: ['src/features/chrome/components/notice-popup.tsx'], screens: ['src/app/root-layout.tsx'] };
// A change inside the Notice schema also reaches what uses its generated model type.
const NOTICE_MODEL_FILES = {
  files: ['src/features/chrome/components/notice-dialog.tsx', 'src/features/chrome/components/notice-popup.tsx'],
  screens: ['src/app/root-layout.tsx'],
};
const DETAILS_FILES = {
  files: ['src/features/catalog/queries.ts'],
  screens: expect.arrayContaining(['src/features/catalog/routes/product-page.tsx']),
};
const SIGN_IN_FILES = { files: ['src/features/auth/routes/sign-in-page.tsx'], screens: ['src/features/auth/routes/sign-in-page.tsx'] };
const ORDER_FILES = {
  files: expect.arrayContaining(['src/features/orders/routes/order-history-page.tsx']),
  screens: expect.arrayContaining(['src/features/orders/routes/order-history-page.tsx']),
};

// Each class: the change, what the diff calls it, and (for a breaking one) the store files that use it.
const BREAKING = [
  ['an operation removed', 'operation-removed', (d) => delete d.paths['/api/UI/GetNotice'], 'getNotice', NOTICE_FILES],
  [
    'an operation moved to another path',
    'operation-moved',
    (d) => {
      d.paths['/api/UI/Notice'] = d.paths['/api/UI/GetNotice'];
      delete d.paths['/api/UI/GetNotice'];
    },
    'getNotice',
    NOTICE_FILES,
  ],
  ['a parameter removed', 'parameter-removed', (d) => details(d).parameters.splice(1, 1), 'getProductDetails', DETAILS_FILES],
  ['a parameter renamed', 'parameter-renamed', (d) => (details(d).parameters[0].name = 'id'), 'getProductDetails', DETAILS_FILES],
  [
    'a required parameter added',
    'parameter-added-required',
    (d) => details(d).parameters.push({ name: 'region', in: 'query', required: true, schema: { type: 'string' } }),
    'getProductDetails',
    DETAILS_FILES,
  ],
  [
    'a parameter made required',
    'parameter-required',
    (d) => (details(d).parameters[1].required = true),
    'getProductDetails',
    DETAILS_FILES,
  ],
  [
    'a request value narrowed: a bound lowered',
    'constraint-narrowed',
    (d) => (details(d).parameters[1].schema.maxLength = 2),
    'getProductDetails',
    DETAILS_FILES,
  ],
  ['a request type narrowed', 'type-narrowed', (d) => (signInBody(d).properties.remember.type = 'boolean'), 'signIn', SIGN_IN_FILES],
  ['a request enum narrowed', 'enum-narrowed', (d) => (signInBody(d).properties.channel.enum = ['web']), 'signIn', SIGN_IN_FILES],
  [
    'a required request property added',
    'property-added-required',
    (d) => {
      signInBody(d).properties.captcha = { type: 'string' };
      signInBody(d).required.push('captcha');
    },
    'signIn',
    SIGN_IN_FILES,
  ],
  ['a request property made required', 'property-required', (d) => signInBody(d).required.push('channel'), 'signIn', SIGN_IN_FILES],
  ['a request property removed', 'property-removed', (d) => delete signInBody(d).properties.remember, 'signIn', SIGN_IN_FILES],
  ['a request format changed', 'format-changed', (d) => (signInBody(d).properties.emailId.format = 'uuid'), 'signIn', SIGN_IN_FILES],
  [
    'a request body made required where there was none',
    'request-body-required',
    (d) => (notice(d).requestBody = { required: true, content: { 'application/json': { schema: { type: 'object' } } } }),
    'getNotice',
    NOTICE_FILES,
  ],
  ['credentials now needed', 'security-added', (d) => (notice(d).security = [{ bearer: [] }]), 'getNotice', NOTICE_FILES],
  [
    'a response property removed',
    'property-removed',
    (d) => delete d.components.schemas.Notice.properties.imageURL,
    'getNotice',
    NOTICE_MODEL_FILES,
  ],
  [
    'a response property made optional',
    'property-optional',
    (d) => (d.components.schemas.Notice.required = ['noticeTitle']),
    'getNotice',
    NOTICE_MODEL_FILES,
  ],
  [
    'a response type changed',
    'type-changed',
    (d) => (d.components.schemas.Notice.properties.noticeTitle.type = 'integer'),
    'getNotice',
    NOTICE_MODEL_FILES,
  ],
  [
    'a response value that may now be null',
    'type-widened',
    (d) => (d.components.schemas.Notice.properties.description.type = ['string', 'null']),
    'getNotice',
    NOTICE_MODEL_FILES,
  ],
  ['a response enum widened', 'enum-widened', (d) => orderItem(d).properties.status.enum.push('Lost'), 'getCustomerOrder', ORDER_FILES],
  ['a status removed', 'status-removed', (d) => delete notice(d).responses['500'], 'getNotice', NOTICE_FILES],
  ['a success status added', 'status-added', (d) => (notice(d).responses['203'] = { description: 'Partial' }), 'getNotice', NOTICE_FILES],
  [
    'a response in another media type',
    'media-type-changed',
    (d) => {
      const ok = notice(d).responses['200'];
      ok.content = { 'text/plain': { schema: { type: 'string' } } };
    },
    'getNotice',
    NOTICE_FILES,
  ],
  ['a required response header removed', 'header-removed', (d) => delete notice(d).responses['200'].headers, 'getNotice', NOTICE_FILES],
];

const HARMLESS = [
  [
    'an operation added',
    'operation-added',
    (d) => (d.paths['/api/UI/GetBanner'] = { get: { operationId: 'getBanner', responses: { 200: { description: 'ok' } } } }),
  ],
  [
    'an optional parameter added',
    'parameter-added',
    (d) => details(d).parameters.push({ name: 'lang', in: 'query', schema: { type: 'string' } }),
  ],
  ['a request bound relaxed', 'constraint-widened', (d) => (details(d).parameters[1].schema.maxLength = 4)],
  ['a parameter made optional', 'parameter-optional', (d) => (details(d).parameters[0].required = false)],
  ['a request property made optional', 'property-optional', (d) => (signInBody(d).required = ['emailId'])],
  [
    'a request body made optional',
    'request-body-optional',
    (d) => (d.paths['/api/Authentication/SignIn'].post.requestBody.required = false),
  ],
  ['a request enum widened', 'enum-widened', (d) => signInBody(d).properties.channel.enum.push('kiosk')],
  ['a request type widened', 'type-widened', (d) => (signInBody(d).properties.password.type = ['string', 'number'])],
  ['an optional request property added', 'property-added', (d) => (signInBody(d).properties.note = { type: 'string' })],
  ['a response enum narrowed', 'enum-narrowed', (d) => orderItem(d).properties.status.enum.pop()],
  ['a response property added', 'property-added', (d) => (d.components.schemas.Notice.properties.link = { type: 'string' })],
  ['a response property made required', 'property-required', (d) => d.components.schemas.Notice.required.push('imageURL')],
  ['an error status added', 'status-added', (d) => (notice(d).responses['503'] = { description: 'Down for maintenance' })],
  ['credentials no longer needed', 'security-removed', (d) => delete orders(d).security],
];

describe('npm run drift -- --diff: what a contract change would break', () => {
  it('finds no change between a contract and itself, and exits 0 saying so', async () => {
    expect(diffContracts(base, structuredClone(base))).toEqual([]);
    const { code, printed } = await diff([BASE, BASE]);
    expect(printed).toBe(`No changes between ${BASE} and ${BASE}.\n`);
    expect(code).toBe(0);
  });

  it.each(BREAKING)('breaking: %s (%s), with the store files that use it', async (name, kind, edit, operationId, users) => {
    const { file } = changed(kind, edit);
    const { code, printed } = await diff([BASE, file, '--format', 'json']);
    const report = JSON.parse(printed);
    const found = report.changes.filter((c) => c.kind === kind && c.breaking);
    expect(found.map((c) => c.operationIds)).toEqual([[operationId]]);
    expect(found[0].consumers).toMatchObject(users);
    expect(found[0].consumers.generated.some((g) => g.startsWith('use'))).toBe(true);
    expect(report.summary.breaking).toBeGreaterThanOrEqual(1);
    expect(code).toBe(1);
  });

  it.each(HARMLESS)('not breaking: %s (%s)', async (name, kind, edit) => {
    const { file } = changed(`harmless-${name.replace(/\W+/g, '-')}`, edit);
    const { code, printed } = await diff([BASE, file, '--format', 'json']);
    const report = JSON.parse(printed);
    expect(report.changes.filter((c) => c.breaking)).toEqual([]);
    expect(report.changes.map((c) => c.kind)).toEqual(kind ? [kind] : []);
    expect(code).toBe(0);
  });

  it('reports a change to a shared schema once, reaching every operation that uses it', () => {
    const { doc } = changed('shared', (d) => delete d.components.schemas.Product.properties.price);
    const removed = diffContracts(base, doc).filter((c) => c.kind === 'property-removed');
    expect(removed).toHaveLength(1);
    expect(removed[0].operationIds.sort()).toEqual(['getProductDetails', 'getProductsByCategory']);
    expect(removed[0].pointer).toBe('/components/schemas/Product/properties');
    expect(removed[0].message).toBe('status 200 /data/price is gone: a client reads it.');
  });

  it('writes text, SARIF and GitHub annotations at the contract’s lines', async () => {
    const { file } = changed('formats', (d) => orderItem(d).properties.status.enum.push('Lost'));
    const text = await diff([BASE, file]);
    expect(text.printed).toContain('1 breaking change, 0 other changes.');
    expect(text.printed).toContain(
      '  enum-widened  GET /api/CustomerOrder/GetCustomerOrder  (getCustomerOrder)\n    status 200 /data/*/status: may now be "Lost": a client knows only "Pending", "Shipped", "Delivered".',
    );
    expect(text.printed).toMatch(/used in: .*src\/features\/orders\/routes\/order-history-page\.tsx/);
    const sarif = JSON.parse((await diff([BASE, file, '--format', 'sarif'])).printed);
    const [result] = sarif.runs[0].results;
    expect(result).toMatchObject({ ruleId: 'enum-widened', level: 'error' });
    expect(result.locations[0].physicalLocation.artifactLocation.uri).toMatch(/formats\.json$/);
    const github = await diff([BASE, file, '--format', 'github']);
    expect(github.printed.split('\n')[0]).toMatch(/^::error file=.*formats\.json,line=\d+,title=enum-widened getCustomerOrder::/);
    expect(github.code).toBe(1);
  });

  describe('--traffic: each breaking change weighed by the recorded exchanges it would break', () => {
    const API = 'https://api.example.test';
    /** One recorded exchange as a HAR entry. */
    const entry = ({ method = 'GET', path, client, body, status = 200, answer = { data: {} } }) => ({
      request: {
        method,
        url: `${API}${path}`,
        headers: [{ name: 'User-Agent', value: client }],
        ...(body ? { postData: { mimeType: 'application/json', text: JSON.stringify(body) } } : {}),
      },
      response: { status, headers: [{ name: 'Content-Type', value: 'application/json' }], content: { text: JSON.stringify(answer) } },
    });
    const product = (client, query = '') => entry({ path: `/api/Product/GetProductDetails?productId=2011${query}`, client });
    // Ten exchanges: three send the currency (two from the web store, one from a partner's feed), the rest do not.
    const EXCHANGES = [
      product('StoreWeb/1.0', '&currency=USD'),
      product('StoreWeb/1.0', '&currency=EUR'),
      product('PartnerFeed/2.3', '&currency=USD'),
      product('StoreWeb/1.0'),
      product('PartnerFeed/2.3'),
      entry({ method: 'POST', path: '/api/Authentication/SignIn', client: 'StoreWeb/1.0', body: { emailId: 'a@b.co', password: 'x' } }),
      entry({ method: 'POST', path: '/api/Authentication/SignIn', client: 'StoreApp/3.1', body: { emailId: 'c@d.co', password: 'y' } }),
      entry({ path: '/api/UI/GetNotice', client: 'StoreWeb/1.0' }),
      entry({ path: '/api/UI/GetNotice', client: 'StoreApp/3.1' }),
      entry({ path: '/api/UI/GetNotice', client: 'StoreWeb/1.0' }),
    ];
    let newer;
    let recording;
    beforeAll(() => {
      // The currency parameter and the sign-in's "remember" are gone: two breaking changes.
      newer = changed('traffic', (d) => {
        details(d).parameters = details(d).parameters.filter((p) => p.name !== 'currency');
        delete signInBody(d).properties.remember;
      }).file;
      recording = join(dir, 'traffic.har');
      writeFileSync(recording, JSON.stringify({ log: { version: '1.2', entries: EXCHANGES } }));
    });

    it('counts the exchanges and clients each reaches, and says when none does, in JSON, text and SARIF', async () => {
      const json = await diff([BASE, newer, '--traffic', recording, '--format', 'json']);
      expect(json.code).toBe(1);
      const report = JSON.parse(json.printed);
      expect(report.traffic).toEqual({ recording, exchanges: 10, unmatched: 0, clientHeader: 'user-agent' });
      const weighed = report.changes.filter((c) => c.breaking).map((c) => [c.kind, c.where, c.traffic]);
      expect(weighed).toEqual([
        [
          'parameter-removed',
          'query currency',
          {
            exchanges: 3,
            clients: [
              { client: 'StoreWeb/1.0', exchanges: 2 },
              { client: 'PartnerFeed/2.3', exchanges: 1 },
            ],
          },
        ],
        ['property-removed', 'body /remember', { exchanges: 0, clients: [] }],
      ]);

      const text = (await diff([BASE, newer, '--traffic', recording])).printed;
      expect(text).toContain(`Weighed by 10 recorded exchanges of the old description in ${recording}, clients told apart by user-agent.`);
      expect(text).toContain('    traffic: Reached by 3 of 10 recorded exchanges, from 2 clients: StoreWeb/1.0 (2), PartnerFeed/2.3 (1).');
      expect(text).toContain('    traffic: No recorded exchange reaches it (of 10).');
      // The most reached first.
      expect(text.indexOf('query currency')).toBeLessThan(text.indexOf('body /remember'));

      const sarif = JSON.parse((await diff([BASE, newer, '--traffic', recording, '--format', 'sarif'])).printed);
      const [reached, unreached] = sarif.runs[0].results;
      expect(reached.message.text).toMatch(
        /Reached by 3 of 10 recorded exchanges, from 2 clients: StoreWeb\/1\.0 \(2\), PartnerFeed\/2\.3 \(1\)\.$/,
      );
      expect(reached.properties.traffic).toEqual(weighed[0][2]);
      expect(unreached.message.text).toMatch(/No recorded exchange reaches it \(of 10\)\.$/);
    });

    it('tells clients apart by a header the team names, and reaches a newly required one by those that leave it out', async () => {
      const required = changed('traffic-required', (d) => {
        details(d).parameters.find((p) => p.name === 'currency').required = true;
      }).file;
      const report = JSON.parse(
        (await diff([BASE, required, '--traffic', recording, '--client-header', 'X-Client', '--format', 'json'])).printed,
      );
      const [change] = report.changes.filter((c) => c.breaking);
      expect(change.kind).toBe('parameter-required');
      // The two that sent no currency; none sent X-Client.
      expect(change.traffic).toEqual({ exchanges: 2, clients: [{ client: '(no X-Client)', exchanges: 2 }] });
    });

    it('reaches a response property only where an answer of its status had it, and a new status on every call', () => {
      const { doc } = changed('traffic-price', (d) => delete d.components.schemas.Product.properties.price);
      const [removed] = diffContracts(base, doc).filter((c) => c.kind === 'property-removed');
      const reaches = reachOf(removed);
      const seen = (status, answer) => ({
        x: { status, requestHeaders: {} },
        url: new URL(`${API}/api/Product/GetProductDetails`),
        requestJson: null,
        responseJson: { value: answer },
      });
      expect(reaches(seen(200, { data: { price: 35.24 } }))).toBe(true);
      expect(reaches(seen(200, { data: { name: 'Maple' } }))).toBe(false);
      expect(reaches(seen(404, { data: { price: 35.24 } }))).toBe(false);
      const added = changed('traffic-status', (d) => {
        details(d).responses['203'] = { description: 'From a cache' };
      }).doc;
      const [status] = diffContracts(base, added).filter((c) => c.kind === 'status-added');
      expect(status.breaking).toBe(true);
      expect(reachOf(status)(seen(200, {}))).toBe(true);
    });

    it('is refused without --diff', async () => {
      const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        expect(await main(['--har', recording, '--traffic', recording], {}, () => undefined)).toBe(2);
      } finally {
        spy.mockRestore();
      }
    });
  });

  it('says why it cannot run: a revision or file that is not there', async () => {
    const { code, said } = await diff(['no-such-rev:openapi/openapi.yaml', BASE]);
    expect(code).toBe(2);
    expect(said[0]).toBe(
      'The contract diff could not run: no-such-rev:openapi/openapi.yaml: no such file, and no openapi/openapi.yaml at git revision no-such-rev.',
    );
  });
});

// The history is there in a clone; a shallow one (some CI checkouts), or a copy without .git, has not these revisions.
const shallow = (() => {
  try {
    return (
      execFileSync('git', ['rev-parse', '--is-shallow-repository'], { stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim() !== 'false'
    );
  } catch {
    return true;
  }
})();

describe.skipIf(shallow)('the store’s own contract against earlier versions of itself (git history)', () => {
  it('finds the ZIP and state patterns of 656930e breaking for the checkout, and names its files', async () => {
    const { code, printed } = await diff(['656930e~1:openapi/openapi.yaml', '656930e:openapi/openapi.yaml', '--format', 'json']);
    const report = JSON.parse(printed);
    expect(report.changes.map((c) => `${c.kind} ${c.operationIds} ${c.pointer.split('/').at(-1)}`)).toEqual([
      'constraint-narrowed getShippingOptions state',
      'constraint-narrowed getShippingOptions zip',
    ]);
    expect(report.changes[0].consumers).toEqual({
      generated: [
        'getGetShippingOptionsQueryOptions (generated/hooks/checkout/checkout.ts)',
        'useGetShippingOptions (generated/hooks/checkout/checkout.ts)',
      ],
      files: ['src/features/checkout/hooks/use-order-charges.ts'],
      screens: ['src/features/checkout/routes/checkout-page.tsx', 'src/features/checkout/routes/confirmation-page.tsx'],
    });
    expect(code).toBe(1);
  });

  it('finds the article operation of d04d273 new and nothing breaking, at its line of that revision', async () => {
    const { code, printed } = await diff(['d04d273~1:openapi/openapi.yaml', 'd04d273:openapi/openapi.yaml']);
    expect(printed).toContain('0 breaking changes, 1 other change.');
    expect(printed).toContain('  operation-added  GET /api/UI/GetArticle  (getArticle)');
    const line = readFileSync('openapi/paths/UI.yaml', 'utf8')
      .split('\n')
      .findIndex((l) => l.trim() === 'operationId: getArticle');
    expect(line).toBeGreaterThan(0);
    expect(printed).toMatch(/at d04d273:openapi\/paths\/UI\.yaml:\d+ /);
    expect(code).toBe(0);
  });

  it('diffs the contract as it is now with itself at HEAD: no change', async () => {
    const { code, printed } = await diff(['HEAD:openapi/openapi.yaml', 'openapi/openapi.yaml']);
    expect(printed).toBe('No changes between HEAD:openapi/openapi.yaml and openapi/openapi.yaml.\n');
    expect(code).toBe(0);
  });
});
