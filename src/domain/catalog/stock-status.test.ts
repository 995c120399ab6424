import { stockStatus } from './stock-status';

describe('stock status', () => {
  it('shows the option a shopper can buy first', () => {
    expect(
      stockStatus([
        { stockName: 'out of stock', stockQty: 0 },
        { stockName: 'preorder', stockQty: 500 },
      ]),
    ).toMatchObject({ name: 'preorder', tone: 'later', buyable: true });
    expect(stockStatus([{ stockName: 'in stock', stockQty: 12 }])).toMatchObject({ label: 'In stock', tone: 'available' });
  });
  it('keys text and colour by stock name, including coming soon and impaired', () => {
    expect(stockStatus([{ stockName: 'coming soon', stockQty: 0 }])).toMatchObject({
      label: 'Coming soon',
      tone: 'unavailable',
      buyable: false,
    });
    expect(stockStatus([{ stockName: 'Impaired', stockQty: 3 }])).toMatchObject({ tone: 'special', buyable: true });
    expect(stockStatus([])).toMatchObject({ name: 'out of stock' });
  });
});

describe('stock status, every name and each edge', () => {
  it.each([
    ['in stock', 'In stock', 'available', true],
    ['Impaired', 'Impaired: in stock', 'special', true],
    ['preorder', 'Preorder: ships when it arrives', 'later', true],
    ['presale', 'Presale: ships on release', 'later', true],
    ['coming soon', 'Coming soon', 'unavailable', false],
    ['out of stock', 'Out of stock', 'unavailable', false],
  ] as const)('%s reads “%s”, tone %s, buyable %s', (name, label, tone, buyable) => {
    expect(stockStatus([{ stockName: name, stockQty: 5 }])).toEqual({ name, label, tone, buyable });
  });

  it('impaired with none left is passed over too', () => {
    expect(
      stockStatus([
        { stockName: 'Impaired', stockQty: 0 },
        { stockName: 'presale', stockQty: 0 },
      ]).name,
    ).toBe('presale');
  });

  it('in stock with none left is passed over for the next option a shopper can buy; with one left it is shown', () => {
    expect(
      stockStatus([
        { stockName: 'in stock', stockQty: 0 },
        { stockName: 'preorder', stockQty: 0 },
      ]).name,
    ).toBe('preorder');
    expect(
      stockStatus([
        { stockName: 'in stock', stockQty: 1 },
        { stockName: 'preorder', stockQty: 9 },
      ]).name,
    ).toBe('in stock');
  });

  it('with nothing to buy, the first option is shown; in stock or impaired with none on hand reads out of stock', () => {
    expect(
      stockStatus([
        { stockName: 'in stock', stockQty: 0 },
        { stockName: 'out of stock', stockQty: 0 },
      ]),
    ).toEqual({ name: 'out of stock', label: 'Out of stock', tone: 'unavailable', buyable: false });
    expect(stockStatus([{ stockName: 'Impaired', stockQty: 0 }]).name).toBe('out of stock');
    expect(stockStatus([{ stockName: 'Impaired', stockQty: 1 }]).name).toBe('Impaired');
    expect(
      stockStatus([
        { stockName: 'coming soon', stockQty: 0 },
        { stockName: 'out of stock', stockQty: 0 },
      ]).name,
    ).toBe('coming soon');
  });

  it('of two options a shopper can buy, the first listed wins', () => {
    expect(
      stockStatus([
        { stockName: 'presale', stockQty: 0 },
        { stockName: 'in stock', stockQty: 10 },
      ]).name,
    ).toBe('presale');
  });

  it('no options at all reads out of stock', () => {
    expect(stockStatus([])).toEqual({ name: 'out of stock', label: 'Out of stock', tone: 'unavailable', buyable: false });
  });
});
