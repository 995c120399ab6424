import { z } from 'zod';
import { messages as M, NEWSLETTER } from './messages';
import {
  accountNumber,
  checkNumber,
  email,
  password,
  personName,
  phone,
  quantity,
  requiredText,
  routingNumber,
  shippingName,
  stateCode,
  taxOrIdNumber,
  textRule,
  zip,
} from './rules';

/**
 * A form's schema, built the first time it checks something: a page evaluates this module without
 * building every form of the store (all of them together took 80 ms of a phone's start-up).
 */
const later = <T extends z.ZodType>(build: () => T) => z.lazy(build);

/** The forms of the store, composed from the rules. */
export const signInSchema = later(() =>
  z.object({
    emailId: email(),
    password: z.string().min(1, M.password.empty),
  }),
);

export const signUpSchema = later(() =>
  z.object({
    firstName: personName('first name'),
    lastName: personName('last name'),
    emailId: email(),
    mobNo: phone(),
    password: password(),
  }),
);

export const forgotPasswordSchema = later(() => z.object({ emailId: email() }));

/** Optional mobile: blank is fine, anything typed must be a 10-digit US number. */
const optionalPhone = () =>
  z.string().superRefine((v, ctx) => {
    if (v.trim() === '') return;
    const r = phone().safeParse(v);
    // Stryker disable next-line OptionalChaining,StringLiteral: a failed parse always has an issue; zod reports it whatever its code
    if (!r.success) ctx.addIssue({ code: 'custom', message: r.error.issues[0]?.message ?? M.phone.empty });
  });

/** Account settings: the contact details (UpdateContactInfo). */
export const contactDetailsSchema = later(() =>
  z.object({
    firstName: personName('first name'),
    lastName: personName('last name'),
    emailId: email(),
    mobNo: optionalPhone(),
  }),
);

/** Account settings: the password, the new one typed twice (ChangePassword). */
export const changePasswordSchema = later(() =>
  z
    .object({ current: z.string().min(1, 'Enter your current password.'), password: password(), confirm: z.string() })
    .refine((v) => v.password === v.confirm, { message: M.password.mismatch, path: ['confirm'] }),
);

export const resetPasswordSchema = later(() =>
  z
    .object({ password: password(), confirm: z.string() })
    .refine((v) => v.password === v.confirm, { message: M.password.mismatch, path: ['confirm'] }),
);

export const newsletterSchema = later(() =>
  z.object({
    email: email(NEWSLETTER.emailRequired, NEWSLETTER.emailInvalid),
    captcha: z.string().min(1, NEWSLETTER.captchaRequired),
  }),
);

export const feedbackSchema = later(() =>
  z.object({
    firstName: personName('first name'),
    lastName: personName('last name'),
    emailId: email(),
    feedBackType: z.string().min(1, M.choose('a message category')),
    feedBackText: requiredText('your message'),
  }),
);

/** Order tracking needs the invoice number, the email and the zip code of the order, no login. */
export const trackOrderSchema = later(() =>
  z.object({
    invoiceNumber: requiredText('the invoice number'),
    emailId: email(),
    zipCode: zip(),
  }),
);

export const SELL_METALS = ['Silver', 'Gold', 'Platinum', 'Palladium', 'Copper'] as const;
/** A sell-to-us request: who is selling, and at least one item with a description and a quantity. */
export const sellToUsSchema = later(() =>
  z.object({
    firstName: personName('first name'),
    lastName: personName('last name'),
    emailId: email(),
    mobNo: optionalPhone(),
    items: z
      .array(z.object({ description: requiredText('what you are selling'), metal: z.enum(SELL_METALS), quantity: quantity() }))
      .min(1, 'List at least one item.'),
    notes: z.string(),
  }),
);

/** A product review: a star rating and a few words (title optional). */
export const reviewSchema = later(() =>
  z.object({
    rating: z.string().regex(/^[1-5]$/, 'Choose a rating from 1 to 5 stars.'),
    title: z.string().max(120, 'Keep the title under 120 characters.'),
    reviewText: requiredText('your review'),
  }),
);

