import fc from 'fast-check';
import { choosePayment, clearShipping, initialCheckout, resetCheckout, resetShipping, type CheckoutState } from './checkout-state';

const address = fc.record({
  firstName: fc.string(),
  lastName: fc.string(),
  line1: fc.string(),
  city: fc.string(),
  state: fc.constantFrom('CA', 'NY', 'TX'),
  zip: fc.constantFrom('94105', '10001-1234'),
  country: fc.constant('US'),
});
const bool = fc.boolean();
const state: fc.Arbitrary<CheckoutState> = fc.record({
  shippingInfo: fc.option(address, { nil: null }),
  billingInfo: fc.option(address, { nil: null }),
  billingSameAsShipping: bool,
  shippingMethod: fc.constantFrom('standard', 'express', 'usps-priority'),
  paymentMode: fc.constantFrom('eCheck', 'Wire', 'Card', 'PayPal', 'ApplePay', null),
  eCheck: fc.option(
    fc.record({
      accountType: fc.constantFrom('Personal' as const, 'Corporate' as const),
      routingNumber: fc.string(),
      accountNumber: fc.string(),
      checkNumber: fc.string(),
    }),
    { nil: null },
  ),
  eCheckSealed: fc.option(
    fc.record({ accountType: fc.constantFrom('Personal' as const, 'Corporate' as const), last4: fc.string({ maxLength: 4 }) }),
    {
      nil: null,
    },
  ),
  card: fc.option(fc.record({ token: fc.string(), last4: fc.string(), brand: fc.string() }), { nil: null }),
  payPalOrderId: fc.option(fc.string(), { nil: null }),
  taxResults: fc.option(
    fc.record({ state: fc.string(), rate: fc.double({ min: 0, max: 10, noNaN: true }), eCheckCents: fc.nat(), cardCents: fc.nat() }),
    { nil: null },
  ),
  marketLossCharges: fc.nat(),
  maxmindScore: fc.option(fc.double({ min: 0.01, max: 99, noNaN: true }), { nil: null }),
  customerLiability: bool,
  isGiftWrap: bool,
  orderNote: fc.string(),
  signatureConfirmation: bool,
  carrierCharges: fc.dictionary(fc.string(), fc.nat()),
  grandTotalCents: fc.option(fc.nat(), { nil: null }),
  authorizationId: fc.option(fc.string(), { nil: null }),
  flags: fc.record({
    cardAuthorizationRequired: bool,
    cardAuthorized: bool,
    payPalConfirmed: bool,
    shippingConfirmed: bool,
    cardConfirmed: bool,
    shipToDepository: bool,
  }),
  pageValidated: fc.record({ guest: bool, payment: bool, confirm: bool }),
  termsChecked: bool,
  taxableStates: fc.array(fc.string()),
  attemptKey: fc.option(fc.uuid(), { nil: null }),
});

describe('checkout resets', () => {
  it('resetShipping clears shipping, payment, billing, tax, market-loss charges, eCheck data, the authorisation id and the risk score (taken for the address), and keeps the rest', () => {
    fc.assert(
      fc.property(state, (s) => {
        const r = resetShipping(s);
        expect(r).toMatchObject({
          shippingInfo: null,
          billingInfo: null,
          paymentMode: null,
          taxResults: null,
          marketLossCharges: 0,
          eCheck: null,
          eCheckSealed: null,
          authorizationId: null,
          card: null,
          payPalOrderId: null,
          maxmindScore: null,
        });
        expect(r.flags.shippingConfirmed).toBe(false);
        expect(r.flags.cardAuthorized).toBe(false);
        // Not cleared by resetShipping: liability, validation flags, the extras and the shipping method.
        expect(r.customerLiability).toBe(s.customerLiability);
        expect(r.pageValidated).toEqual(s.pageValidated);
        expect(r.isGiftWrap).toBe(s.isGiftWrap);
        expect(r.orderNote).toBe(s.orderNote);
        expect(r.shippingMethod).toBe(s.shippingMethod);
      }),
    );
  });

  it('clearShipping is resetShipping plus liability and the validation flags', () => {
    fc.assert(
      fc.property(state, (s) => {
        const r = clearShipping(s);
        expect(r).toEqual({
          ...resetShipping(s),
          customerLiability: false,
          pageValidated: { guest: false, payment: false, confirm: false },
          termsChecked: false,
        });
      }),
    );
  });

  it('resetCheckout clears everything back to the defaults (standard shipping)', () => {
    expect(resetCheckout()).toEqual(initialCheckout());
    expect(resetCheckout().shippingMethod).toBe('standard');
    expect(resetCheckout().paymentMode).toBeNull();
  });

  it('each reset is idempotent and leaves a state that resets to itself', () => {
    fc.assert(
      fc.property(state, (s) => {
        expect(resetShipping(resetShipping(s))).toEqual(resetShipping(s));
        expect(clearShipping(clearShipping(s))).toEqual(clearShipping(s));
      }),
    );
  });
});

