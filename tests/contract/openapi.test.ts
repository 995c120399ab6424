// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { specCalls, storeCalls } from './spec-calls';

interface Operation {
  operationId?: string;
  tags?: string[];
  summary?: string;
  description?: string;
  security?: Record<string, string[]>[];
  parameters?: unknown[];
  requestBody?: unknown;
  responses: Record<
    string,
    {
      description?: string;
      content?: Record<string, { schema?: unknown; example?: unknown; examples?: Record<string, unknown> }>;
      $ref?: string;
    }
  >;
  'x-inferred'?: boolean;
}
interface Doc {
  paths: Record<string, Record<string, Operation>>;
  tags: { name: string }[];
  security?: unknown[];
  components: {
    schemas: Record<string, { properties?: Record<string, unknown>; enum?: string[] }>;
    responses: Record<string, Operation['responses'][string]>;
  };
}

const doc = JSON.parse(readFileSync(join(process.cwd(), 'generated', 'openapi.json'), 'utf8')) as Doc;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  METHODS.filter((m) => item[m]).map((m) => ({ method: m.toUpperCase(), path, op: item[m] as Operation })),
);
const find = (method: string, path: string) => operations.find((o) => o.method === method && o.path === path);
const requirements = (op: Operation) => op.security ?? doc.security ?? [];
/** Needs the token: a bearer requirement and no empty one (an empty one makes the token optional). */
const isSecured = (op: Operation) =>
  requirements(op).some((s) => typeof s === 'object' && s !== null && 'bearerAuth' in s) &&
  !requirements(op).some((s) => typeof s === 'object' && s !== null && Object.keys(s).length === 0);
const resolve = (r: Operation['responses'][string]) => (r.$ref ? (doc.components.responses[r.$ref.split('/').pop() ?? ''] ?? r) : r);

describe('the contract covers the spec', () => {
  it.each(specCalls.map((c) => [`${c.method} ${c.path}`, c] as const))('has %s', (_, call) => {
    expect(find(call.method, call.path), `${call.method} ${call.path} is missing from openapi/`).toBeDefined();
  });

  it('secures every call the spec says carries a bearer token, and no call the spec says needs none', () => {
    const wrong = specCalls
      .filter((c) => c.auth)
      .filter((c) => {
        const o = find(c.method, c.path);
        return o && isSecured(o.op) !== (c.auth === 'bearer');
      })
      .map((c) => `${c.method} ${c.path} should be ${c.auth === 'bearer' ? 'secured' : 'public'}`);
    expect(wrong).toEqual([]);
  });

  it('marks x-inferred, with a description, every call whose path the spec does not show', () => {
    const unmarked = [...specCalls.filter((c) => c.ourPath), ...storeCalls]
      .map((c) => find(c.method, c.path))
      .filter((o) => !o || o.op['x-inferred'] !== true || !o.op.description)
      .map((o) => (o ? `${o.method} ${o.path}` : 'missing operation'));
    expect(unmarked).toEqual([]);
  });

  it('has the calls a working store needs, and nothing that is neither in the spec nor in that list', () => {
    for (const c of storeCalls) expect(find(c.method, c.path), `${c.method} ${c.path}`).toBeDefined();
    const known = new Set([...specCalls, ...storeCalls].map((c) => `${c.method} ${c.path}`));
    expect(operations.map((o) => `${o.method} ${o.path}`).filter((k) => !known.has(k))).toEqual([]);
  });
});

