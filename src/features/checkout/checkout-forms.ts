import { data, redirect, type RouterContextProvider } from 'react-router';
import { placeOrder } from '@generated/hooks/checkout/checkout';
import { z } from 'zod';
import { guestSignIn } from '@generated/hooks/authentication/authentication';
import type { Address, User } from '@generated/hooks/model';
import { guestSignInBody } from '@generated/zod/authentication/authentication.zod';
import { formAction, loadQueries, type FormState, type RouteData } from '@/api';
import { couponCookie } from '@/domain/cart/coupon-cookie';
import { hasSurcharge, type PaymentMethod } from '@/domain/checkout/charges';
import { placedCookie } from '@/domain/checkout/placed-cookie';
import { choosePayment, initialCheckout, type AddressData, type ECheckData } from '@/domain/checkout/checkout-state';
import { HIGH_RISK_REFUSAL, mayPayWith } from '@/domain/checkout/risk';
import { addressSchema, eCheckSchema, formatPhone, guestSchema, type AddressValues } from '@/domain/validation';
import { withinContract } from '@/domain/validation/within-contract';
import { guestCartWhere, renderedCart } from '@/features/cart';
import { checkoutWhere, useSession } from '@/features/session';
import { orderFailure } from './hooks/use-place-order';
import { orderRequest, withoutOrdered } from './order-request';
import { ADDRESS_KEYS, type AddressKey } from './components/address-fields';

/** The checkout's forms, as each names itself in the hidden `form` field. */
export const CHECKOUT_FORMS = {
  guest: 'checkout-guest',
  shipping: 'checkout-shipping',
  delivery: 'checkout-delivery',
  payment: 'checkout-payment',
  place: 'checkout-place',
} as const;

/** The step each step's form leads to once taken. */
const next = (step: 'shipping' | 'delivery' | 'payment' | 'review') => redirect(`/checkout?step=${step}`, 303);

export const GUEST_FIELDS = [{ name: 'emailId', id: 'guest-email' }] as const;
type GuestField = (typeof GUEST_FIELDS)[number]['name'];

/** Held to the contract's limits for GuestSignIn (an email of at most 254 characters). */
const guestFormSchema = withinContract(guestSchema, guestSignInBody);

/**
 * Keeps a guest's checkout session wherever the form's action ran: on the server sealed in the session
 * cookie the page's answer carries; in the browser the store's /api has sealed it already, and the session
 * store learns who is checking out.
 */
async function keepGuest({ server }: RouteData, user: User): Promise<void> {
  const guest = { userId: user.userId, token: user.token, firstName: user.firstName, isGuest: true };
  if (!server) return useSession.getState().signIn(guest);
  if (!server.session) throw new Error('This server keeps no sessions');
  await server.session.start(guest);
}

const prefixed = <P extends string>(prefix: P) => ADDRESS_KEYS.map((k) => `${prefix}.${k}` as const);
export const SHIPPING_FIELDS = [...prefixed('shipping'), 'billingSame', ...prefixed('billing')] as const;
export type ShippingField = (typeof SHIPPING_FIELDS)[number];

/** The address under `prefix` in a posted form's fields. */
export const addressIn = (values: Partial<Record<ShippingField, string>>, prefix: 'shipping' | 'billing'): AddressValues =>
  Object.fromEntries(ADDRESS_KEYS.map((k) => [k, values[`${prefix}.${k}`] ?? ''])) as AddressValues;

/** The messages of the address under `prefix`, by field. */
export const addressErrorsIn = (errors: Partial<Record<ShippingField, string>>, prefix: 'shipping' | 'billing') =>
  Object.fromEntries(ADDRESS_KEYS.flatMap((k) => (errors[`${prefix}.${k}`] ? [[k, errors[`${prefix}.${k}`]]] : []))) as Partial<
    Record<AddressKey, string>
  >;