describe('choosing a way to pay', () => {
  it('voids the authorisation and confirmations of the previous method, and unchecks the terms', () => {
    fc.assert(
      fc.property(
        state,
        fc.constantFrom('eCheck' as const, 'Wire' as const, 'Card' as const, 'PayPal' as const, 'ApplePay' as const),
        (s, mode) => {
          const r = choosePayment(s, mode);
          if (s.paymentMode === mode) {
            expect(r).toBe(s);
            return;
          }
          expect(r.paymentMode).toBe(mode);
          expect(r.authorizationId).toBeNull();
          expect(r.payPalOrderId).toBeNull();
          expect(r.flags.cardAuthorized).toBe(false);
          expect(r.flags.payPalConfirmed).toBe(false);
          expect(r.termsChecked).toBe(false);
          expect(r.flags.cardAuthorizationRequired).toBe(mode === 'Card' || mode === 'ApplePay');
          expect(r.eCheck).toBe(mode === 'eCheck' ? s.eCheck : null);
          expect(r.eCheckSealed).toBe(mode === 'eCheck' ? s.eCheckSealed : null);
        },
      ),
    );
  });
});

describe('checkout state, each field spelled out', () => {
  const busy = (): CheckoutState => ({
    ...initialCheckout(),
    billingSameAsShipping: false,
    paymentMode: 'Card',
    card: { token: 'tok_1', last4: '4242', brand: 'Visa' },
    eCheck: { accountType: 'Personal', routingNumber: '021000021', accountNumber: '12345', checkNumber: '101' },
    payPalOrderId: 'PP-1',
    authorizationId: 'AUTH-1',
    customerLiability: true,
    flags: {
      cardAuthorizationRequired: true,
      cardAuthorized: true,
      payPalConfirmed: true,
      shippingConfirmed: true,
      cardConfirmed: true,
      shipToDepository: true,
    },
    pageValidated: { guest: true, payment: true, confirm: true },
    termsChecked: true,
  });

  it('a new checkout starts with nothing chosen, nothing confirmed and billing same as shipping', () => {
    expect(initialCheckout()).toEqual({
      shippingInfo: null,
      billingInfo: null,
      billingSameAsShipping: true,
      shippingMethod: 'standard',
      paymentMode: null,
      eCheck: null,
      eCheckSealed: null,
      card: null,
      payPalOrderId: null,
      taxResults: null,
      marketLossCharges: 0,
      maxmindScore: null,
      customerLiability: false,
      isGiftWrap: false,
      orderNote: '',
      signatureConfirmation: false,
      carrierCharges: {},
      grandTotalCents: null,
      authorizationId: null,
      flags: {
        cardAuthorizationRequired: false,
        cardAuthorized: false,
        payPalConfirmed: false,
        shippingConfirmed: false,
        cardConfirmed: false,
        shipToDepository: false,
      },
      pageValidated: { guest: false, payment: false, confirm: false },
      termsChecked: false,
      taxableStates: [],
      attemptKey: null,
    });
    expect(resetCheckout()).toEqual(initialCheckout());
  });

  it('resetting shipping puts billing back to same as shipping and unconfirms shipping and payment, keeping the depository choice', () => {
    const after = resetShipping(busy());
    expect(after.billingSameAsShipping).toBe(true);
    expect(after.flags).toEqual({
      cardAuthorizationRequired: true,
      cardAuthorized: false,
      payPalConfirmed: false,
      shippingConfirmed: false,
      cardConfirmed: false,
      shipToDepository: true,
    });
  });

  it('clearing shipping also clears liability, the validated pages and the terms', () => {
    const after = clearShipping(busy());
    expect(after.customerLiability).toBe(false);
    expect(after.pageValidated).toEqual({ guest: false, payment: false, confirm: false });
    expect(after.termsChecked).toBe(false);
  });

  it.each([
    ['Card', true, true],
    ['ApplePay', true, true],
    ['PayPal', false, false],
    ['Wire', false, false],
    ['eCheck', false, false],
  ] as const)('switching from a card to %s keeps the card: %s; needs a card authorisation: %s', (mode, keepsCard, needsAuthorisation) => {
    const from = { ...busy(), paymentMode: mode === 'Card' ? ('ApplePay' as const) : ('Card' as const) };
    const after = choosePayment(from, mode);
    expect(after.card).toEqual(keepsCard ? from.card : null);
    expect(after.eCheck).toEqual(mode === 'eCheck' ? from.eCheck : null);
    expect(after.flags).toEqual({
      ...from.flags,
      cardAuthorizationRequired: needsAuthorisation,
      cardAuthorized: false,
      payPalConfirmed: false,
      cardConfirmed: false,
    });
    expect(after.pageValidated).toEqual({ guest: true, payment: false, confirm: false });
    expect(after).toMatchObject({ paymentMode: mode, authorizationId: null, payPalOrderId: null, termsChecked: false });
  });
});
