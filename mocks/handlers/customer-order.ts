import { HttpResponse } from 'msw';
import { textPdf, usd } from '../db/pdf';
import type { MockOrder } from '../db/state';
import type { MockContext, Schemas } from './support';
import { badRequest, EMAIL, json, notFound, params, secured } from './support';
import type { TagResolvers } from './operations';

export const summaryOf = (o: MockOrder): Schemas['OrderSummary'] => ({
  invoice: o.invoice,
  orderDate: o.orderDate,
  status: o.status,
  grandTotal: o.grandTotal,
  paymentMethod: o.paymentMethod,
  itemCount: o.itemCount,
  trackingNo: o.trackingNo ?? null,
  carrierCode: o.carrierCode ?? null,
  shipDate: o.shipDate ?? null,
});

export const detailOf = (o: MockOrder): Schemas['OrderDetail'] => {
  const { customerId: _c, ...detail } = o;
  return detail;
};

export function invoicePdf(o: MockOrder): Uint8Array<ArrayBuffer> {
  const a = o.shippingAddress;
  return textPdf(`Bold Precious Metals - Invoice ${o.invoice}`, [
    `Order date: ${o.orderDate.slice(0, 10)}    Status: ${o.status}    Payment: ${o.paymentMethod}`,
    `Ship to: ${a.firstName} ${a.lastName}, ${a.line1}, ${a.city}, ${a.state} ${a.zip}`,
    '',
    ...o.lines.map((l) => `${l.quantity} x ${l.productName} @ ${usd(l.unitPrice)} = ${usd(l.quantity * l.unitPrice)}`),
    '',
    `Subtotal ${usd(o.subTotal)}   Surcharge ${usd(o.surcharge ?? 0)}   Coupon -${usd(o.amountCRFromCoupon ?? 0)}   Shipping ${usd(o.shippingCharges)}   Tax ${usd(o.tax)}`,
    ...(o.giftWrapCharge || o.signatureCharge
      ? [`Gift wrap ${usd(o.giftWrapCharge ?? 0)}   Signature confirmation ${usd(o.signatureCharge ?? 0)}`]
      : []),
    `Grand total ${usd(o.grandTotal)}`,
    o.trackingNo ? `Shipped ${o.shipDate} by ${o.carrierCode}, tracking ${o.trackingNo}` : 'Not shipped yet.',
  ]);
}

export function customerOrderHandlers(ctx: MockContext): TagResolvers<'CustomerOrder'> {
  const { db } = ctx;
  const own = (customerId: number) => db.state.orders.filter((o) => o.customerId === customerId);
  return {
    trackCustomerOrder: ({ request }) => {
      const q = params(request);
      const invoice = (q.get('invoiceNumber') ?? '').trim();
      const email = (q.get('emailId') ?? '').trim();
      const zip = (q.get('zipCode') ?? '').trim();
      if (!invoice || !EMAIL.test(email) || !/^\d{5}(-\d{4})?$/.test(zip))
        return badRequest('Enter the invoice number, the email and the 5-digit zip code of the order.');
      const o = db.state.orders.find(
        (x) =>
          x.invoice.toUpperCase() === invoice.toUpperCase() &&
          x.emailId?.toLowerCase() === email.toLowerCase() &&
          x.shippingAddress.zip.slice(0, 5) === zip.slice(0, 5),
      );
      if (!o) return notFound('No order matches that invoice number, email and zip code.');
      return json<Schemas['TrackedOrder']>({
        data: {
          invoice: o.invoice,
          status: o.status,
          orderDate: o.orderDate,
          shipDate: o.shipDate ?? null,
          trackingNo: o.trackingNo ?? null,
          carrierCode: o.carrierCode ?? null,
          lines: o.lines,
        },
      });
    },

    getCustomerOrder: secured(ctx, ({ customer }) => json<Schemas['OrderList']>({ data: own(customer.customerId).map(summaryOf) }), {
      guests: true,
    }),

    getCustomerOrderDetails: secured(
      ctx,
      ({ request, customer }) => {
        const invoice = params(request).get('invoice');
        if (!invoice) return badRequest('invoice is required.');
        const o = own(customer.customerId).find((x) => x.invoice === invoice);
        if (!o) return notFound(`No order ${invoice} in your account.`);
        return json<Schemas['OrderDetailResponse']>({ data: detailOf(o) });
      },
      { guests: true },
    ),

    getInvoice: secured(
      ctx,
      ({ customer, params: p }) => {
        const invoice = String(p.invoice ?? '');
        if (!/^[A-Z]+-\d+$/i.test(invoice)) return badRequest('That is not an invoice number.');
        const o = own(customer.customerId).find((x) => x.invoice === invoice);
        if (!o) return notFound(`No order ${invoice} in your account.`);
        return new HttpResponse(invoicePdf(o), {
          headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${invoice}.pdf"` },
        });
      },
      { guests: true },
    ),
  };
}
