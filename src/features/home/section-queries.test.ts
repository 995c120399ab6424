import { QueryClient } from '@tanstack/react-query';
import { getNews, getBlogs } from '@generated/hooks/ui/ui';
import { getProductNearToSpot, getProductsByCategory } from '@generated/hooks/product/product';
import { seededMockForFile } from '@/test/seeded-mock';
import {
  ARTICLES_SHOWN,
  blogsQuery,
  HOME_RAILS,
  NEAR_SPOT_SHOWN,
  nearSpotQuery,
  newsQuery,
  RAIL_SIZE,
  railQuery,
  sectionQueries,
} from './section-queries';

// Home's data travels in its page: each section's query keeps what the section shows, in the API's order,
// and nothing the page never shows (a category's facets, each stock's price tiers, an article's body).
const { mock } = seededMockForFile({ now: () => new Date('2026-11-18T15:00:00Z') });

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('the home sections’ data', () => {
  it('keeps the first four products closest to spot of the API’s five or more, each stock its kind and quantity only', async () => {
    const answer = (await getProductNearToSpot({ metalType: 'Silver' })).data;
    expect(answer.length).toBeGreaterThan(NEAR_SPOT_SHOWN);
    const kept = await client().fetchQuery(nearSpotQuery('Silver'));
    expect(NEAR_SPOT_SHOWN).toBe(4);
    expect(kept.map((p) => p.id)).toEqual(answer.slice(0, 4).map((p) => p.id));
    for (const [i, product] of kept.entries()) {
      const { stocks, ...rest } = answer[i]!;
      expect(product).toStrictEqual({ ...rest, stocks: stocks.map((s) => ({ stockName: s.stockName, stockQty: s.stockQty })) });
    }
  });

  it('keeps a rail’s eight cards without the category’s facets or the stocks’ tiers', async () => {
    const page = (await getProductsByCategory({ slug: 'best-sellers', sort: 'best-selling', pageNumber: 0, pageSize: RAIL_SIZE })).data;
    expect(JSON.stringify(page.facets ?? null).length).toBeGreaterThan(1_000);
    const kept = await client().fetchQuery(railQuery('best-sellers', 'best-selling'));
    expect(kept.map((p) => p.id)).toEqual(page.products.map((p) => p.id));
    expect(kept).toHaveLength(8);
    expect(kept.flatMap((p) => p.stocks.flatMap(Object.keys)).sort()).toEqual(
      page.products.flatMap((p) => p.stocks.flatMap(() => ['stockName', 'stockQty'])).sort(),
    );
  });

  it('keeps the first three news stories and blog posts of more, without their bodies', async () => {
    mock.db.content.blogs.forEach((b) => (b.body ??= 'A long read.'));
    for (const [query, call] of [
      [newsQuery(), getNews],
      [blogsQuery(), getBlogs],
    ] as const) {
      const items = (await call({ page: 1 })).data.items;
      expect(items.length).toBeGreaterThan(ARTICLES_SHOWN);
      const kept = await client().fetchQuery(query);
      expect(ARTICLES_SHOWN).toBe(3);
      expect(kept).toStrictEqual(
        items.slice(0, 3).map(({ id, slug, title, publishedAt, summary }) => ({ id, slug, title, publishedAt, summary })),
      );
    }
  });

  it('is under 25 KB as the page carries it, every section loaded', async () => {
    const c = client();
    const data = await Promise.all(sectionQueries().map((q) => c.fetchQuery(q as Parameters<QueryClient['fetchQuery']>[0])));
    expect(data.every((d) => d !== undefined && d !== null)).toBe(true);
    expect(data.filter(Array.isArray)).toHaveLength(HOME_RAILS.length + 4);
    expect(JSON.stringify(data).length).toBeLessThan(25_000);
  });
});
