/**
 * GA4's recommended e-commerce events, in the store's figures: the event names and the `ecommerce` object
 * with its `items` as Google Analytics reads them from a tag manager's dataLayer
 * (developers.google.com/analytics/devguides/collection/ga4/ecommerce). Prices are US dollars.
 */
type Ga4EventName = 'view_item' | 'add_to_cart' | 'remove_from_cart' | 'begin_checkout' | 'add_payment_info' | 'purchase';

interface Ga4Item {
  item_id: string;
  item_name: string;
  /** The unit price paid (by eCheck or wire, the store's price), before any discount. */
  price: number;
  quantity: number;
  /** The discount on the line, in dollars. */
  discount?: number;
}

interface Ga4Ecommerce {
  currency: 'USD';
  /** What the items come to: Σ price × quantity − discount (the order's total, for a purchase). */
  value: number;
  items: Ga4Item[];
  transaction_id?: string;
  tax?: number;
  shipping?: number;
  payment_type?: string;
}

export interface Ga4Event {
  event: Ga4EventName;
  ecommerce: Ga4Ecommerce;
}

/** A product as an event names it. */
export interface SoldItem {
  productId: number;
  name: string;
  price: number;
  quantity: number;
  discount?: number;
}

const dollars = (n: number) => Math.round(n * 100) / 100;

function itemOf(i: SoldItem): Ga4Item {
  return {
    item_id: String(i.productId),
    item_name: i.name,
    price: dollars(i.price),
    quantity: i.quantity,
    ...(i.discount ? { discount: dollars(i.discount) } : {}),
  };
}

/** An event about products (viewed, added, removed, checked out, paid for by a chosen way). */
export function ecommerceEvent(event: Exclude<Ga4EventName, 'purchase'>, items: readonly SoldItem[], paymentType?: string): Ga4Event {
  const value = dollars(items.reduce((sum, i) => sum + i.price * i.quantity - (i.discount ?? 0), 0));
  return {
    event,
    ecommerce: { currency: 'USD', value, items: items.map(itemOf), ...(paymentType ? { payment_type: paymentType } : {}) },
  };
}

/** The order's analytics as the API returns them with a placed order (OrderPurchaseAnalytics). */
interface PlacedOrder {
  invoice: string;
  totalCost: number;
  tax?: number;
  shippingCharges?: number;
  products: { productName: string; productId: number; price: number; qtyOrdered: number; discount?: number }[];
}

/** The purchase: the invoice is the transaction, the order's total its value. */
export function purchaseEvent(order: PlacedOrder): Ga4Event {
  return {
    event: 'purchase',
    ecommerce: {
      currency: 'USD',
      transaction_id: order.invoice,
      value: dollars(order.totalCost),
      tax: dollars(order.tax ?? 0),
      shipping: dollars(order.shippingCharges ?? 0),
      items: order.products.map((p) =>
        itemOf({ productId: p.productId, name: p.productName, price: p.price, quantity: p.qtyOrdered, discount: p.discount }),
      ),
    },
  };
}

/** An order as GetCustomerOrderDetails gives it, in what a purchase event reads of it. */
interface OrderShown {
  invoice: string;
  grandTotal: number;
  tax: number;
  shippingCharges: number;
  lines: readonly { productName: string; productId: number; unitPrice: number; quantity: number; discount?: number }[];
}

/**
 * An order's purchase analytics from its details, as PlaceOrder's own `analytics` give them (the invoice,
 * the total charged, each line at its unit price): for an order the server placed, whose page learns of
 * it only from the confirmation it was sent to.
 */
export const placedOrderOf = (order: OrderShown): PlacedOrder => ({
  invoice: order.invoice,
  totalCost: order.grandTotal,
  tax: order.tax,
  shippingCharges: order.shippingCharges,
  products: order.lines.map((l) => ({
    productName: l.productName,
    productId: l.productId,
    price: l.unitPrice,
    qtyOrdered: l.quantity,
    discount: l.discount ?? 0,
  })),
});
