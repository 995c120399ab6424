import { mergePlan, stockFix } from './merge-plan';

const key = { productId: 7, salesEventId: null, source: 'Instock', size: null };
const stocks = (qty: number) => [{ stockName: 'in stock' as const, stockQty: qty }];

describe('the sign-in merge is held to stock (trust finding 8)', () => {
  it('adds only what stock leaves after the customer’s own 5 coins, and never removes them', () => {
    const plan = mergePlan([{ ...key, quantity: 3 }], [{ ...key, quantity: 5, isActive: true }], () => stocks(6));
    expect(plan.map((s) => s.add)).toEqual([1]);
  });

  it('adds nothing when the customer already has all that is in stock', () => {
    expect(mergePlan([{ ...key, quantity: 3 }], [{ ...key, quantity: 6, isActive: true }], () => stocks(6)).map((s) => s.add)).toEqual([0]);
  });

  it('adds the whole guest line when there is room, or when stock is not known', () => {
    expect(mergePlan([{ ...key, quantity: 3 }], [], () => stocks(6)).map((s) => s.add)).toEqual([3]);
    expect(mergePlan([{ ...key, quantity: 3 }], [{ ...key, quantity: 2, isActive: false }], () => stocks(6)).map((s) => s.add)).toEqual([3]);
    expect(mergePlan([{ ...key, quantity: 3 }], [], () => undefined).map((s) => s.add)).toEqual([3]);
  });
});

describe('the sign-in merge counts only the customer’s line that is the same line', () => {
  // The customer holds 5 of product 7 from stock, no size, no sales event; stock is 6.
  const own = [{ ...key, quantity: 5, isActive: true }];
  const plan = (guest: { productId: number; salesEventId: number | null; source: string; size: string | null; quantity: number }) => mergePlan([guest], own, () => stocks(6))[0]?.add;

  it('the same product, source, sales event and size: only what stock leaves (1 of 3)', () => {
    expect(plan({ ...key, quantity: 3 })).toBe(1);
  });
  it('another size is another line: all 3 are added', () => {
    expect(plan({ ...key, size: '7', quantity: 3 })).toBe(3);
  });
  it('another sales event is another line: all 3 are added', () => {
    expect(plan({ ...key, salesEventId: 12, quantity: 3 })).toBe(3);
  });
  it('another source is another line: a preorder of 3 is added whole, stock does not limit it', () => {
    expect(mergePlan([{ ...key, source: 'Backorder', quantity: 3 }], own, () => [...stocks(6), { stockName: 'preorder' as const, stockQty: 0 }])[0]?.add).toBe(3);
  });
  it('the customer’s removed (inactive) line does not count: 3 more fit under the stock of 6', () => {
    expect(mergePlan([{ ...key, quantity: 3 }], [{ ...key, quantity: 5, isActive: false }], () => stocks(6))[0]?.add).toBe(3);
  });
});

describe('the load-time stock check', () => {
  it('keeps a line within stock, at the boundary too', () => {
    expect(stockFix({ ...key, quantity: 6, stocks: stocks(6) })).toEqual({ action: 'keep' });
  });
  it('lowers a line one over stock to what is in stock, instead of deleting it', () => {
    expect(stockFix({ ...key, quantity: 7, stocks: stocks(6) })).toEqual({ action: 'lower', to: 6 });
  });
  it('removes a line only when none of it is in stock', () => {
    expect(stockFix({ ...key, quantity: 1, stocks: stocks(0) })).toEqual({ action: 'remove' });
  });
  it('judges each line by the stock of its own source: impaired counts as in stock, a preorder has no stock limit, coming soon has none to buy', () => {
    expect(stockFix({ ...key, quantity: 2, stocks: [{ stockName: 'Impaired', stockQty: 2 }] })).toEqual({ action: 'keep' });
    expect(stockFix({ ...key, source: 'Backorder', quantity: 50, stocks: [{ stockName: 'in stock', stockQty: 1 }, { stockName: 'preorder', stockQty: 0 }] })).toEqual({ action: 'keep' });
    expect(stockFix({ ...key, source: 'Presale', quantity: 1, stocks: [{ stockName: 'coming soon', stockQty: 9 }] })).toEqual({ action: 'remove' });
    expect(stockFix({ ...key, quantity: 3 })).toEqual({ action: 'keep' });
  });
});

describe('merge plan edges (mutation testing)', () => {
  const key = { productId: 1, salesEventId: null, source: 'Instock', size: null } as const;
  const stocks = [{ stockName: 'in stock' as const, stockQty: 10 }];

  it('a removed (inactive) server line of the same product does not count as the customer’s own', () => {
    const plan = mergePlan([{ ...key, quantity: 6 }], [{ ...key, quantity: 8, isActive: false }], () => stocks);
    expect(plan[0]?.add).toBe(6);
  });

  it('an active server line of another product does not count either', () => {
    const plan = mergePlan([{ ...key, quantity: 6 }], [{ ...key, productId: 2, quantity: 8, isActive: true }], () => stocks);
    expect(plan[0]?.add).toBe(6);
  });

  it('with no stock known for the line, the guest quantity is added as it is', () => {
    expect(mergePlan([{ ...key, quantity: 6 }], [], () => undefined)[0]?.add).toBe(6);
  });
});
