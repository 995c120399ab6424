// @vitest-environment node
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