const eCheckBase = () => ({ routingNumber: routingNumber(), accountNumber: accountNumber(), checkNumber: checkNumber() });
/** Personal eCheck needs routing, account, check number, ID number and ID state; corporate needs the tax id. */
export const eCheckSchema = later(() =>
  z.discriminatedUnion('accountType', [
    z.object({ accountType: z.literal('Personal'), ...eCheckBase(), idNumber: taxOrIdNumber('ID number'), idState: stateCode() }),
    z.object({ accountType: z.literal('Corporate'), ...eCheckBase(), taxId: taxOrIdNumber('tax id') }),
  ]),
);

/** A checkout address (shipping name, names, street, city, state, zip with optional +4, mobile). */
export const addressSchema = later(() =>
  z.object({
    addressName: shippingName(),
    firstName: personName('first name'),
    lastName: personName('last name'),
    company: z.string().max(100, 'Keep the company name under 100 characters.'),
    line1: requiredText('the street address'),
    line2: z.string().max(100, 'Keep the second address line under 100 characters.'),
    city: requiredText('the city'),
    state: stateCode(),
    zip: zip(),
    phone: phone(),
  }),
);

/** Continuing as a guest takes an email for the order confirmation. */
export const guestSchema = later(() => z.object({ emailId: email() }));

/**
 * A day written YYYY-MM-DD that is on the calendar: it reads back as itself, so February 30 (which Date
 * takes as March 2), "2025-03" and "+002025-03-14" (which it also takes) are not days.
 */
const isCalendarDay = (v: string): boolean => {
  const at = Date.parse(`${v}T00:00:00Z`);
  return !Number.isNaN(at) && new Date(at).toISOString().slice(0, 10) === v;
};

/**
 * A holding bought elsewhere (AddCustomerHoldings): a product of the catalog, the day bought (not in the
 * future, `today` being the market's date), a whole quantity, the price paid per unit in dollars and cents,
 * and where it was bought (optional, 100 characters at most).
 */
export const holdingSchema = (today: string) =>
  z.object({
    productId: z
      .number({ error: M.choose('the product you bought') })
      .int()
      .positive(M.choose('the product you bought')),
    transactionDate: textRule([
      [(v) => v !== '', M.required('the day you bought it')],
      [isCalendarDay, 'Enter the date like 2025-03-14.'],
      [(v) => v <= today, 'The day you bought it cannot be in the future.'],
      [(v) => v >= '1900-01-01', 'Enter a date from 1900 on.'],
    ]),
    transactionQuantity: quantity(),
    productUnitPrice: textRule([
      [(v) => v !== '', M.required('the price you paid for each')],
      [
        (v) => /^\$?\d{1,7}(\.\d{1,2})?$/.test(v.replace(/,/g, '')) && Number(v.replace(/[$,]/g, '')) > 0,
        'Enter the price in dollars and cents, more than $0.00, like 33.85.',
      ],
    ]),
    sourceName: z.string().trim().max(100, 'Keep where you bought it to 100 characters.'),
  });

/** Feedback about the portfolio (AddPortfolioCustomerFeedbacks): a type and a text of 10 to 1,000 characters. */
export const portfolioFeedbackSchema = later(() =>
  z.object({
    feedBackType: z.string().min(1, M.choose('what your feedback is about')),
    feedBackText: textRule([
      [(v) => v !== '', M.required('your feedback')],
      [(v) => v.length >= 10, 'Write at least 10 characters, so we can act on it.'],
      [(v) => v.length <= 1000, 'Keep your feedback to 1,000 characters.'],
    ]),
  }),
);

export type HoldingValues = z.input<ReturnType<typeof holdingSchema>>;
export type PortfolioFeedbackValues = z.input<typeof portfolioFeedbackSchema>;
export type AddressValues = z.input<typeof addressSchema>;
export type ReviewValues = z.input<typeof reviewSchema>;
