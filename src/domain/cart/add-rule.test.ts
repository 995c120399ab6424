import type { CartLineState } from './cart-rules';
import { addProblem, lineQuantityProblem } from './add-rule';

const inCart = (over: Partial<CartLineState> = {}): CartLineState => ({
  productId: 5,
  source: 'Instock',
  salesEventId: null,
  size: null,
  quantity: 6,
  selected: true,
  isActive: true,
  ...over,
});
const adding = { stockName: 'in stock' as const, max: 10, limit: 10, source: 'Instock', size: null, inCart: [] };

describe('what may go into the cart, checked by the purchase form and by the product page’s action alike', () => {
  it('takes a whole number of 1 or more, and says what is wrong with anything else', () => {
    expect(addProblem({ ...adding, quantityText: '1' })).toBeNull();
    expect(addProblem({ ...adding, quantityText: '' })).toBe('Enter a quantity.');
    expect(addProblem({ ...adding, quantityText: '0' })).toBe('Enter a whole number of 1 or more.');
    expect(addProblem({ ...adding, quantityText: '01' })).toBe('Enter the quantity without a leading zero.');
  });

  it('holds what is already on the line plus this quantity to the option’s stock: 4 beside 6 of 10 in stock, not 5', () => {
    const stock = { ...adding, limit: null, inCart: [inCart()] };
    expect(addProblem({ ...stock, quantityText: '4' })).toBeNull();
    expect(addProblem({ ...stock, quantityText: '5' })).toBe(
      'Only 10 in stock. Lower the quantity or choose Preorder. You already have 6 in your cart.',
    );
  });

  it('holds the product’s lines together to its purchase limit: 4 beside 6 on preorder, not 5', () => {
    const other = { ...adding, max: 50, inCart: [inCart({ source: 'Backorder' })] };
    expect(addProblem({ ...other, quantityText: '4' })).toBeNull();
    expect(addProblem({ ...other, quantityText: '5' })).toBe('This product is limited to 10 per order. You already have 6 in your cart.');
  });

  it('counts a line as this one only when both its stock option and its size are this one’s', () => {
    const stock = { ...adding, limit: null, quantityText: '5' };
    const full = 'Only 10 in stock. Lower the quantity or choose Preorder. You already have 6 in your cart.';
    // The same ring size: 6 + 5 is past the 10 in stock.
    expect(addProblem({ ...stock, size: '7', inCart: [inCart({ size: '7' })] })).toBe(full);
    // Another size, or the same product on preorder: a line of its own.
    expect(addProblem({ ...stock, size: '8', inCart: [inCart({ size: '7' })] })).toBeNull();
    expect(addProblem({ ...stock, inCart: [inCart({ source: 'Backorder' })] })).toBeNull();
  });

  it('counts this line once against the purchase limit: 4 beside 6 on the same line is 10, not 16', () => {
    expect(addProblem({ ...adding, max: 50, inCart: [inCart()], quantityText: '4' })).toBeNull();
  });

  it('does not count a line no longer available', () => {
    expect(addProblem({ ...adding, limit: null, inCart: [inCart({ isActive: false })], quantityText: '10' })).toBeNull();
  });
});

describe('a cart line’s new quantity, checked by its control and by the cart page’s action alike', () => {
  const line = { ...inCart({ quantity: 2 }), stocks: [{ stockName: 'in stock' as const, stockQty: 8 }], purchaseLimit: null };

  it('takes up to what is in stock, and refuses one more saying so', () => {
    expect(lineQuantityProblem('8', line, [line])).toBeNull();
    expect(lineQuantityProblem('9', line, [line])).toBe('Only 8 in stock. Lower the quantity or choose Preorder.');
    expect(lineQuantityProblem('0', line, [line])).toBe('Enter a whole number of 1 or more.');
  });

  it('counts the product’s other lines against its purchase limit', () => {
    const limited = { ...line, stocks: [{ stockName: 'in stock' as const, stockQty: 50 }], purchaseLimit: 10 };
    const other = inCart({ salesEventId: 7, quantity: 6 });
    expect(lineQuantityProblem('4', limited, [limited, other])).toBeNull();
    expect(lineQuantityProblem('5', limited, [limited, other])).toMatch(
      /^This product is limited to 10 per order, and 6 are on another line of your cart\.$/,
    );
  });
});
