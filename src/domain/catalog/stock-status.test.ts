import { stockStatus } from './stock-status';

describe('stock status', () => {
  it('shows the option a shopper can buy first', () => {
    expect(stockStatus([{ stockName: 'out of stock', stockQty: 0 }, { stockName: 'preorder', stockQty: 500 }])).toMatchObject({ name: 'preorder', tone: 'later', buyable: true });
    expect(stockStatus([{ stockName: 'in stock', stockQty: 12 }])).toMatchObject({ label: 'In stock', tone: 'available' });
  });
  it('keys text and colour by stock name, including coming soon and impaired', () => {
    expect(stockStatus([{ stockName: 'coming soon', stockQty: 0 }])).toMatchObject({ label: 'Coming soon', tone: 'unavailable', buyable: false });
    expect(stockStatus([{ stockName: 'Impaired', stockQty: 3 }])).toMatchObject({ tone: 'special', buyable: true });
    expect(stockStatus([])).toMatchObject({ name: 'out of stock' });
  });
});
