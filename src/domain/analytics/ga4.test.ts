import { ecommerceEvent, purchaseEvent } from './ga4';

describe('GA4 e-commerce events', () => {
  it('an event about products: ids as strings, dollars to the cent, its value the lines less their discounts', () => {
    expect(
      ecommerceEvent('add_to_cart', [
        { productId: 2001, name: 'Silver Maple Leaf', price: 34.985, quantity: 2 },
        { productId: 3001, name: 'Gold Eagle', price: 2800, quantity: 1, discount: 10 },
      ]),
    ).toEqual({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'USD',
        value: 2859.97,
        items: [
          { item_id: '2001', item_name: 'Silver Maple Leaf', price: 34.99, quantity: 2 },
          { item_id: '3001', item_name: 'Gold Eagle', price: 2800, quantity: 1, discount: 10 },
        ],
      },
    });
  });

  it('add_payment_info names its way of paying; no way, no field', () => {
    expect(ecommerceEvent('add_payment_info', [], 'eCheck').ecommerce).toEqual({
      currency: 'USD',
      value: 0,
      items: [],
      payment_type: 'eCheck',
    });
    expect(ecommerceEvent('begin_checkout', []).ecommerce).not.toHaveProperty('payment_type');
  });

  it('a purchase: the invoice is the transaction, the order’s total its value, with tax and shipping', () => {
    expect(
      purchaseEvent({
        invoice: 'BPM-100234',
        totalCost: 1234.567,
        tax: 12.5,
        shippingCharges: 0,
        products: [{ productName: 'Silver Maple Leaf', productId: 2001, price: 34.99, qtyOrdered: 3, discount: 0 }],
      }),
    ).toEqual({
      event: 'purchase',
      ecommerce: {
        currency: 'USD',
        transaction_id: 'BPM-100234',
        value: 1234.57,
        tax: 12.5,
        shipping: 0,
        items: [{ item_id: '2001', item_name: 'Silver Maple Leaf', price: 34.99, quantity: 3 }],
      },
    });
  });
});
