export interface MessageFields {
  msgText: string;
  invoice?: string | null;
  paymentMethod?: string | null;
  shipDate?: string | null;
  trackingNo?: string | null;
}

/** Message text may hold placeholders for invoice, payment method, ship date and tracking number. */
export function fillMessage(m: MessageFields): string {
  const values: Record<string, string | null | undefined> = {
    invoice: m.invoice,
    paymentMethod: m.paymentMethod,
    shipDate: m.shipDate,
    trackingNo: m.trackingNo,
  };
  return m.msgText.replace(/\{(invoice|paymentMethod|shipDate|trackingNo)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** Tracking links for USPS, UPS and FedEx by carrier code. */
export function trackingUrl(carrierCode: string | null | undefined, trackingNo: string | null | undefined): string | null {
  if (!carrierCode || !trackingNo) return null;
  const n = encodeURIComponent(trackingNo);
  switch (carrierCode.toUpperCase()) {
    case 'USPS':
      return `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}`;
    case 'UPS':
      return `https://www.ups.com/track?tracknum=${n}`;
    case 'FEDEX':
      return `https://www.fedex.com/fedextrack/?trknbr=${n}`;
    default:
      return null;
  }
}

export type MessageKind = 'success' | 'cancelled' | 'shipped' | 'pending' | 'info';

/** The icon is chosen by keywords: success or has been received, cancelled, shipped, business days. */
export function messageKind(text: string): MessageKind {
  const t = text.toLowerCase();
  if (t.includes('cancelled')) return 'cancelled';
  if (t.includes('success') || t.includes('has been received')) return 'success';
  if (t.includes('shipped')) return 'shipped';
  if (t.includes('business days')) return 'pending';
  return 'info';
}
