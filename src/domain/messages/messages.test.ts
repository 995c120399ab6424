import { fillMessage, messageKind, trackingUrl } from './messages';

describe('customer messages', () => {
  it('fills the four placeholders and leaves unknown ones alone', () => {
    expect(
      fillMessage({
        msgText: 'Order {invoice} paid by {paymentMethod}, shipped {shipDate}, track {trackingNo}. {other}',
        invoice: 'BPM-1',
        paymentMethod: 'eCheck',
        shipDate: '2026-11-18',
        trackingNo: '1Z9',
      }),
    ).toBe('Order BPM-1 paid by eCheck, shipped 2026-11-18, track 1Z9. {other}');
    expect(fillMessage({ msgText: 'Order {invoice}', invoice: null })).toBe('Order {invoice}');
  });

  it('builds tracking links for USPS, UPS and FedEx only', () => {
    expect(trackingUrl('USPS', '9400 11')).toBe('https://tools.usps.com/go/TrackConfirmAction?tLabels=9400%2011');
    expect(trackingUrl('UPS', '1Z999')).toBe('https://www.ups.com/track?tracknum=1Z999');
    expect(trackingUrl('FedEx', '123')).toBe('https://www.fedex.com/fedextrack/?trknbr=123');
    expect(trackingUrl('DHL', '123')).toBeNull();
    expect(trackingUrl('UPS', null)).toBeNull();
  });

  it('chooses the icon by keyword', () => {
    expect(messageKind('Your payment has been received.')).toBe('success');
    expect(messageKind('Success! Your order is being packed.')).toBe('success');
    expect(messageKind('Your order has been cancelled. Refund within 5 business days.')).toBe('cancelled');
    expect(messageKind('Your order has shipped on 2026-11-18.')).toBe('shipped');
    expect(messageKind('Please pay within 3 business days.')).toBe('pending');
    expect(messageKind('Hello')).toBe('info');
  });
});
