// @vitest-environment node
import { startMockServer, type MockServer } from '../../mocks/server';

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
});
