import { QueryClient } from '@tanstack/react-query';
import type { SearchProduct } from '@generated/hooks/model';
import { getMostLikeProducts, getProductsByCategory } from '@generated/hooks/product/product';
import { seededMockForFile } from '@/test/seeded-mock';
import { categoryQuery, reviewsQuery, similarQuery } from './queries';

seededMockForFile();

describe('a product’s reviews', () => {
  it('are asked for 16 a page, approved only, for the product and page asked', () => {
    const [, body] = reviewsQuery(2011, 2, 'desc').queryKey;
    expect(body).toEqual({ filterType: '2011', metal: null, pageNumber: 2, ratingSorting: 'desc', size: 16, status: 'Approved' });
  });
});

describe('a listing’s products', () => {
  const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const asCard = ({ stocks, ...product }: SearchProduct) => ({
    ...product,
    stocks: stocks.map(({ stockName, stockQty }) => ({ stockName, stockQty })),
  });

  it('a category page keeps its title, filters and counts, and its products as cards without their stocks’ price tiers', async () => {
    const url = new URL('http://store.test/silver-bullion?sort=price-asc&page=2');
    const query = categoryQuery(url.pathname, url.searchParams);
    expect(query.queryKey[1]).toMatchObject({ slug: 'silver-bullion', sort: 'price-asc', pageNumber: 1, pageSize: 24 });
    const { products, ...page } = (await getProductsByCategory(query.queryKey[1])).data;
    expect(products.some((p) => p.stocks.some((s) => (s.floorWithPrices?.length ?? 0) > 0))).toBe(true);
    expect(await client().fetchQuery(query)).toStrictEqual({ ...page, products: products.map(asCard) });
  });

  it('the products most like one are its eight cards', async () => {
    const answer = (await getMostLikeProducts({ productId: 2011, size: 8 })).dataList.searchProducts;
    expect(answer).toHaveLength(8);
    expect(await client().fetchQuery(similarQuery(2011))).toStrictEqual(answer.map(asCard));
  });
});
