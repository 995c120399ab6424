import { mergePlan, stockFix } from './merge-plan';

const key = { productId: 7, salesEventId: null, source: 'Instock', size: null };
const stocks = (qty: number) => [{ stockName: 'in stock' as const, stockQty: qty }];

describe('the sign-in merge is held to stock (trust finding 8)', () => {
  it('adds only what stock leaves after the customer’s own 5 coins, and never removes them', () => {
    const plan = mergePlan([{ ...key, quantity: 3 }], [{ ...key, quantity: 5, isActive: true }], () => ({ stocks: stocks(6) }));
    expect(plan.map((s) => s.add)).toEqual([1]);
  });

  it('adds nothing when the customer already has all that is in stock', () => {
    expect(
      mergePlan([{ ...key, quantity: 3 }], [{ ...key, quantity: 6, isActive: true }], () => ({ stocks: stocks(6) })).map((s) => s.add),
    ).toEqual([0]);
  });

  it('adds the whole guest line when there is room, or when stock is not known', () => {
    expect(mergePlan([{ ...key, quantity: 3 }], [], () => ({ stocks: stocks(6) })).map((s) => s.add)).toEqual([3]);
    expect(
      mergePlan([{ ...key, quantity: 3 }], [{ ...key, quantity: 2, isActive: false }], () => ({ stocks: stocks(6) })).map((s) => s.add),
    ).toEqual([3]);
    expect(mergePlan([{ ...key, quantity: 3 }], [], () => undefined).map((s) => s.add)).toEqual([3]);
  });
});

// A guest's 11 of a "limit 10" product was refused by the API at the merge, and kept in the
// browser to be "added next time", forever.
describe('the sign-in merge is held to the product’s purchase limit as well as its stock', () => {
  const limited = (qty: number) => ({ stocks: stocks(qty), purchaseLimit: 10 });
  it('a guest’s 10 of a limit-10 product go in whole; 11 go in as 10, held by the limit', () => {
    expect(mergePlan([{ ...key, quantity: 10 }], [], () => limited(50))).toEqual([
      { guest: { ...key, quantity: 10 }, add: 10, heldBy: null },
    ]);
    expect(mergePlan([{ ...key, quantity: 11 }], [], () => limited(50))[0]).toMatchObject({ add: 10, heldBy: 'limit' });
  });
  it('the customer’s own 4 count: a guest’s 7 add 6, and with 10 already nothing is added', () => {
    expect(mergePlan([{ ...key, quantity: 7 }], [{ ...key, quantity: 4, isActive: true }], () => limited(50))[0]).toMatchObject({
      add: 6,
      heldBy: 'limit',
    });
    expect(mergePlan([{ ...key, quantity: 1 }], [{ ...key, quantity: 10, isActive: true }], () => limited(50))[0]).toMatchObject({
      add: 0,
      heldBy: 'limit',
    });
  });
  it('the lower of the two holds: 6 in stock under a limit of 10 is held by stock', () => {
    expect(mergePlan([{ ...key, quantity: 11 }], [], () => limited(6))[0]).toMatchObject({ add: 6, heldBy: 'stock' });
  });
  it('a limit known without stock still holds (a preorder line, or pricing without stock)', () => {
    expect(mergePlan([{ ...key, quantity: 12 }], [], () => ({ purchaseLimit: 10 }))[0]).toMatchObject({ add: 10, heldBy: 'limit' });
  });
});

describe('the sign-in merge counts only the customer’s line that is the same line', () => {
  // The customer holds 5 of product 7 from stock, no size, no sales event; stock is 6.
  const own = [{ ...key, quantity: 5, isActive: true }];
  const plan = (guest: { productId: number; salesEventId: number | null; source: string; size: string | null; quantity: number }) =>
    mergePlan([guest], own, () => ({ stocks: stocks(6) }))[0]?.add;

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
    expect(
      mergePlan([{ ...key, source: 'Backorder', quantity: 3 }], own, () => ({
        stocks: [...stocks(6), { stockName: 'preorder' as const, stockQty: 0 }],
      }))[0]?.add,
    ).toBe(3);
  });
  it('the customer’s removed (inactive) line does not count: 3 more fit under the stock of 6', () => {
    expect(mergePlan([{ ...key, quantity: 3 }], [{ ...key, quantity: 5, isActive: false }], () => ({ stocks: stocks(6) }))[0]?.add).toBe(3);
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
    expect(
      stockFix({
        ...key,
        source: 'Backorder',
        quantity: 50,
        stocks: [
          { stockName: 'in stock', stockQty: 1 },
          { stockName: 'preorder', stockQty: 0 },
        ],
      }),
    ).toEqual({ action: 'keep' });
    expect(stockFix({ ...key, source: 'Presale', quantity: 1, stocks: [{ stockName: 'coming soon', stockQty: 9 }] })).toEqual({
      action: 'remove',
    });
    expect(stockFix({ ...key, quantity: 3 })).toEqual({ action: 'keep' });
  });
});

describe('merge plan edges (mutation testing)', () => {
  const key = { productId: 1, salesEventId: null, source: 'Instock', size: null } as const;
  const stocks = [{ stockName: 'in stock' as const, stockQty: 10 }];

  it('a removed (inactive) server line of the same product does not count as the customer’s own', () => {
    const plan = mergePlan([{ ...key, quantity: 6 }], [{ ...key, quantity: 8, isActive: false }], () => ({ stocks }));
    expect(plan[0]?.add).toBe(6);
  });

  it('an active server line of another product does not count either', () => {
    const plan = mergePlan([{ ...key, quantity: 6 }], [{ ...key, productId: 2, quantity: 8, isActive: true }], () => ({ stocks }));
    expect(plan[0]?.add).toBe(6);
  });

  it('with no stock known for the line, the guest quantity is added as it is', () => {
    expect(mergePlan([{ ...key, quantity: 6 }], [], () => undefined)[0]?.add).toBe(6);
  });
});

describe('the sign-in merge holds a purchase limit across the product’s lines', () => {
  const limited = () => ({ stocks: [...stocks(50), { stockName: 'preorder' as const, stockQty: 0 }], purchaseLimit: 10 });
  const preorder = { ...key, source: 'Backorder' };
  it('a guest’s 6 in stock and 5 on preorder: the first goes in whole, the second as 4, held by the limit', () => {
    const plan = mergePlan(
      [
        { ...key, quantity: 6 },
        { ...preorder, quantity: 5 },
      ],
      [],
      limited,
    );
    expect(plan.map((s) => [s.add, s.heldBy])).toEqual([
      [6, null],
      [4, 'limit'],
    ]);
  });
  it('6 and 4 fit exactly', () => {
    expect(
      mergePlan(
        [
          { ...key, quantity: 6 },
          { ...preorder, quantity: 4 },
        ],
        [],
        limited,
      ).map((s) => s.add),
    ).toEqual([6, 4]);
  });
  it('the customer’s own preorder line of 7 leaves 3 for the guest’s in-stock line; a removed one leaves all 10', () => {
    expect(mergePlan([{ ...key, quantity: 5 }], [{ ...preorder, quantity: 7, isActive: true }], limited)[0]).toMatchObject({
      add: 3,
      heldBy: 'limit',
    });
    expect(mergePlan([{ ...key, quantity: 10 }], [{ ...preorder, quantity: 7, isActive: false }], limited)[0]).toMatchObject({
      add: 10,
      heldBy: null,
    });
  });
  it('another product’s lines do not count', () => {
    expect(mergePlan([{ ...key, quantity: 10 }], [{ ...preorder, productId: 8, quantity: 7, isActive: true }], limited)[0]?.add).toBe(10);
  });
});