/** A checkbox's field as a form sends it: there when ticked. */
const ticked = (value: string | undefined) => value !== undefined && value !== '';

/**
 * The shipping form, as posted: the shipping address checked; the billing address too unless "the same as
 * shipping" is ticked. Each message is on its field's posted name (`shipping.zip`).
 */
const shippingFormSchema = z.custom<Record<ShippingField, string>>().superRefine((v, ctx) => {
  const check = (prefix: 'shipping' | 'billing') => {
    for (const issue of addressSchema.safeParse(addressIn(v, prefix)).error?.issues ?? [])
      ctx.addIssue({ code: 'custom', message: issue.message, path: [`${prefix}.${issue.path.join('.')}`] });
  };
  check('shipping');
  if (!ticked(v.billingSame)) check('billing');
});

const blank: AddressValues = {
  addressName: 'Home',
  firstName: '',
  lastName: '',
  company: '',
  line1: '',
  line2: '',
  city: '',
  state: '',
  zip: '',
  phone: '',
};

/** An address as the form shows it (its phone formatted); a blank one for none. */
export const toForm = (a: AddressData | Address | null | undefined, name = 'Home'): AddressValues =>
  a
    ? {
        addressName: name,
        firstName: a.firstName,
        lastName: a.lastName,
        company: a.company ?? '',
        line1: a.line1,
        line2: a.line2 ?? '',
        city: a.city,
        state: a.state,
        zip: a.zip,
        phone: a.phone ? formatPhone(a.phone) : '',
      }
    : blank;

const toAddress = (v: AddressValues): AddressData => ({
  firstName: v.firstName.trim(),
  lastName: v.lastName.trim(),
  company: v.company.trim() || null,
  line1: v.line1.trim(),
  line2: v.line2.trim() || null,
  city: v.city.trim(),
  state: v.state ?? '',
  zip: v.zip.trim(),
  country: 'US',
  phone: v.phone.replace(/\D/g, ''),
});

/** What the checkout's action answers for a form it refused: which form, and its state. */
export type CheckoutAnswer =
  | ({ form: typeof CHECKOUT_FORMS.guest } & FormState<GuestField, true>)
  | ({ form: typeof CHECKOUT_FORMS.shipping } & FormState<ShippingField, true>)
  | ({ form: typeof CHECKOUT_FORMS.delivery } & FormState<DeliveryField, true>)
  | ({ form: typeof CHECKOUT_FORMS.payment } & FormState<PaymentField, true>)
  | ({ form: typeof CHECKOUT_FORMS.place } & FormState<PlaceField, true>);

/**
 * Continue as a guest (GuestSignIn): the session is kept, and the shopper goes on to the shipping address;
 * refused, the form says why with the email typed.
 */
export async function guestAction(request: Request, routeData: RouteData) {
  const answer = await formAction(
    request,
    guestFormSchema,
    async (v) => {
      await keepGuest(routeData, (await guestSignIn({ emailId: v.emailId.trim() })).data);
      return true as const;
    },
    { fields: ['emailId'] },
  );
  if (!answer) return null;
  if (!answer.data.result) return data<CheckoutAnswer>({ form: CHECKOUT_FORMS.guest, ...answer.data }, answer.init ?? undefined);
  return next('shipping');
}

/**
 * The shipping (and billing) address: kept in the checkout (a new destination voids the delivery chosen
 * and what was authorised), then on to delivery; refused, every message in the summary and on its field,
 * with what was typed.
 */
