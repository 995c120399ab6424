import {
  CHECKOUT_COOKIE,
  checkoutCookie,
  decodeProgress,
  encodeProgress,
  progressFits,
  progressOf,
  readCheckoutCookie,
  withProgress,
  type CheckoutProgress,
} from './checkout-cookie';
import { initialCheckout } from './checkout-state';

const address = {
  firstName: 'Zoë',
  lastName: 'Núñez',
  line1: '1 Main St',
  city: 'Reno',
  state: 'NV',
  zip: '89501',
  country: 'US',
  phone: '7755550100',
};
const progress: CheckoutProgress = {
  ...progressOf(initialCheckout()),
  shippingInfo: address,
  billingInfo: address,
  shippingMethod: 'express',
  shippingConfirmed: true,
  orderNote: 'Leave it with the neighbour — 日本',
  paymentMode: 'Wire',
  paymentValidated: true,
  attemptKey: '6f1c2a9e-1b2c-4d5e-8f90-123456789abc',
};

describe('the checkout’s cookie', () => {
  it('keeps what was chosen, accents and all, in characters a cookie carries as they are', () => {
    const value = encodeProgress(progress);
    expect(value).toMatch(/^[\w-]+$/);
    expect(decodeProgress(value)).toEqual(progress);
    expect(readCheckoutCookie(`bold.cart=1~I~~~1~s; ${CHECKOUT_COOKIE}=${value}`)).toEqual(progress);
  });

  it('reads a value it did not write as no progress, never an error', () => {
    expect(decodeProgress(undefined)).toBeNull();
    expect(decodeProgress('not base64!')).toBeNull();
    expect(decodeProgress('e30')).toBeNull(); // {}
    expect(decodeProgress(encodeProgress({ ...progress, paymentMode: 'Bitcoin' } as unknown as CheckoutProgress))).toBeNull();
    expect(decodeProgress(encodeProgress({ ...progress, attemptKey: 'a b' }))).toBeNull();
    expect(decodeProgress(encodeProgress({ ...progress, orderNote: 'x'.repeat(501) }))).toBeNull();
    expect(decodeProgress(encodeProgress({ ...progress, orderNote: 'x'.repeat(500) }))?.orderNote).toHaveLength(500);
    // A field it does not keep (bank details, written by hand) is never read back.
    const padded = { ...progress, eCheck: { accountNumber: '000123456789' }, shippingInfo: { ...address, extra: '<b>' } };
    expect(decodeProgress(encodeProgress(padded as unknown as CheckoutProgress))).toEqual(progress);
    expect(
      decodeProgress(encodeProgress({ ...progress, shippingInfo: { ...address, zip: 89501 } } as unknown as CheckoutProgress)),
    ).toBeNull();
    // A sealed eCheck's last four, and never more of it.
    const sealed = { ...progress, eCheckSealed: { accountType: 'Personal' as const, last4: '6789' } };
    expect(decodeProgress(encodeProgress(sealed))).toEqual(sealed);
    expect(decodeProgress(encodeProgress({ ...sealed, eCheckSealed: { accountType: 'Personal', last4: '56789' } }))).toBeNull();
    expect(
      decodeProgress(
        encodeProgress({ ...sealed, eCheckSealed: { ...sealed.eCheckSealed, routingNumber: '121000358' } } as CheckoutProgress),
      ),
    ).toEqual(sealed);
    // Bytes that are not UTF-8.
    expect(decodeProgress(btoa('\xff\xfe{}'))).toBeNull();
  });

  it('keeps a value a browser keeps whole, and reads nothing longer', () => {
    expect(progressFits(progress)).toBe(true);
    const long = {
      ...progress,
      orderNote: '日'.repeat(500),
      billingInfo: { ...address, line1: '本'.repeat(200), line2: '本'.repeat(200) },
    };
    expect(progressFits(long)).toBe(false);
    expect(decodeProgress(encodeProgress(long))).toBeNull();
  });

  it('is set for 12 hours on the whole site, SameSite=Lax, and cleared with null', () => {
    expect(checkoutCookie(progress, true)).toMatch(/^bold\.checkout=[\w-]+; Max-Age=43200; Path=\/; SameSite=Lax; Secure$/);
    expect(checkoutCookie(null, false)).toBe('bold.checkout=; Max-Age=0; Path=/; SameSite=Lax');
  });

  it('counts the payment step as taken only while what pays is still held', () => {
    const memory = initialCheckout();
    expect(withProgress(memory, progress).pageValidated.payment).toBe(true);
    const byCheck = { ...progress, paymentMode: 'eCheck' as const };
    expect(withProgress(memory, byCheck).pageValidated.payment).toBe(false);
    const eCheck = { accountType: 'Personal' as const, routingNumber: '121000358', accountNumber: '1', checkNumber: '1' };
    expect(withProgress({ ...memory, eCheck }, byCheck).pageValidated.payment).toBe(true);
    // An eCheck the server sealed (sent without script) is held there: the page knows its type and last four.
    const sealed = { ...byCheck, eCheckSealed: { accountType: 'Corporate' as const, last4: '6789' } };
    expect(withProgress(memory, sealed).pageValidated.payment).toBe(true);
    expect(withProgress(memory, sealed).eCheckSealed).toEqual({ accountType: 'Corporate', last4: '6789' });
    expect(withProgress(memory, { ...progress, paymentMode: 'Card' }).pageValidated.payment).toBe(false);
    expect(withProgress(memory, { ...progress, paymentMode: 'PayPal' }).pageValidated.payment).toBe(false);
    expect(withProgress(memory, { ...progress, paymentValidated: false }).pageValidated.payment).toBe(false);
    expect(progressOf(withProgress(memory, progress))).toEqual(progress);
  });
});
