import type { z } from 'zod';
import {
  addressSchema,
  changePasswordSchema,
  contactDetailsSchema,
  feedbackSchema,
  forgotPasswordSchema,
  newsletterSchema,
  resetPasswordSchema,
  reviewSchema,
  sellToUsSchema,
  signInSchema,
  signUpSchema,
  trackOrderSchema,
} from './forms';

/** The first message for each field a shopper got wrong, as the form shows them. */
function errors(schema: z.ZodType, values: unknown): Record<string, string> {
  const r = schema.safeParse(values);
  if (r.success) return {};
  const out: Record<string, string> = {};
  for (const issue of r.error.issues) {
    const key = issue.path.join('.');
    out[key] ??= issue.message;
  }
  return out;
}

const signUp = { firstName: 'Alexandra', lastName: 'Nguyen', emailId: 'alex@example.com', mobNo: '(512) 555-0134', password: 'Bullion#26' };
const feedback = {
  firstName: 'Alexandra',
  lastName: 'Nguyen',
  emailId: 'alex@example.com',
  feedBackType: 'Website',
  feedBackText: 'The chart is great.',
};
const address = {
  addressName: 'Home',
  firstName: 'Alexandra',
  lastName: 'Nguyen',
  company: '',
  line1: '1 Main St',
  line2: '',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  phone: '5125550134',
};

// Each form's schema is built on its first use, once: the first test of each checks every field's words, so
// a label lost from the form is seen where it is built.
describe('sign up', () => {
  it('names every empty field in its own words', () => {
    expect(errors(signUpSchema, { firstName: '', lastName: '', emailId: '', mobNo: '', password: '' })).toEqual({
      firstName: 'Enter your first name.',
      lastName: 'Enter your last name.',
      emailId: 'Enter your email address.',
      mobNo: 'Enter your mobile number.',
      password: 'Enter a password.',
    });
  });

  it('accepts a complete form', () => {
    expect(errors(signUpSchema, signUp)).toEqual({});
  });

  it('a mobile of 9 digits is short, 10 is right, 11 is long', () => {
    expect(errors(signUpSchema, { ...signUp, mobNo: '512555013' })).toEqual({ mobNo: 'Enter all 10 digits, area code first.' });
    expect(errors(signUpSchema, { ...signUp, mobNo: '5125550134' })).toEqual({});
    expect(errors(signUpSchema, { ...signUp, mobNo: '51255501341' })).toEqual({ mobNo: 'Enter no more than 10 digits.' });
  });

  it('refuses a password of 7 characters and takes one of 8', () => {
    expect(errors(signUpSchema, { ...signUp, password: 'Bull#26' })).toEqual({ password: 'Use at least 8 characters.' });
    expect(errors(signUpSchema, { ...signUp, password: 'Bulli#26' })).toEqual({});
  });

  it('refuses an email with no domain and a name with spaces inside', () => {
    expect(errors(signUpSchema, { ...signUp, emailId: 'alex@example' })).toEqual({
      emailId: 'Enter an email address like name@example.com.',
    });
    expect(errors(signUpSchema, { ...signUp, lastName: 'Van Dyke' })).toEqual({ lastName: 'Your last name cannot contain spaces.' });
  });
});

describe('sign in and reset', () => {
  it('a reset link needs the email', () => {
    expect(errors(forgotPasswordSchema, { emailId: '' })).toEqual({ emailId: 'Enter your email address.' });
    expect(errors(forgotPasswordSchema, { emailId: 'alex@example' })).toEqual({ emailId: 'Enter an email address like name@example.com.' });
    expect(errors(forgotPasswordSchema, { emailId: 'alex@example.com' })).toEqual({});
  });

  it('sign in needs the email and any password', () => {
    expect(errors(signInSchema, { emailId: 'alex@example.com', password: '' })).toEqual({ password: 'Enter a password.' });
    expect(errors(signInSchema, { emailId: 'alex@example.com', password: 'x' })).toEqual({});
  });

  it('the new password is typed twice, the same', () => {
    expect(errors(resetPasswordSchema, { password: 'Bullion#26', confirm: 'Bullion#27' })).toEqual({
      confirm: 'The two passwords do not match.',
    });
    expect(errors(resetPasswordSchema, { password: 'Bullion#26', confirm: 'Bullion#26' })).toEqual({});
  });
});

describe('feedback', () => {
  it('accepts a complete message, and names every empty field', () => {
    expect(errors(feedbackSchema, { firstName: '', lastName: '', emailId: '', feedBackType: '', feedBackText: '' })).toEqual({
      firstName: 'Enter your first name.',
      lastName: 'Enter your last name.',
      emailId: 'Enter your email address.',
      feedBackType: 'Choose a message category.',
      feedBackText: 'Enter your message.',
    });
    expect(errors(feedbackSchema, feedback)).toEqual({});
  });

  it('asks for the category and for words, not blanks', () => {
    expect(errors(feedbackSchema, { ...feedback, feedBackType: '', feedBackText: '  \n ' })).toEqual({
      feedBackType: 'Choose a message category.',
      feedBackText: 'Enter your message.',
    });
  });

  it('checks the names and the email like sign up', () => {
    expect(errors(feedbackSchema, { ...feedback, firstName: '', emailId: 'nobody' })).toEqual({
      firstName: 'Enter your first name.',
      emailId: 'Enter an email address like name@example.com.',
    });
  });
});

