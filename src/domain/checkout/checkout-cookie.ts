import { cookieValue, shopperCookie } from '../cart/shopper-cookie';
import type { PaymentMethod } from './charges';
import type { AddressData, CheckoutState, SealedECheck } from './checkout-state';

/**
 * How far a shopper has come through checkout, and what they chose on the way (the addresses, the
 * delivery, the way to pay, the terms), lives in a cookie of its own, so the store's server renders the
 * step they are on and takes each step's form without script, as the browser's script does with it.
 * Nothing that pays is kept here: bank details, a card's token and what a processor authorised stay in
 * the page's memory (src/features/session/checkout.ts), or for an eCheck sent without script in the
 * session the server seals; of that one the cookie says only its type and last four characters.
 */
export const CHECKOUT_COOKIE = 'bold.checkout';

/**
 * A checkout left this long is started again: the cookie carries a name and an address, so it is kept no
 * longer than a customer's session.
 */
export const CHECKOUT_KEPT_SECONDS = 12 * 60 * 60;

/** The longest value kept: with the name and attributes, inside the 4,096 characters a browser keeps of one cookie. */
const MAX_VALUE_LENGTH = 3900;

export interface CheckoutProgress {
  shippingInfo: AddressData | null;
  billingInfo: AddressData | null;
  billingSameAsShipping: boolean;
  shippingMethod: string;
  /** The delivery step was taken (its carrier and extras confirmed for this address). */
  shippingConfirmed: boolean;
  shipToDepository: boolean;
  signatureConfirmation: boolean;
  isGiftWrap: boolean;
  orderNote: string;
  paymentMode: PaymentMethod | null;
  /** The payment step was taken for {@link paymentMode}. */
  paymentValidated: boolean;
  /** The eCheck the server holds for this checkout, as the page shows it. */
  eCheckSealed: SealedECheck | null;
  termsChecked: boolean;
  /** The Idempotency-Key of this order attempt: kept across reloads, so pressing Place order again is the same order. */
  attemptKey: string | null;
}

type Check = (v: unknown) => boolean;
const text =
  (max: number): Check =>
  (v) =>
    typeof v === 'string' && v.length <= max;
const optional =
  (check: Check): Check =>
  (v) =>
    v === null || v === undefined || check(v);
const nullable =
  (check: Check): Check =>
  (v) =>
    v === null || check(v);
const flag: Check = (v) => typeof v === 'boolean';
const record =
  (shape: Record<string, Check>): Check =>
  (v) =>
    // Every shape here needs a field, which a value that is no object lacks: these two only spare the work.
    // Stryker disable next-line ConditionalExpression,LogicalOperator: as said above
    typeof v === 'object' &&
    // Stryker disable next-line ConditionalExpression: as said above
    v !== null &&
    !Array.isArray(v) &&
    Object.entries(shape).every(([k, check]) => check((v as Record<string, unknown>)[k]));

const address = record({
  firstName: text(100),
  lastName: text(100),
  company: optional(text(100)),
  line1: text(200),
  line2: optional(text(200)),
  city: text(100),
  state: text(2),
  zip: text(10),
  country: text(2),
  phone: optional(text(20)),
});
const METHODS: readonly unknown[] = ['eCheck', 'Wire', 'Card', 'PayPal', 'ApplePay'] satisfies PaymentMethod[];

/**
 * What a cookie's value must be to be read: anything else (a value written by hand, an older shape) is no
 * progress. Checked by hand, not with zod: the bundler puts the checkout's cookie in the session's chunk,
 * which every page loads, and zod would cost each page some 25 KB.
 */
const isProgress = record({
  shippingInfo: nullable(address),
  billingInfo: nullable(address),
  billingSameAsShipping: flag,
  shippingMethod: text(40),
  shippingConfirmed: flag,
  shipToDepository: flag,
  signatureConfirmation: flag,
  isGiftWrap: flag,
  orderNote: text(500),
  paymentMode: (v) => v === null || METHODS.includes(v),
  paymentValidated: flag,
  eCheckSealed: nullable(record({ accountType: (v) => v === 'Personal' || v === 'Corporate', last4: text(4) })),
  termsChecked: flag,
  attemptKey: (v) => v === null || (typeof v === 'string' && /^[\w-]{1,64}$/.test(v)),
}) as (v: unknown) => v is CheckoutProgress;

