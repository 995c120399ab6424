import {
  cartLineMax,
  purchaseLimitHint,
  lineLimit,
  maxQuantity,
  mergedQuantity,
  MAX_UNITS_PER_LINE,
  quantityLimitMessage,
  unitsElsewhere,
} from './quantity-limit';

describe('how many units a shopper can buy', () => {
  it('is what is in stock for in-stock and impaired options, capped at the per-line limit', () => {
    expect(maxQuantity('in stock', 6)).toBe(6);
    expect(maxQuantity('Impaired', 2)).toBe(2);
    expect(maxQuantity('in stock', MAX_UNITS_PER_LINE - 1)).toBe(999);
    expect(maxQuantity('in stock', MAX_UNITS_PER_LINE)).toBe(1000);
    expect(maxQuantity('in stock', MAX_UNITS_PER_LINE + 1)).toBe(1000);
    expect(maxQuantity('in stock', 0)).toBe(0);
  });

  it('is the per-line limit for preorders and presales, and nothing for out of stock or coming soon', () => {
    expect(maxQuantity('preorder', 0)).toBe(1000);
    expect(maxQuantity('presale', 3)).toBe(1000);
    expect(maxQuantity('out of stock', 50)).toBe(0);
    expect(maxQuantity('coming soon', 50)).toBe(0);
  });

  it('says the limit in words', () => {
    expect(quantityLimitMessage('in stock', 6)).toBe('Only 6 in stock. Lower the quantity or choose Preorder.');
    expect(quantityLimitMessage('in stock', 1000)).toBe('You can buy up to 1,000 at a time.');
    expect(quantityLimitMessage('preorder', 1000)).toBe('You can buy up to 1,000 at a time.');
    expect(quantityLimitMessage('out of stock', 0)).toBe('This option is not available to buy.');
  });
});

describe('the limit of a cart line', () => {
  it('is judged by the stock option of its source', () => {
    const stocks = [
      { stockName: 'in stock' as const, stockQty: 6 },
      { stockName: 'preorder' as const, stockQty: 0 },
    ];
    expect(lineLimit('Instock', stocks)).toEqual({ stockName: 'in stock', max: 6 });
    expect(lineLimit('Backorder', stocks)).toEqual({ stockName: 'preorder', max: 1000 });
    expect(lineLimit('Presale', stocks)).toBeNull();
    expect(lineLimit('Instock', [{ stockName: 'Impaired', stockQty: 2 }])).toEqual({ stockName: 'Impaired', max: 2 });
  });
});

describe('merging a guest line into the customer’s at sign-in (trust finding 8)', () => {
  it('keeps the customer’s own quantity and adds the guest’s only up to stock', () => {
    expect(mergedQuantity(5, 3, 6)).toBe(6);
    expect(mergedQuantity(5, 1, 6)).toBe(6);
    expect(mergedQuantity(5, 0, 6)).toBe(5);
    expect(mergedQuantity(2, 3, 6)).toBe(5);
    // Stock fell below what the customer already had: their line is not cut, the guest adds nothing.
    expect(mergedQuantity(5, 3, 4)).toBe(5);
    expect(mergedQuantity(0, 3, 0)).toBe(0);
  });
});

describe('quantity limits at their edges (mutation testing)', () => {
  it('an impaired option short of stock says how many are left; one with 1,000 or more gives the per-line limit', () => {
    expect(quantityLimitMessage('Impaired', 4)).toBe('Only 4 in stock. Lower the quantity or choose Preorder.');
    expect(quantityLimitMessage('in stock', 999)).toBe('Only 999 in stock. Lower the quantity or choose Preorder.');
    expect(quantityLimitMessage('in stock', 1000)).toBe('You can buy up to 1,000 at a time.');
    expect(quantityLimitMessage('preorder', 6)).toBe('You can buy up to 1,000 at a time.');
  });

  it('a line is judged by the option of its source that allows the most; unknown stock or source has no limit here', () => {
    expect(
      lineLimit('Instock', [
        { stockName: 'in stock', stockQty: 3 },
        { stockName: 'Impaired', stockQty: 8 },
        { stockName: 'preorder', stockQty: 0 },
      ]),
    ).toEqual({ stockName: 'Impaired', max: 8 });
    expect(
      lineLimit('Instock', [
        { stockName: 'in stock', stockQty: 9 },
        { stockName: 'Impaired', stockQty: 8 },
      ]),
    ).toEqual({ stockName: 'in stock', max: 9 });
    expect(lineLimit('Instock', [])).toBeNull();
    expect(lineLimit('Layaway', [{ stockName: 'in stock', stockQty: 9 }])).toBeNull();
  });
});