export async function shippingAction(request: Request, routeData: RouteData) {
  const checkout = checkoutWhere(routeData, request);
  const answer = await formAction(
    request,
    shippingFormSchema,
    (v) => {
      const shippingInfo = toAddress(addressIn(v, 'shipping'));
      const billingSame = ticked(v.billingSame);
      checkout.change((c) => ({
        ...c,
        shippingInfo,
        billingSameAsShipping: billingSame,
        billingInfo: billingSame ? shippingInfo : toAddress(addressIn(v, 'billing')),
        authorizationId: null,
        flags: { ...c.flags, shippingConfirmed: false, cardAuthorized: false },
      }));
      return Promise.resolve(true as const);
    },
    { fields: SHIPPING_FIELDS },
  );
  if (!answer) return null;
  if (!answer.data.result) return data<CheckoutAnswer>({ form: CHECKOUT_FORMS.shipping, ...answer.data }, answer.init ?? undefined);
  return next('delivery');
}

/** The longest order note. */
export const NOTE_MAX = 500;

/** Why an order note cannot be kept; '' when it can. */
export const noteProblem = (note: string): string => (note.length > NOTE_MAX ? `Keep the note under ${NOTE_MAX} characters.` : '');

const DELIVERY_FIELDS = ['shippingMethod', 'shipToDepository', 'signatureConfirmation', 'isGiftWrap', 'orderNote'] as const;
export type DeliveryField = (typeof DELIVERY_FIELDS)[number];

/**
 * The delivery form, as posted: a carrier's code (the carriers are the API's for the address; one it does
 * not offer is taken as its first, as the page shows it), the extras ticked, and a note of at most
 * {@link NOTE_MAX} characters.
 */
const deliveryFormSchema = z.custom<Record<DeliveryField, string>>().superRefine((v, ctx) => {
  if (!/^[\w-]{1,40}$/.test(v.shippingMethod))
    ctx.addIssue({ code: 'custom', message: 'Choose a shipping method.', path: ['shippingMethod'] });
  const problem = noteProblem(v.orderNote);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['orderNote'] });
});

/** The carrier and extras: kept in the checkout (what was authorised no longer applies), then on to payment. */
export async function deliveryAction(request: Request, routeData: RouteData) {
  const checkout = checkoutWhere(routeData, request);
  const answer = await formAction(
    request,
    deliveryFormSchema,
    (v) => {
      checkout.change((c) => ({
        ...c,
        shippingMethod: v.shippingMethod,
        signatureConfirmation: ticked(v.signatureConfirmation),
        isGiftWrap: ticked(v.isGiftWrap),
        orderNote: v.orderNote,
        authorizationId: null,
        flags: { ...c.flags, shippingConfirmed: true, shipToDepository: ticked(v.shipToDepository) },
      }));
      return Promise.resolve(true as const);
    },
    { fields: DELIVERY_FIELDS },
  );
  if (!answer) return null;
  if (!answer.data.result) return data<CheckoutAnswer>({ form: CHECKOUT_FORMS.delivery, ...answer.data }, answer.init ?? undefined);
  return next('payment');
}

/** An eCheck's fields, in the form's order. */
export const ECHECK_KEYS = ['accountType', 'routingNumber', 'accountNumber', 'checkNumber', 'idNumber', 'idState', 'taxId'] as const;
export type ECheckKey = (typeof ECHECK_KEYS)[number];
export const PAYMENT_FIELDS = ['paymentMode', ...ECHECK_KEYS.map((k) => `eCheck.${k}` as const)] as const;
export type PaymentField = (typeof PAYMENT_FIELDS)[number];

const METHODS: readonly PaymentMethod[] = ['eCheck', 'Wire', 'Card', 'PayPal', 'ApplePay'];
const methodOf = (value: string | undefined) => METHODS.find((m) => m === value) ?? null;

/** Why a way to pay is taken only with the page's script: the provider's script takes the card or the PayPal approval. */
export const NEEDS_SCRIPT: Record<'Card' | 'PayPal' | 'ApplePay', string> = {
  Card: 'Paying by card needs JavaScript, which is off or has not loaded in this browser: our payment provider’s script takes the card, so its number never reaches our server. Pay by eCheck or bank wire instead, or turn JavaScript on.',
  PayPal:
    'Paying with PayPal needs JavaScript, which is off or has not loaded in this browser: PayPal’s own window confirms the payment. Pay by eCheck or bank wire instead, or turn JavaScript on.',
  ApplePay: 'Apple Pay needs JavaScript, which is off or has not loaded in this browser. Pay by eCheck or bank wire instead.',
};

