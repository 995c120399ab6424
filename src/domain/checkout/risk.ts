/**
 * The fraud rule a bullion dealer keeps: an order whose MaxMind risk score (0.01–99, the chance in percent
 * that it is fraudulent, taken for the shopper's address and visit) is this high or higher may be paid
 * only in ways that cannot be charged back. A card, PayPal or Apple Pay payment can be disputed weeks
 * after the metal has shipped; an eCheck or a wire cannot. The server holds the same rule
 * (Checkout/PlaceOrder), by its own score.
 */
import { hasSurcharge, type PaymentMethod } from './charges';
import type { CheckoutState } from './checkout-state';

export const HIGH_RISK_SCORE = 50;

export const HIGH_RISK_REFUSAL = 'We cannot take a card, PayPal or Apple Pay for this order. Please pay by eCheck or bank wire.';

/** True when the score refuses payments that can be charged back; an unknown score refuses nothing (the server still decides). */
export function refusesChargebacks(score: number | null): boolean {
  // Stryker disable next-line ConditionalExpression: null >= 50 is false in JavaScript, so the null check cannot be seen; TypeScript needs it.
  return score !== null && score >= HIGH_RISK_SCORE;
}

/** Whether a way to pay may be offered at this score: eCheck and wire always are. */
export function mayPayWith(method: PaymentMethod, score: number | null): boolean {
  return !hasSurcharge(method) || !refusesChargebacks(score);
}

/**
 * The checkout with a new score. A way to pay the score refuses, chosen before the score came, is
 * dropped with what was authorised or confirmed for it, so the shopper chooses again.
 */
export function withRiskScore(s: CheckoutState, score: number): CheckoutState {
  if (!s.paymentMode || mayPayWith(s.paymentMode, score)) return { ...s, maxmindScore: score };
  return {
    ...s,
    maxmindScore: score,
    paymentMode: null,
    card: null,
    payPalOrderId: null,
    authorizationId: null,
    flags: { ...s.flags, cardAuthorizationRequired: false, cardAuthorized: false, payPalConfirmed: false, cardConfirmed: false },
    pageValidated: { ...s.pageValidated, payment: false, confirm: false },
    termsChecked: false,
  };
}