describe('every operation is complete', () => {
  const declaredTags = new Set(doc.tags.map((t) => t.name));

  it.each(operations.map((o) => [`${o.method} ${o.path}`, o] as const))(
    '%s has an id, a tag, a summary, a 2xx schema and an example',
    (_, { op }) => {
      expect(op.operationId).toMatch(/^[a-z][A-Za-z]+$/);
      expect(op.tags).toHaveLength(1);
      expect(declaredTags.has(op.tags?.[0] ?? '')).toBe(true);
      expect(op.summary).toBeTruthy();
      const ok = Object.entries(op.responses).filter(([s]) => /^2\d\d$/.test(s));
      expect(ok.length).toBeGreaterThan(0);
      for (const [, raw] of ok) {
        const r = resolve(raw);
        const media = Object.entries(r.content ?? {});
        expect(media.length, 'a 2xx response with a body').toBeGreaterThan(0);
        for (const [type, m] of media) {
          expect(m.schema, `${type} schema`).toBeDefined();
          // A JSON body has a realistic example; a file (PDF) is described instead.
          if (type === 'application/json') expect(m.example ?? m.examples, `${type} example`).toBeDefined();
          else expect(r.description).toBeTruthy();
        }
      }
    },
  );

  it('every secured operation documents 401, and every operation that takes input documents 400', () => {
    const gaps = operations.flatMap(({ method, path, op }) => {
      const g: string[] = [];
      if (isSecured(op) && !op.responses['401']) g.push(`${method} ${path}: no 401`);
      if ((op.parameters?.length || op.requestBody) && !op.responses['400']) g.push(`${method} ${path}: no 400`);
      return g;
    });
    expect(gaps).toEqual([]);
  });

  it('error responses use the ApiMessage shape', () => {
    const bad = operations.flatMap(({ method, path, op }) =>
      Object.entries(op.responses)
        .filter(([s]) => /^[45]\d\d$/.test(s))
        .filter(
          ([, raw]) =>
            JSON.stringify(resolve(raw).content?.['application/json']?.schema) !==
            JSON.stringify({ $ref: '#/components/schemas/ApiMessage' }),
        )
        .map(([s]) => `${method} ${path} ${s}`),
    );
    expect(bad).toEqual([]);
  });

  it('operation ids are unique', () => {
    const ids = operations.map((o) => o.op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('schemas keep the API’s own names', () => {
  const props = (name: string) => Object.keys(doc.components.schemas[name]?.properties ?? {});

  it('keeps the misspellings the API uses', () => {
    expect(props('CartProduct')).toEqual(expect.arrayContaining(['productNameWithHypen', 'predicatedSpot', 'ceiling_Premium', 'childs']));
    expect(props('SearchProduct')).toContain('productNameWithHypen');
    expect(find('GET', '/api/Product/GetCustomerPurchasedReccommendedProduct')).toBeDefined();
    expect(props('PortfolioResponse')).toContain('data');
  });

  it('lists the stock names, inventory sources and discount types of the spec', () => {
    expect(doc.components.schemas.StockName?.enum).toEqual(['in stock', 'presale', 'preorder', 'out of stock', 'coming soon', 'Impaired']);
    expect(doc.components.schemas.InventorySource?.enum).toEqual(['Instock', 'Backorder', 'Presale']);
    expect(doc.components.schemas.DiscountType?.enum).toEqual(['$', '%']);
  });

  it('has every field of the spec entities', () => {
    expect(props('Stock')).toEqual(
      expect.arrayContaining([
        'stockCode',
        'stockName',
        'stockQty',
        'saleQty',
        'isSale',
        'price',
        'discountPrice',
        'floorWithPrices',
        'productSizes',
      ]),
    );
    expect(props('PriceTier')).toEqual(
      expect.arrayContaining([
        'floorMin',
        'floorMax',
        'price',
        'discountPrice',
        'askPrice',
        'retailBackOrderedPriceAsTier',
        'retailBackOrderedDiscountPriceAsTier',
      ]),
    );
    expect(props('CustomerMessage')).toEqual(
      expect.arrayContaining(['id', 'msgText', 'isRead', 'isArchive', 'trackingNo', 'carrierCode', 'invoice', 'paymentMethod', 'shipDate']),
    );
    expect(props('SpotPrice')).toEqual(
      expect.arrayContaining([
        'goldAsk',
        'silverBid',
        'platinumChange',
        'palladiumChangePercent',
        'timestamp',
        'spotTime',
        'activeFeed',
        'areStale',
        'pnl',
      ]),
    );
    expect(props('PortfolioHolding')).toEqual(
      expect.arrayContaining([
        'transactionDate',
        'transactionQuantity',
        'productUnitPrice',
        'transactionType',
        'goldSpot',
        'silverSpot',
        'source',
        'sourceName',
        'ouncesPerUnit',
        'userSpot',
        'userPremium',
      ]),
    );
    expect(props('BehaviourLog')).toEqual(
      expect.arrayContaining([
        'customerId',
        'ipAddress',
        'visitedPageUrl',
        'previousPageURL',
        'pageName',
        'operation',
        'productId',
        'visitorId',
      ]),
    );
    expect(props('ProfileUpdate')).toEqual(
      expect.arrayContaining([
        'boldUserName',
        'metalPreference',
        'preferenceMintType',
        'preferenceProductTypeId',
        'preferenceMints',
        'preferenceJewelryNCoupon',
        'isPreferenceUpdated',
      ]),
    );
  });
});

describe('what we inferred is visible to API teams', () => {
  it('gives every x-inferred place a description of what was inferred', async () => {
    // @ts-expect-error plain-JS script without types
    const { collectInferred } = (await import('../../scripts/inferred.mjs')) as {
      collectInferred: (d: unknown) => { where: string; what: string }[];
    };
    const found = collectInferred(doc);
    expect(found.length).toBeGreaterThan(50);
    expect(found.filter((f) => !f.what).map((f) => f.where)).toEqual([]);
  });
});

describe('no field a client sends is unbounded', () => {
  type Schema = {
    $ref?: string;
    type?: string | string[];
    enum?: unknown[];
    const?: unknown;
    format?: string;
    pattern?: string;
    maxLength?: number;
    properties?: Record<string, Schema>;
    items?: Schema;
    allOf?: Schema[];
    anyOf?: Schema[];
    oneOf?: Schema[];
  };
  type Parameter = { $ref?: string; name: string; in: string; schema?: Schema };
  const pointer = <T>(ref: string): T =>
    ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], doc) as T;
  const deref = <T extends { $ref?: string }>(s: T): T => (s.$ref ? deref(pointer<T>(s.$ref)) : s);
  /**
   * Whether a pattern bounds a string's length: anchored at both ends, with no open-ended repeat (`*`, `+`,
   * `{n,}`) outside a character class. `\S` or `^\d+$` say what a string holds, not how long it may be.
   */
  const patternBounds = (pattern: string) => {
    const bare = pattern.replace(/\\./g, 'x').replace(/\[[^\]]*\]/g, 'x');
    return bare.startsWith('^') && bare.endsWith('$') && !/[*+]|\{\d*,\}/.test(bare);
  };
  /** A string a person or a client can fill with anything: no choice of values, no format (an e-mail address is one, and still needs a maximum), no pattern that bounds it, no maximum. */
  const unbounded = (s: Schema) =>
    [s.type].flat().includes('string') &&
    s.enum === undefined &&
    s.const === undefined &&
    !(s.format && s.format !== 'email') &&
    !(s.pattern && patternBounds(s.pattern)) &&
    s.maxLength === undefined;

  it('counts a pattern as a bound only when it bounds the length', () => {
    expect(patternBounds('^\\d{5}(-\\d{4})?$')).toBe(true);
    expect(patternBounds('^[A-Z]{2}$')).toBe(true);
    expect(patternBounds('^[+*]{1,3}$')).toBe(true);
    expect(patternBounds('\\S')).toBe(false);
    expect(patternBounds('^\\d+$')).toBe(false);
    expect(patternBounds('^\\d*$')).toBe(false);
    expect(patternBounds('^\\d{4,}$')).toBe(false);
    expect(patternBounds('^\\d{4}')).toBe(false);
    expect(patternBounds('\\d{4}$')).toBe(false);
  });

  function freeText(schema: Schema, at: string, seen: Set<Schema>): string[] {
    const s = deref(schema);
    if (seen.has(s)) return [];
    const next = new Set(seen).add(s);
    return [
      ...(unbounded(s) ? [at] : []),
      ...[...(s.allOf ?? []), ...(s.anyOf ?? []), ...(s.oneOf ?? [])].flatMap((x) => freeText(x, at, next)),
      ...Object.entries(s.properties ?? {}).flatMap(([k, v]) => freeText(v, `${at}.${k}`, next)),
      ...(s.items ? freeText(s.items, `${at}[]`, next) : []),
    ];
  }

  it('gives every free-text field of every request body, query, path and header a maxLength (or a pattern or a choice of values)', () => {
    const found = operations.flatMap(({ op }) => {
      const id = op.operationId ?? '';
      const params = ((op.parameters ?? []) as Parameter[])
        .map(deref)
        .flatMap((p) => (p.schema ? freeText(p.schema, `${id} ${p.in} ${p.name}`, new Set()) : []));
      const body = (deref((op.requestBody ?? {}) as { $ref?: string; content?: Record<string, { schema?: Schema }> }).content ?? {})[
        'application/json'
      ]?.schema;
      return [...params, ...(body ? freeText(body, `${id} body`, new Set()) : [])];
    });
    expect(found).toEqual([]);
  });

  it('bounds what a person types as a dealer would: names 50, e-mail 254, messages 2,000', () => {
    const contact = deref(pointer<Schema>('#/components/schemas/Feedback'));
    expect(contact.properties?.firstName?.maxLength).toBe(50);
    expect(contact.properties?.emailId?.maxLength).toBe(254);
    expect(contact.properties?.feedBackText?.maxLength).toBe(2000);
    const address = deref(pointer<Schema>('#/components/schemas/Address'));
    expect(address.properties?.line1?.maxLength).toBe(100);
  });
});

describe('no secret in an address', () => {
  // A URL ends up in browser history, server and proxy logs and Referer headers: a password or a token
  // in a query or a path is read by whoever reads those.
  const SECRET = /password|token|secret|cvv|accountNumber/i;
  const resolve = (p: unknown): { name?: string; in?: string } => {
    const ref = (p as { $ref?: string }).$ref;
    if (!ref) return p as { name?: string; in?: string };
    return resolve(
      ref
        .replace(/^#\//, '')
        .split('/')
        .reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], doc),
    );
  };
  // The one exception: the e-mail check's token comes in the link the e-mail carries (a URL by nature), is
  // good for one use, and is spent by this very call.
  const ONE_TIME_LINK = ['GET /api/Authentication/VerifyEmail query token'];
  it('no operation takes a password, token or account number in its query or path, but the e-mailed one-time link', () => {
    const found = operations.flatMap(({ method, path, op }) =>
      (op.parameters ?? [])
        .map(resolve)
        .filter((p) => (p.in === 'query' || p.in === 'path') && SECRET.test(p.name ?? ''))
        .map((p) => `${method} ${path} ${p.in} ${p.name}`),
    );
    expect(found).toEqual(ONE_TIME_LINK);
  });
  it('a password change sends both passwords in its body', () => {
    const op = find('PUT', '/api/Account/ChangePassword')?.op;
    const body = JSON.stringify(op?.requestBody ?? {});
    expect(body).toContain('ChangePasswordRequest');
  });
});