describe('the other forms', () => {
  it('newsletter: the spec’s own texts, and the CAPTCHA', () => {
    expect(errors(newsletterSchema, { email: '', captcha: '' })).toEqual({
      email: 'Please enter an email id to connect with Bold.',
      captcha: 'Please complete the CAPTCHA verification.',
    });
    expect(errors(newsletterSchema, { email: 'a@b', captcha: 'ok' })).toEqual({
      email: 'Please enter a valid email id to connect with Bold.',
    });
  });

  it('order tracking: invoice, email and a zip of 5 digits or 5+4', () => {
    expect(errors(trackOrderSchema, { invoiceNumber: ' ', emailId: 'alex@example.com', zipCode: '7870' })).toEqual({
      invoiceNumber: 'Enter the invoice number.',
      zipCode: 'Enter a 5-digit zip code, or 5 digits, a hyphen and 4 digits.',
    });
    expect(errors(trackOrderSchema, { invoiceNumber: 'BB-1', emailId: 'alex@example.com', zipCode: '78701-1234' })).toEqual({});
  });

  it('sell to us: the mobile is optional but checked when given; at least one item', () => {
    const base = {
      firstName: 'Alexandra',
      lastName: 'Nguyen',
      emailId: 'alex@example.com',
      mobNo: '',
      items: [{ description: 'Morgan dollars', metal: 'Silver', quantity: '12' }],
      notes: '',
    };
    expect(errors(sellToUsSchema, { ...base, firstName: '', lastName: '', emailId: '' })).toEqual({
      firstName: 'Enter your first name.',
      lastName: 'Enter your last name.',
      emailId: 'Enter your email address.',
    });
    expect(errors(sellToUsSchema, base)).toEqual({});
    expect(errors(sellToUsSchema, { ...base, mobNo: '51255' })).toEqual({ mobNo: 'Enter all 10 digits, area code first.' });
    expect(errors(sellToUsSchema, { ...base, mobNo: '   ' })).toEqual({});
    expect(errors(sellToUsSchema, { ...base, items: [] })).toEqual({ items: 'List at least one item.' });
    expect(errors(sellToUsSchema, { ...base, items: [{ description: '', metal: 'Silver', quantity: '0' }] })).toEqual({
      'items.0.description': 'Enter what you are selling.',
      'items.0.quantity': 'Enter a whole number of 1 or more.',
    });
  });

  it('review: a rating from 1 to 5 and a title of at most 120 characters', () => {
    const review = { rating: '5', title: 'x'.repeat(120), reviewText: 'Lovely coin.' };
    expect(errors(reviewSchema, { rating: '', title: '', reviewText: ' ' })).toEqual({
      rating: 'Choose a rating from 1 to 5 stars.',
      reviewText: 'Enter your review.',
    });
    expect(errors(reviewSchema, review)).toEqual({});
    expect(errors(reviewSchema, { ...review, rating: '1' })).toEqual({});
    // One star digit and nothing else.
    for (const rating of ['15', '05', '5 ', ' 5'])
      expect(errors(reviewSchema, { ...review, rating }), rating).toEqual({ rating: 'Choose a rating from 1 to 5 stars.' });
    expect(errors(reviewSchema, { ...review, rating: '0' })).toEqual({ rating: 'Choose a rating from 1 to 5 stars.' });
    expect(errors(reviewSchema, { ...review, rating: '6' })).toEqual({ rating: 'Choose a rating from 1 to 5 stars.' });
    expect(errors(reviewSchema, { ...review, title: 'x'.repeat(121) })).toEqual({ title: 'Keep the title under 120 characters.' });
  });

  it('address: company and second line up to 100 characters', () => {
    expect(errors(addressSchema, { ...address, company: 'c'.repeat(100), line2: 'l'.repeat(100) })).toEqual({});
    expect(errors(addressSchema, { ...address, company: 'c'.repeat(101), line2: 'l'.repeat(101) })).toEqual({
      company: 'Keep the company name under 100 characters.',
      line2: 'Keep the second address line under 100 characters.',
    });
  });
});

describe('account settings', () => {
  const contact = { firstName: 'Alexandra', lastName: 'Nguyen', emailId: 'alex@example.com', mobNo: '(512) 555-0134' };
  it('contact details: names and email as at sign-up, the mobile optional but 10 digits when given', () => {
    expect(errors(contactDetailsSchema, { firstName: '', lastName: '', emailId: '', mobNo: '' })).toEqual({
      firstName: 'Enter your first name.',
      lastName: 'Enter your last name.',
      emailId: 'Enter your email address.',
    });
    expect(errors(contactDetailsSchema, contact)).toEqual({});
    expect(errors(contactDetailsSchema, { ...contact, mobNo: '' })).toEqual({});
    expect(errors(contactDetailsSchema, { ...contact, mobNo: '512555013' })).toEqual({ mobNo: 'Enter all 10 digits, area code first.' });
    expect(errors(contactDetailsSchema, { ...contact, firstName: '', emailId: 'alex@' })).toEqual({
      firstName: 'Enter your first name.',
      emailId: expect.any(String),
    });
  });

  it('password: the current one, and a new one meeting the rule typed twice; exactly 8 characters is enough', () => {
    const ok = { current: 'Bullion#2026', password: 'Bullion#', confirm: 'Bullion#' };
    expect(errors(changePasswordSchema, { ...ok, password: 'Bulli0n#', confirm: 'Bulli0n#' })).toEqual({});
    expect(errors(changePasswordSchema, { ...ok, current: '' })).toMatchObject({ current: 'Enter your current password.' });
    expect(errors(changePasswordSchema, { current: 'x', password: 'Bulli0n#', confirm: 'Bulli0n$' })).toEqual({
      confirm: 'The two passwords do not match.',
    });
    expect(Object.keys(errors(changePasswordSchema, { current: 'x', password: 'Bul0n#a', confirm: 'Bul0n#a' }))).toEqual(['password']);
  });
});
