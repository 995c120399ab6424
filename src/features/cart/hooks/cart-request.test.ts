import { requestOf } from './cart-request';

// The guest cart's pricing request left out the spec's discount field.
describe('a cart line as the API takes it', () => {
  it('carries every field the spec lists for a line to price: productId, quantity, salesEventId, discount, stockSource, shoppingCartId, selected, size', () => {
    const line = requestOf({ productId: 2001, salesEventId: null, source: 'Backorder', size: '7', quantity: 3, selected: true });
    expect(Object.keys(line).sort()).toEqual(
      ['productId', 'quantity', 'salesEventId', 'discount', 'stockSource', 'shoppingCartId', 'selected', 'size'].sort(),
    );
    expect(line).toEqual({
      productId: 2001,
      quantity: 3,
      salesEventId: null,
      discount: 0,
      stockSource: 'Backorder',
      shoppingCartId: null,
      selected: true,
      size: '7',
    });
  });
});
