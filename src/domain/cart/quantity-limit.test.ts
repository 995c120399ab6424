import { maxQuantity, MAX_UNITS_PER_LINE, quantityLimitMessage } from './quantity-limit';

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