/** The eCheck in a posted form's fields. */
export const eCheckIn = (values: Partial<Record<PaymentField, string>>): Record<ECheckKey, string> =>
  Object.fromEntries(ECHECK_KEYS.map((k) => [k, values[`eCheck.${k}`] ?? ''])) as Record<ECheckKey, string>;

/**
 * The payment form, as posted: a way to pay this order may use (`refusal` says why one may not, where the
 * form was taken), and for an eCheck its details, each message on its posted name (`eCheck.routingNumber`).
 */
const paymentFormSchema = (refusal: (method: PaymentMethod) => string) =>
  z.custom<Record<PaymentField, string>>().superRefine((v, ctx) => {
    const method = methodOf(v.paymentMode);
    const problem = method ? refusal(method) : 'Choose how to pay.';
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['paymentMode'] });
    if (method !== 'eCheck') return;
    for (const issue of eCheckSchema.safeParse(eCheckIn(v)).error?.issues ?? [])
      ctx.addIssue({ code: 'custom', message: issue.message, path: [`eCheck.${issue.path.join('.')}`] });
  });

/**
 * The way to pay, then on to review. An eCheck sent without script is sealed in the shopper's session by
 * the server (the page is told only its type and last four); with script it stays in the page's memory,
 * as a card's token and PayPal's confirmation do, which the page's script put there as the form was sent.
 * A card, PayPal and Apple Pay sent without script are refused, saying they need it.
 */
export async function paymentAction(request: Request, routeData: RouteData) {
  const { server } = routeData;
  const checkout = checkoutWhere(routeData, request);
  const { state } = checkout;
  const refusal = (method: PaymentMethod): string => {
    if (!mayPayWith(method, state.maxmindScore)) return HIGH_RISK_REFUSAL;
    if (!hasSurcharge(method)) return '';
    if (server) return NEEDS_SCRIPT[method as keyof typeof NEEDS_SCRIPT];
    if (method === 'PayPal') return state.payPalOrderId ? '' : 'Confirm the payment with PayPal.';
    return state.card ? '' : 'Enter the card’s details.';
  };
  const answer = await formAction(
    request,
    paymentFormSchema(refusal),
    async (v) => {
      const method = methodOf(v.paymentMode) ?? 'Wire';
      const eCheck: ECheckData | null = method === 'eCheck' ? eCheckSchema.parse(eCheckIn(v)) : null;
      if (eCheck && server) {
        if (!server.session) throw new Error('This server keeps no sessions');
        await server.session.keepECheck(eCheck);
      }
      checkout.change((c) => ({
        ...choosePayment(c, method),
        eCheck: server ? null : eCheck,
        eCheckSealed: eCheck && server ? { accountType: eCheck.accountType, last4: eCheck.accountNumber.slice(-4) } : null,
        pageValidated: { ...c.pageValidated, payment: true },
        // The order attempt's key, from now on in the review's form: pressing Place order twice is one order.
        attemptKey: c.attemptKey ?? crypto.randomUUID(),
      }));
      return true as const;
    },
    { fields: PAYMENT_FIELDS },
  );
  if (!answer) return null;
  if (!answer.data.result) return data<CheckoutAnswer>({ form: CHECKOUT_FORMS.payment, ...answer.data }, answer.init ?? undefined);
  return next('review');
}

export const PLACE_FIELDS = ['termsAccepted', 'priceLockId', 'attemptKey'] as const;
export type PlaceField = (typeof PLACE_FIELDS)[number];

