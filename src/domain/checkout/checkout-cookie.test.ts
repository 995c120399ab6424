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

describe('the checkout’s cookie, held to its shape field by field', () => {
  const base64url = (binary: string) => btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=/g, '');
  const json = (p: unknown) => String.fromCharCode(...new TextEncoder().encode(JSON.stringify(p)));

  it('refuses a text field that is a list, a flag that is a word, an optional field that is a number', () => {
    expect(
      decodeProgress(encodeProgress({ ...progress, shippingInfo: { ...address, firstName: ['Zoë'] } } as unknown as CheckoutProgress)),
    ).toBeNull();
    expect(decodeProgress(encodeProgress({ ...progress, termsChecked: 'yes' } as unknown as CheckoutProgress))).toBeNull();
    expect(
      decodeProgress(encodeProgress({ ...progress, shippingInfo: { ...address, company: 5 } } as unknown as CheckoutProgress)),
    ).toBeNull();
    // An optional field may be null or absent.
    const nullCompany = { ...progress, shippingInfo: { ...address, company: null } } as unknown as CheckoutProgress;
    expect(decodeProgress(encodeProgress(nullCompany))?.shippingInfo).toStrictEqual({ ...address, company: null });
  });

  it('reads back each address with its own fields only: a company and second line kept, no phone left absent', () => {
    const office = {
      firstName: 'Ada',
      lastName: 'Byron',
      company: 'Acme',
      line1: '2 Elm St',
      line2: 'Suite 4',
      city: 'Reno',
      state: 'NV',
      zip: '89501',
      country: 'US',
    };
    const sent = { ...progress, shippingInfo: office, billingInfo: { ...office, extra: '<b>' } } as unknown as CheckoutProgress;
    const read = decodeProgress(encodeProgress(sent));
    expect(read?.shippingInfo).toStrictEqual(office);
    expect(read?.billingInfo).toStrictEqual(office);
    expect(decodeProgress(encodeProgress({ ...progress, billingInfo: null }))?.billingInfo).toBeNull();
    // No company or second line given: none read back, not even as undefined.
    expect(decodeProgress(encodeProgress(progress))?.shippingInfo).toStrictEqual(address);
  });

  it('counts a card, Apple Pay or PayPal as held only while the page holds its token or confirmation; no way chosen, none', () => {
    const memory = { ...initialCheckout(), card: { token: 'tok_1', last4: '4242', brand: 'Visa' } };
    expect(withProgress(memory, { ...progress, paymentMode: 'Card' }).pageValidated.payment).toBe(true);
    expect(withProgress(memory, { ...progress, paymentMode: 'ApplePay' }).pageValidated.payment).toBe(true);
    expect(withProgress(initialCheckout(), { ...progress, paymentMode: 'ApplePay' }).pageValidated.payment).toBe(false);
    expect(
      withProgress({ ...initialCheckout(), payPalOrderId: 'PAYID-1' }, { ...progress, paymentMode: 'PayPal' }).pageValidated.payment,
    ).toBe(true);
    expect(withProgress(memory, { ...progress, paymentMode: null }).pageValidated.payment).toBe(false);
  });

  it('writes base64url: what base64 writes as + and / is - and _, and a value with +, / or = is none of this store’s', () => {
    const marked = { ...progress, orderNote: 'a>>>b???c' };
    const value = encodeProgress(marked);
    expect(value).toMatch(/-/);
    expect(value).toMatch(/_/);
    expect(decodeProgress(value)).toEqual(marked);
    // Base64 as btoa writes it, its padding dropped (atob reads it so): + or / inside, letters at both ends.
    const standard = btoa(json(marked)).replace(/=+$/, '');
    expect(standard.slice(1, -1)).toMatch(/[+/]/);
    expect(standard).toMatch(/^\w.*\w$/);
    expect(decodeProgress(standard)).toBeNull();
  });

  it('reads only UTF-8: a byte that is not, inside a text, makes the value none', () => {
    const value = base64url(json({ ...progress, orderNote: 'X' }).replace('"X"', '"\xff"'));
    expect(decodeProgress(value)).toBeNull();
    expect(decodeProgress(base64url(json({ ...progress, orderNote: 'X' })))).toEqual({ ...progress, orderNote: 'X' });
  });

  it('keeps and reads a value of 3,900 characters, and not one longer', () => {
    // Accented letters take two bytes each, so the fields' limits hold before the value's.
    const full = { ...address, line1: 'é'.repeat(200), line2: 'è'.repeat(200), company: 'ç'.repeat(100) };
    const long = { ...progress, shippingInfo: full, billingInfo: full };
    const withNote = (bytes: number) => {
      const bare = new TextEncoder().encode(JSON.stringify({ ...long, orderNote: '' })).length;
      return { ...long, orderNote: 'n'.repeat(bytes - bare) };
    };
    // 2,925 bytes are 3,900 characters of base64url; 2,926 are 3,902.
    expect(encodeProgress(withNote(2925))).toHaveLength(3900);
    expect(progressFits(withNote(2925))).toBe(true);
    expect(decodeProgress(encodeProgress(withNote(2925)))).toEqual(withNote(2925));
    expect(encodeProgress(withNote(2926))).toHaveLength(3902);
    expect(progressFits(withNote(2926))).toBe(false);
    expect(decodeProgress(encodeProgress(withNote(2926)))).toBeNull();
  });
});