/** The progress's own fields, and no others (a value read is rebuilt from them). */
const pick = (p: CheckoutProgress): CheckoutProgress => ({
  shippingInfo: p.shippingInfo && pickAddress(p.shippingInfo),
  billingInfo: p.billingInfo && pickAddress(p.billingInfo),
  billingSameAsShipping: p.billingSameAsShipping,
  shippingMethod: p.shippingMethod,
  shippingConfirmed: p.shippingConfirmed,
  shipToDepository: p.shipToDepository,
  signatureConfirmation: p.signatureConfirmation,
  isGiftWrap: p.isGiftWrap,
  orderNote: p.orderNote,
  paymentMode: p.paymentMode,
  paymentValidated: p.paymentValidated,
  eCheckSealed: p.eCheckSealed && { accountType: p.eCheckSealed.accountType, last4: p.eCheckSealed.last4 },
  termsChecked: p.termsChecked,
  attemptKey: p.attemptKey,
});
const pickAddress = ({ firstName, lastName, company, line1, line2, city, state, zip, country, phone }: AddressData): AddressData => ({
  firstName,
  lastName,
  ...(company === undefined ? {} : { company }),
  line1,
  ...(line2 === undefined ? {} : { line2 }),
  city,
  state,
  zip,
  country,
  ...(phone === undefined ? {} : { phone }),
});

/** What the checkout state keeps in the cookie. */
export function progressOf(s: CheckoutState): CheckoutProgress {
  return {
    shippingInfo: s.shippingInfo,
    billingInfo: s.billingInfo,
    billingSameAsShipping: s.billingSameAsShipping,
    shippingMethod: s.shippingMethod,
    shippingConfirmed: s.flags.shippingConfirmed,
    shipToDepository: s.flags.shipToDepository,
    signatureConfirmation: s.signatureConfirmation,
    isGiftWrap: s.isGiftWrap,
    orderNote: s.orderNote,
    paymentMode: s.paymentMode,
    paymentValidated: s.pageValidated.payment,
    eCheckSealed: s.eCheckSealed,
    termsChecked: s.termsChecked,
    attemptKey: s.attemptKey,
  };
}

/**
 * Whether the way to pay chosen is still held where it is kept (the page's memory, or the server's session
 * for an eCheck sent without script): a bank wire needs nothing; an eCheck its details, a card or Apple
 * Pay its token, PayPal its confirmation. After a reload
 * the shopper is asked for them again, rather than reaching Place order with nothing to pay with.
 */
function paymentHeld(s: CheckoutState): boolean {
  switch (s.paymentMode) {
    case 'Wire':
      return true;
    case 'eCheck':
      return s.eCheck !== null || s.eCheckSealed !== null;
    case 'Card':
    case 'ApplePay':
      return s.card !== null;
    case 'PayPal':
      return s.payPalOrderId !== null;
    default:
      return false;
  }
}

/** The checkout state `memory` holds, with the progress the cookie holds. */
export function withProgress(memory: CheckoutState, p: CheckoutProgress): CheckoutState {
  const s: CheckoutState = {
    ...memory,
    shippingInfo: p.shippingInfo,
    billingInfo: p.billingInfo,
    billingSameAsShipping: p.billingSameAsShipping,
    shippingMethod: p.shippingMethod,
    signatureConfirmation: p.signatureConfirmation,
    isGiftWrap: p.isGiftWrap,
    orderNote: p.orderNote,
    paymentMode: p.paymentMode,
    eCheckSealed: p.eCheckSealed,
    termsChecked: p.termsChecked,
    attemptKey: p.attemptKey,
    flags: { ...memory.flags, shippingConfirmed: p.shippingConfirmed, shipToDepository: p.shipToDepository },
  };
  return { ...s, pageValidated: { ...s.pageValidated, payment: p.paymentValidated && paymentHeld(s) } };
}

/** The cookie's value: the progress as JSON, in base64url (only characters a cookie carries as they are). */
export function encodeProgress(p: CheckoutProgress): string {
  const bytes = new TextEncoder().encode(JSON.stringify(p));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  // base64 has = only at its end.
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=/g, '');
}

/** The progress a cookie's value holds; null for none, or for a value that is not one this store wrote. */
export function decodeProgress(value: string | null | undefined): CheckoutProgress | null {
  if (!value || value.length > MAX_VALUE_LENGTH || !/^[\w-]+$/.test(value)) return null;
  try {
    const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
    const json = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
    const parsed: unknown = JSON.parse(json);
    return isProgress(parsed) ? pick(parsed) : null;
  } catch {
    return null;
  }
}

/** Whether the cookie can keep `p` (a browser drops a longer cookie whole). */
export function progressFits(p: CheckoutProgress): boolean {
  return encodeProgress(p).length <= MAX_VALUE_LENGTH;
}

/** The progress `document.cookie` (or a `Cookie` header) carries; null for none. */
export function readCheckoutCookie(cookieHeader: string | null | undefined): CheckoutProgress | null {
  return decodeProgress(cookieValue(cookieHeader, CHECKOUT_COOKIE));
}

/** The `Set-Cookie` header (or `document.cookie` assignment) that keeps `p` as the checkout's progress; null removes it. */
export function checkoutCookie(p: CheckoutProgress | null, secure: boolean): string {
  return shopperCookie(CHECKOUT_COOKIE, p ? encodeProgress(p) : '', secure, CHECKOUT_KEPT_SECONDS);
}
