import { data, redirect } from 'react-router';
import { z } from 'zod';
import { guestSignIn } from '@generated/hooks/authentication/authentication';
import type { Address, User } from '@generated/hooks/model';
import { guestSignInBody } from '@generated/zod/authentication/authentication.zod';
import { formAction, type FormState, type RouteData } from '@/api';
import type { AddressData } from '@/domain/checkout/checkout-state';
import { addressSchema, formatPhone, guestSchema, type AddressValues } from '@/domain/validation';
import { withinContract } from '@/domain/validation/within-contract';
import { checkoutWhere, useSession } from '@/features/session';
import { ADDRESS_KEYS, type AddressKey } from './components/address-fields';

/** The checkout's forms, as each names itself in the hidden `form` field. */
export const CHECKOUT_FORMS = { guest: 'checkout-guest', shipping: 'checkout-shipping', delivery: 'checkout-delivery' } as const;

/** The step each step's form leads to once taken. */
const next = (step: 'shipping' | 'delivery' | 'payment') => redirect(`/checkout?step=${step}`, 303);

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
  | ({ form: typeof CHECKOUT_FORMS.delivery } & FormState<DeliveryField, true>);

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