describe('the most a cart line can hold: its stock or the product’s purchase limit, whichever is lower', () => {
  const inStock = (qty: number) => [{ stockName: 'in stock' as const, stockQty: qty }];
  it('a limit of 10 under 50 in stock holds at 10, saying the limit', () => {
    expect(cartLineMax('Instock', inStock(50), 10)).toEqual({ max: 10, why: 'This product is limited to 10 per order.' });
  });
  it('equal: the limit is what is said', () => {
    expect(cartLineMax('Instock', inStock(10), 10)).toEqual({ max: 10, why: 'This product is limited to 10 per order.' });
  });
  it('9 in stock under a limit of 10 holds at 9, saying the stock', () => {
    expect(cartLineMax('Instock', inStock(9), 10)).toEqual({ max: 9, why: 'Only 9 in stock. Lower the quantity or choose Preorder.' });
  });
  it('no limit: the stock, or the per-line most for a preorder', () => {
    expect(cartLineMax('Instock', inStock(6), null).max).toBe(6);
    expect(cartLineMax('Backorder', [{ stockName: 'preorder', stockQty: 0 }], null)).toEqual({
      max: 1000,
      why: 'You can buy up to 1,000 at a time.',
    });
    expect(cartLineMax('Backorder', [{ stockName: 'preorder', stockQty: 0 }], 10).max).toBe(10);
  });
  it('the hint says the limit before the shopper tries', () => {
    expect(purchaseLimitHint(10)).toBe('Limit 10 per order.');
    expect(purchaseLimitHint(1000)).toBe('Limit 1,000 per order.');
  });
});

describe('a purchase limit holds for all of a product’s lines together, as checkout counts them', () => {
  const inStock = [{ stockName: 'in stock' as const, stockQty: 50 }];
  const line = { productId: 7, salesEventId: null, source: 'Instock', size: null };
  it('5 on a preorder line leave 5 of a limit of 10 to this one: 5 fit, 6 do not, and the message says why', () => {
    const held = cartLineMax('Instock', inStock, 10, 5);
    expect(held.max).toBe(5);
    expect(held.why).toBe('This product is limited to 10 per order, and 5 are on another line of your cart.');
  });
  it('one unit elsewhere is said in the singular; 10 elsewhere leave none', () => {
    expect(cartLineMax('Instock', inStock, 10, 1)).toEqual({
      max: 9,
      why: 'This product is limited to 10 per order, and 1 is on another line of your cart.',
    });
    expect(cartLineMax('Instock', inStock, 10, 10).max).toBe(0);
    expect(cartLineMax('Instock', inStock, 10, 12).max).toBe(0);
  });
  it('stock still holds when it is lower than what the limit leaves', () => {
    expect(cartLineMax('Instock', [{ stockName: 'in stock', stockQty: 3 }], 10, 5)).toEqual({
      max: 3,
      why: 'Only 3 in stock. Lower the quantity or choose Preorder.',
    });
  });
  it('counts the product’s other active lines (another source, size or sales event), not this line, other products or lines no longer available', () => {
    const lines = [
      { ...line, quantity: 4 },
      { ...line, source: 'Backorder', quantity: 5 },
      { ...line, size: '7', quantity: 2 },
      { ...line, salesEventId: 12, quantity: 1 },
      { ...line, source: 'Presale', quantity: 30, isActive: false },
      { ...line, productId: 8, source: 'Backorder', quantity: 9 },
    ];
    expect(unitsElsewhere(lines, line)).toBe(8);
    expect(unitsElsewhere(lines, { ...line, source: 'Backorder' })).toBe(7);
    expect(unitsElsewhere([], line)).toBe(0);
  });
});
