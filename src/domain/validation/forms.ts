import { z } from 'zod';
import { messages as M, NEWSLETTER } from './messages';
import { accountNumber, checkNumber, email, password, personName, phone, requiredText, routingNumber, stateCode, taxOrIdNumber } from './rules';

/** The forms of the store, composed from the rules. */
export const signInSchema = z.object({
  emailId: email(),
  password: z.string().min(1, M.password.empty),
});

export const signUpSchema = z.object({
  firstName: personName('first name'),
  lastName: personName('last name'),
  emailId: email(),
  mobNo: phone(),
  password: password(),
});

export const forgotPasswordSchema = z.object({ emailId: email() });

export const resetPasswordSchema = z
  .object({ password: password(), confirm: z.string() })
  .refine((v) => v.password === v.confirm, { message: M.password.mismatch, path: ['confirm'] });

export const newsletterSchema = z.object({
  email: email(NEWSLETTER.emailRequired, NEWSLETTER.emailInvalid),
  captcha: z.string().min(1, NEWSLETTER.captchaRequired),
});

export const feedbackSchema = z.object({
  firstName: personName('first name'),
  lastName: personName('last name'),
  emailId: email(),
  feedBackType: z.string().min(1, M.choose('a message category')),
  feedBackText: requiredText('your message'),
});

const eCheckBase = { routingNumber: routingNumber(), accountNumber: accountNumber(), checkNumber: checkNumber() };
/** Spec 5: personal eCheck needs routing, account, check number, ID number and ID state; corporate needs the tax id. */
export const eCheckSchema = z.discriminatedUnion('accountType', [
  z.object({ accountType: z.literal('Personal'), ...eCheckBase, idNumber: taxOrIdNumber('ID number'), idState: stateCode() }),
  z.object({ accountType: z.literal('Corporate'), ...eCheckBase, taxId: taxOrIdNumber('tax id') }),
]);

export type SignInValues = z.input<typeof signInSchema>;
export type SignUpValues = z.input<typeof signUpSchema>;
export type NewsletterValues = z.input<typeof newsletterSchema>;