/** Said when Place order is pressed with the terms not agreed to. */
export const TERMS_REFUSAL = 'Tick the box to agree to the terms of sale, shipping and insurance.';
/** Said when the review's form carries no price lock, or no order attempt (a page from before the prices were held). */
const NOT_HELD = 'Your prices are not held yet: check them below, then place your order.';
/** Said for a refusal of the session (a guest's lasts 2 hours). */
const SESSION_ENDED = 'Your checkout session has ended. Sign in or continue as a guest again to place your order.';

const placeFormSchema = z.custom<Record<PlaceField, string>>().superRefine((v, ctx) => {
  if (!ticked(v.termsAccepted)) ctx.addIssue({ code: 'custom', message: TERMS_REFUSAL, path: ['termsAccepted'] });
  if (!/^[\w-]{1,100}$/.test(v.priceLockId) || !/^[\w-]{8,100}$/.test(v.attemptKey))
    ctx.addIssue({ code: 'custom', message: NOT_HELD, path: ['priceLockId'] });
});

/**
 * Place order, sent without script (or with the eCheck sealed by the server, which only it can pay with):
 * the order is placed on the server with the session's token, at the prices the review's lock holds, with
 * the order attempt's Idempotency-Key from the form (sent twice, it is one order). Placed, the checkout,
 * the sealed eCheck, the coupon and a guest's ordered lines are cleared, and the shopper goes to the
 * confirmation; refused, the review says why (prices locked again are shown by the page's loader). With
 * script the page's own script places the order (use-place-order.ts): this action then has nothing to do.
 */
export async function placeAction(request: Request, routeData: RouteData, context: Readonly<RouterContextProvider>) {
  const { server } = routeData;
  if (!server) return null;
  const checkout = checkoutWhere(routeData, request);
  const { state } = checkout;
  // Only what the server can pay with: a wire, or the eCheck it sealed.
  if (!state.pageValidated.payment || (state.paymentMode !== 'eCheck' && state.paymentMode !== 'Wire')) return next('payment');
  // The cookie is the shopper's to send: one naming no address is sent back to choose one, never placed.
  if (!state.shippingInfo) return next('shipping');
  const cart = renderedCart(routeData);
  await loadQueries(context, cart.queries);
  const secure = new URL(request.url).protocol === 'https:';
  let invoice = '';
  const answer = await formAction(
    request,
    placeFormSchema,
    async (v) => {
      const lines = cart.selected();
      const body = orderRequest(state, {
        lockId: v.priceLockId,
        lines,
        shippingMethod: state.shippingMethod,
        couponCode: cart.coupon()?.couponCode ?? null,
        eCheck: server.eCheck,
        authorizationId: null,
      });
      if (!body) throw new Error('The review was reached without a shipping address');
      invoice = (await placeOrder(body, { 'Idempotency-Key': v.attemptKey })).data.order.invoice;
      checkout.change(() => initialCheckout());
      const guest = guestCartWhere(routeData, request);
      if (guest) guest.keep(withoutOrdered(guest.lines, lines));
      else server.setCookie?.(couponCookie(null, secure));
      // The confirmation's script records the purchase, as it would have had the page placed the order.
      server.setCookie?.(placedCookie(invoice, secure));
      return true as const;
    },
    { fields: PLACE_FIELDS, message: (error) => orderFailure(error) || SESSION_ENDED },
  );
  if (!answer) return null;
  if (!answer.data.result) return data<CheckoutAnswer>({ form: CHECKOUT_FORMS.place, ...answer.data }, answer.init ?? undefined);
  // The order is placed whatever happens here: the sealed bank details are taken out of the session when
  // they paid, and a session that cannot be sealed again keeps them only until it ends.
  if (server.eCheck)
    await server.session?.keepECheck(null).catch((error: unknown) => {
      console.error(`The order is placed, but its eCheck is still sealed in the session (order ${invoice}):`, error);
    });
  return redirect(`/checkout/confirmation/${encodeURIComponent(invoice)}`, 303);
}
