// @vitest-environment node
import { startMockServer, type MockServer } from '../../mocks/server';
import { render } from '../../src/entry-server';

let mock: MockServer;
beforeAll(async () => {
  mock = await startMockServer({ port: 0 });
});
afterAll(() => mock.close());

const page = async (path: string, budgetMs?: number) => {
  const result = await render(new Request(`http://store.test${path}`), { apiBaseUrl: mock.url, budgetMs, now: Date.UTC(2026, 10, 18, 15) });
  if (result.kind !== 'page') throw new Error(`expected a page, got a redirect to ${result.location}`);
  return { ...result, payload: JSON.parse(result.data) as { renderedAt: number; queries: { queries: { queryKey: unknown[] }[] } } };
};
const keys = (p: Awaited<ReturnType<typeof page>>) => p.payload.queries.queries.map((q) => String(q.queryKey[0]));

describe('server rendering (src/entry-server.tsx against the mock API)', () => {
  it('a product page comes with its name, prices and the data it was rendered with', async () => {
    const p = await page('/product/2011/2024-silver-maple-leaf-1-oz');
    expect(p.status).toBe(200);
    expect(p.html).toContain('2024 Silver Maple Leaf 1 oz</h1>');
    expect(p.html).toMatch(/\$\d+\.\d\d/);
    expect(keys(p)).toEqual(expect.arrayContaining(['/api/Product/GetProductDetails', '/api/Pricing/GetSpotPrices']));
    expect(p.payload.renderedAt).toBe(Date.UTC(2026, 10, 18, 15));
    expect(p.title).toBe('2024 Silver Maple Leaf 1 oz | Bold Precious Metals');
    expect(p.modules).toContain('src/features/catalog/routes/product-page.tsx');
  });

  it('renders again until nothing new is asked: the product’s reviews and rails, asked for once the product is known, are in', async () => {
    const p = await page('/product/2011/2024-silver-maple-leaf-1-oz');
    expect(keys(p)).toEqual(expect.arrayContaining(['/api/Customer/GetCustomerReviews', '/api/Product/GetMostLikeProducts', '/api/Pricing/GetPriceComparisons']));
    expect(p.html).toContain('Details</h2>');
  });

  it('fetches nothing that needs a customer, and names no customer', async () => {
    const p = await page('/cart/cart');
    expect(keys(p).filter((k) => /ShoppingCart|GetCustomer(Info|Profile)|Portfolio|Message|Watch|Order/i.test(k))).toEqual([]);
    expect(p.html).toContain('Hello, Guest!');
  });

  it('an unknown category answers 404 with the not-found page', async () => {
    const p = await page('/chart/copper-price');
    expect(p.status).toBe(404);
    expect(p.html).toContain('Page not found</h1>');
    expect(p.title).toBe('Page not found | Bold Precious Metals');
  });

  it('an API that does not answer in time does not hold the page: it is sent with its loading states', async () => {
    const started = Date.now();
    const p = await render(new Request('http://store.test/silver-bullion'), { apiBaseUrl: 'http://127.0.0.1:9', budgetMs: 300 });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(p.kind === 'page' && p.status).toBe(200);
    expect(p.kind === 'page' && JSON.parse(p.data).queries.queries).toEqual([]);
  });
});
