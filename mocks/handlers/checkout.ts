import { http, type RequestHandler } from 'msw';
import { shippingCents, toCents, toDollars } from '@/domain/checkout/charges';
import { emptySelected } from '@/domain/cart/cart-rules';
import { stockNameFor, unitPrice } from '../db/cart-view';
import { addOrder, orderLine } from '../db/state';
import type { MockContext, Schemas } from './support';
import { api, badRequest, failure, isPositiveInt, json, readJson, secured } from './support';

export function checkoutHandlers(ctx: MockContext): RequestHandler[] {
  const { db } = ctx;

  /** Prices lines as the server would charge them now; an error message when a line cannot be bought. */
  const priceLines = (lines: Schemas['CartLineRequest'][]) => {
    const out: { line: Schemas['OrderLine']; ounces: number }[] = [];
    for (const l of lines) {
      const p = db.product(l.productId);
      if (!p || !isPositiveInt(l.quantity)) return { error: `Line for product ${l.productId} is not valid.` } as const;
      const source = l.stockSource ?? 'Instock';
      const option = stockNameFor(p, source);
      const stock = p.stock.find((s) => s.stockName === option);
      if (!option || option === 'out of stock' || !stock || (source === 'Instock' && stock.qty < l.quantity)) return { error: `${p.name} is not available in that quantity.` } as const;
      const price = unitPrice(db, p, l.quantity, source, l.size ?? null);
      out.push({ line: { ...orderLine(p, l.quantity, price), productInventorySource: source, size: l.size ?? null }, ounces: p.ounces * l.quantity });
    }
    return { lines: out } as const;
  };

  return [
    http.post(api('Checkout/GetShippingOptions'), async ({ request }) => {
      const b = await readJson<Schemas['ShippingQuoteRequest']>(request);
      if (!b?.state || !b.zip || !Array.isArray(b.lines)) return badRequest('state, zip and lines are required.');
      const priced = priceLines(b.lines.filter((l) => l.selected !== false));
      if ('error' in priced) return badRequest(priced.error ?? 'Invalid lines.');
      const subCents = priced.lines.reduce((s, x) => s + toCents(x.line.unitPrice) * x.line.quantity, 0);
      const ounces = priced.lines.reduce((s, x) => s + x.ounces, 0);
      const standard = shippingCents(subCents, ounces, (b.country ?? 'US') === 'US');
      return json<Schemas['ShippingQuote']>({
        data: {
          options: [
            { code: 'standard', carrier: 'UPS', label: 'UPS Ground, fully insured', charge: toDollars(standard), estimatedDays: '3-5 business days' },
            { code: 'express', carrier: 'FedEx', label: 'FedEx 2Day, fully insured', charge: toDollars(Math.max(standard + 29_95, 49_95)), estimatedDays: '2 business days' },
            { code: 'usps-priority', carrier: 'USPS', label: 'USPS Priority Mail, fully insured', charge: toDollars(Math.max(standard, 8_95)), estimatedDays: '2-4 business days' },
          ],
          subTotal: toDollars(subCents),
          freeShippingThreshold: 199,
        },
      });
    }),

    http.post(api('Checkout/CalculateTax'), async ({ request }) => {
      const b = await readJson<Schemas['TaxRequest']>(request);
      if (!b?.state || typeof b.subTotal !== 'number' || b.subTotal < 0) return badRequest('state and subTotal are required.');
      const rule = db.content.stateTax.find((s) => s.stateCode === b.state.toUpperCase());
      if (!rule) return badRequest(`Unknown state ${b.state}.`);
      const exempt = !rule.isTaxable || (rule.exemptionThreshold !== null && rule.exemptionThreshold !== undefined && b.subTotal >= rule.exemptionThreshold);
      const tax = exempt ? 0 : Math.round((b.subTotal + (b.shippingCharges ?? 0)) * rule.rate) / 100;
      return json<Schemas['TaxResult']>({ data: { state: rule.stateCode, rate: rule.rate, tax, isTaxable: !exempt } });
    }),

    http.post(api('Checkout/AuthorizePayment'), secured(ctx, async ({ request }) => {
      const b = await readJson<Schemas['PaymentAuthorizationRequest']>(request);
      if (!b || !['Card', 'PayPal', 'ApplePay'].includes(b.method) || !(b.amount > 0)) return badRequest('method (Card, PayPal or ApplePay) and an amount above 0 are required.');
      if (b.method === 'Card' && !b.cardToken) return badRequest('cardToken is required for a card.');
      if (b.method === 'PayPal' && !b.payPalOrderId) return badRequest('payPalOrderId is required for PayPal.');
      if (b.cardToken?.includes('decline')) return failure(402, 'The card was declined. Try another card or pay by eCheck.');
      return json<Schemas['PaymentAuthorization']>({ data: { authorizationId: `auth_${(db.state.nextId++).toString(16)}`, status: b.method === 'PayPal' ? 'Confirmed' : 'Authorized', message: 'Approved' } });
    })),

    http.post(api('Checkout/PlaceOrder'), secured(ctx, async ({ request, customer }) => {
      const b = await readJson<Schemas['PlaceOrderRequest']>(request);
      if (!b || !Array.isArray(b.lines) || b.lines.length === 0) return badRequest('The order has no lines.');
      if (b.termsAccepted !== true) return badRequest('Accept the terms and conditions to place the order.');
      const a = b.shippingAddress;
      if (!a?.firstName || !a.lastName || !a.line1 || !a.city || !/^[A-Z]{2}$/.test(a.state ?? '') || !/^\d{5}(-\d{4})?$/.test(a.zip ?? '')) return badRequest('Complete the shipping address.');
      if ((b.paymentMethod === 'Card' || b.paymentMethod === 'PayPal' || b.paymentMethod === 'ApplePay') && !b.authorizationId) return badRequest('Authorise the payment before placing the order.');
      if (b.paymentMethod === 'eCheck') {
        const e = b.eCheck;
        if (!e || !/^\d{1,9}$/.test(e.routingNumber) || !e.accountNumber || e.accountNumber.length > 50 || !/^\d+$/.test(e.checkNumber)) return badRequest('Enter the routing, account and check numbers of the eCheck.');
        if (e.accountType === 'Corporate' ? !e.taxId : !e.idNumber || !e.idState) return badRequest(e.accountType === 'Corporate' ? 'A corporate eCheck needs the tax id.' : 'A personal eCheck needs the ID number and ID state.');
      }
      const priced = priceLines(b.lines);
      if ('error' in priced) return failure(409, priced.error ?? 'Prices or stock changed.');
      const coupon = b.couponCode ? db.state.coupons.find((c) => c.couponCode?.toUpperCase() === b.couponCode?.toUpperCase()) : undefined;
      if (b.couponCode && (!coupon || (coupon.expiryDate && new Date(coupon.expiryDate) <= db.now()))) return badRequest(`The coupon code ${b.couponCode} is not valid.`);
      const sub = priced.lines.reduce((s, x) => s + x.line.unitPrice * x.line.quantity, 0);
      const eligible = coupon?.couponType === 'Product' ? priced.lines.filter((x) => coupon.applicableProducts?.includes(x.line.productId)).reduce((s, x) => s + x.line.unitPrice * x.line.quantity, 0) : sub;
      const credit = !coupon ? 0 : coupon.discountType === '%' ? Math.round(eligible * (coupon.discountValue ?? 0)) / 100 : Math.min(coupon.discountValue ?? 0, eligible);
      const order = addOrder(db.state, {
        customerId: customer.customerId, emailId: customer.emailId, lines: priced.lines.map((x) => x.line), ounces: priced.lines.reduce((s, x) => s + x.ounces, 0), address: { ...a, country: a.country ?? 'US' },
        paymentMethod: b.paymentMethod, status: b.paymentMethod === 'eCheck' || b.paymentMethod === 'Wire' ? 'Pending Payment' : 'Payment Received', orderDate: db.now(), couponCredit: credit,
      });
      // The ordered (selected) lines leave the server cart.
      if (db.state.carts[customer.customerId]) db.state.carts[customer.customerId] = emptySelected(db.state.carts[customer.customerId] ?? []);
      ctx.save();
      const { customerId: _c, ...detail } = order;
      return json<Schemas['PlaceOrderResult']>({
        data: { order: detail, analytics: { invoice: order.invoice, totalCost: order.grandTotal, tax: order.tax, shippingCharges: order.shippingCharges, amountCRFromCoupon: order.amountCRFromCoupon ?? 0, products: order.lines.map((l) => ({ productName: l.productName, productId: l.productId, price: l.unitPrice, qtyOrdered: l.quantity, discount: l.discount ?? 0 })) } },
      });
    })),
  ];
}
