/**
 * The checkout part of the client session state and its resets, as pure functions.
 * Card numbers never enter this state: a card is kept as the processor's token and its last four digits.
 */
import type { PaymentMethod } from './charges';

export interface AddressData {
  firstName: string;
  lastName: string;
  company?: string | null;
  line1: string;
  line2?: string | null;
  city: string;
  state: string;
  zip: string;
  country: string;
  phone?: string | null;
}

export interface ECheckData {
  accountType: 'Personal' | 'Corporate';
  routingNumber: string;
  accountNumber: string;
  checkNumber: string;
  idNumber?: string | null;
  idState?: string | null;
  taxId?: string | null;
}

/**
 * An eCheck given in a form sent without script: the store's server keeps its details sealed in the
 * shopper's session (no script reads them, and the server places the order with them); the page knows only
 * what it shows of it.
 */
export interface SealedECheck {
  accountType: ECheckData['accountType'];
  /** The account number's last four characters. */
  last4: string;
}

export interface CardOnFile {
  token: string;
  last4: string;
  brand: string;
}

export interface TaxResult {
  state: string;
  rate: number;
  /** Tax in cents for each way to pay: card prices carry the surcharge, so their tax differs. */
  eCheckCents: number;
  cardCents: number;
}

export interface CheckoutFlags {
  cardAuthorizationRequired: boolean;
  cardAuthorized: boolean;
  payPalConfirmed: boolean;
  shippingConfirmed: boolean;
  cardConfirmed: boolean;
  shipToDepository: boolean;
}

export interface PageValidated {
  guest: boolean;
  payment: boolean;
  confirm: boolean;
}

export interface CheckoutState {
  shippingInfo: AddressData | null;
  billingInfo: AddressData | null;
  billingSameAsShipping: boolean;
  /** The shipping option's code; standard by default. */
  shippingMethod: string;
  paymentMode: PaymentMethod | null;
  eCheck: ECheckData | null;
  /** An eCheck the server holds instead (sent without script); null when none, or when {@link eCheck} is this page's. */
  eCheckSealed: SealedECheck | null;
  card: CardOnFile | null;
  payPalOrderId: string | null;
  taxResults: TaxResult | null;
  marketLossCharges: number;
  /**
   * The order's MaxMind risk score (0.01–99) for this address and visit (Checkout/AssessRisk, inferred);
   * null until it has been taken. A high one refuses card, PayPal and Apple Pay (domain/checkout/risk.ts).
   */
  maxmindScore: number | null;
  customerLiability: boolean;
  isGiftWrap: boolean;
  orderNote: string;
  signatureConfirmation: boolean;
  /** Charge in cents of each shipping option, by code, for the current destination. */
  carrierCharges: Record<string, number>;
  grandTotalCents: number | null;
  authorizationId: string | null;
  flags: CheckoutFlags;
  pageValidated: PageValidated;
  termsChecked: boolean;
  taxableStates: string[];
  /** The Idempotency-Key of this order attempt: kept across retries, new after an order is placed. */
  attemptKey: string | null;
}

export const initialCheckout = (): CheckoutState => ({
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

/**
 * Resetting shipping clears shipping, payment, billing, tax, market-loss charges, eCheck data and the
 * authorisation id; and the risk score, which was taken for the address.
 */
export function resetShipping(s: CheckoutState): CheckoutState {
  return {
    ...s,
    shippingInfo: null,
    billingInfo: null,
    billingSameAsShipping: true,
    paymentMode: null,
    card: null,
    payPalOrderId: null,
    taxResults: null,
    marketLossCharges: 0,
    maxmindScore: null,
    eCheck: null,
    eCheckSealed: null,
    authorizationId: null,
    grandTotalCents: null,
    flags: { ...s.flags, shippingConfirmed: false, cardAuthorized: false, payPalConfirmed: false, cardConfirmed: false },
  };
}

/** Clearing shipping does what resetShipping does and also clears liability and the validation flags. */
export function clearShipping(s: CheckoutState): CheckoutState {
  return {
    ...resetShipping(s),
    customerLiability: false,
    pageValidated: { guest: false, payment: false, confirm: false },
    termsChecked: false,
  };
}

/** Reset checkout clears all checkout data (the session store clears the user beside it). */
export function resetCheckout(): CheckoutState {
  return initialCheckout();
}

/** Choosing another way to pay voids what was authorised or confirmed for the previous one. */
export function choosePayment(s: CheckoutState, mode: PaymentMethod): CheckoutState {
  if (s.paymentMode === mode) return s;
  return {
    ...s,
    paymentMode: mode,
    authorizationId: null,
    card: mode === 'Card' || mode === 'ApplePay' ? s.card : null,
    payPalOrderId: null,
    eCheck: mode === 'eCheck' ? s.eCheck : null,
    eCheckSealed: mode === 'eCheck' ? s.eCheckSealed : null,
    flags: {
      ...s.flags,
      cardAuthorizationRequired: mode === 'Card' || mode === 'ApplePay',
      cardAuthorized: false,
      payPalConfirmed: false,
      cardConfirmed: false,
    },
    pageValidated: { ...s.pageValidated, payment: false, confirm: false },
    termsChecked: false,
  };
}
