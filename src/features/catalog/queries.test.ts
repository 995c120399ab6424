import { reviewsQuery } from './queries';

describe('a product’s reviews', () => {
  it('are asked for 16 a page, approved only, for the product and page asked', () => {
    const [, body] = reviewsQuery(2011, 2, 'desc').queryKey;
    expect(body).toEqual({ filterType: '2011', metal: null, pageNumber: 2, ratingSorting: 'desc', size: 16, status: 'Approved' });
  });
});
