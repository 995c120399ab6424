import { choosePayment, initialCheckout } from './checkout-state';
import { HIGH_RISK_REFUSAL, HIGH_RISK_SCORE, mayPayWith, refusesChargebacks, withRiskScore } from './risk';

describe('the risk rule: no payment that can be charged back at a score of 50 or more', () => {
  it('refuses at 50 and above, not at 49.99, and nothing while the score is unknown', () => {
    expect(HIGH_RISK_SCORE).toBe(50);
    expect(refusesChargebacks(49.99)).toBe(false);
    expect(refusesChargebacks(50)).toBe(true);
    expect(refusesChargebacks(99)).toBe(true);
    expect(refusesChargebacks(null)).toBe(false);
  });

  it('offers eCheck and wire at any score; card, PayPal and Apple Pay only below 50', () => {
    for (const method of ['eCheck', 'Wire'] as const) expect(mayPayWith(method, 99)).toBe(true);
    for (const method of ['Card', 'PayPal', 'ApplePay'] as const) {
      expect(mayPayWith(method, 49.99), method).toBe(true);
      expect(mayPayWith(method, 50), method).toBe(false);
      expect(mayPayWith(method, null), method).toBe(true);
    }
  });

  it('says to pay by eCheck or bank wire', () => {
    expect(HIGH_RISK_REFUSAL).toBe('We cannot take a card, PayPal or Apple Pay for this order. Please pay by eCheck or bank wire.');
  });

  it('a card chosen before a score of 50 came is dropped with its authorisation; at 49.99 it stays', () => {
    const card = {
      ...choosePayment(initialCheckout(), 'Card'),
      card: { token: 'tok_1', last4: '4242', brand: 'Visa' },
      authorizationId: 'auth_1',
      pageValidated: { guest: true, payment: true, confirm: false },
    };
    const kept = withRiskScore(card, 49.99);
    expect(kept).toMatchObject({ maxmindScore: 49.99, paymentMode: 'Card', authorizationId: 'auth_1' });
    const dropped = withRiskScore(card, 50);
    expect(dropped).toMatchObject({ maxmindScore: 50, paymentMode: null, card: null, authorizationId: null });
    expect(dropped.pageValidated).toEqual({ guest: true, payment: false, confirm: false });
    expect(dropped.flags.cardAuthorized).toBe(false);
  });

  it('PayPal confirmed and the terms agreed before a score of 50: all of it is dropped, and nothing else', () => {
    const chosen = choosePayment(initialCheckout(), 'PayPal');
    const confirmed = {
      ...chosen,
      payPalOrderId: 'PAYID-1',
      flags: {
        ...chosen.flags,
        cardAuthorizationRequired: true,
        payPalConfirmed: true,
        cardConfirmed: true,
        shippingConfirmed: true,
        shipToDepository: true,
      },
      pageValidated: { guest: true, payment: true, confirm: true },
      termsChecked: true,
      orderNote: 'Leave at the door',
    };
    expect(withRiskScore(confirmed, 50)).toEqual({
      ...confirmed,
      maxmindScore: 50,
      paymentMode: null,
      card: null,
      payPalOrderId: null,
      authorizationId: null,
      flags: { ...confirmed.flags, cardAuthorizationRequired: false, cardAuthorized: false, payPalConfirmed: false, cardConfirmed: false },
      pageValidated: { guest: true, payment: false, confirm: false },
      termsChecked: false,
    });
    // Below the line, only the score changes.
    expect(withRiskScore(confirmed, 49.99)).toEqual({ ...confirmed, maxmindScore: 49.99 });
  });

  it('with no way to pay chosen yet, a high score is kept and nothing else changes', () => {
    const fresh = { ...initialCheckout(), termsChecked: true };
    expect(withRiskScore(fresh, 99)).toEqual({ ...fresh, maxmindScore: 99 });
  });

  it('a wire chosen before a high score stays chosen', () => {
    expect(withRiskScore(choosePayment(initialCheckout(), 'Wire'), 99)).toMatchObject({ paymentMode: 'Wire', maxmindScore: 99 });
  });
});
