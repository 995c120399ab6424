import fc from 'fast-check';
import type { z } from 'zod';
import { eCheckSchema, newsletterSchema, sellToUsSchema, trackOrderSchema } from './forms';
import { messages as M, NEWSLETTER } from './messages';
import {
  accountNumber,
  checkNumber,
  email,
  formatPhone,
  password,
  personName,
  phone,
  positiveNumber,
  quantity,
  requiredText,
  routingNumber,
  shippingName,
  stateCode,
  taxOrIdNumber,
  zip,
} from './rules';

/** The first message a schema gives for a value, or null when it passes. */
function errorOf(schema: z.ZodType, value: unknown): string | null {
  const r = schema.safeParse(value);
  return r.success ? null : (r.error.issues[0]?.message ?? 'invalid');
}

describe('validation rules (edge cases)', () => {
  it.each([
    ['email', email(), '', M.email.empty],
    ['email', email(), '   ', M.email.empty],
    ['email', email(), 'ada@example.com', null],
    ['email', email(), 'ada@example.c', M.email.invalid],
    ['email', email(), 'ada@example.io', null],
    ['email', email(), 'ada@example.museum', M.email.invalid],
    ['email', email(), 'ada@example.info', null],
    ['email', email(), 'ada.example.com', M.email.invalid],
    ['email', email(), 'ada@@example.com', M.email.invalid],
    ['password', password(), '', M.password.empty],
    ['password', password(), 'Ab1!', M.password.short],
    ['password', password(), 'Abcd1!x', M.password.short],
    ['password', password(), 'Abcde1!x', null],
    ['password', password(), 'ABCDEFG1!', M.password.lower],
    ['password', password(), 'abcdefg1!', M.password.upper],
    ['password', password(), 'Abcdefgh!', M.password.digit],
    ['password', password(), 'Abcdefgh1', M.password.special],
    ['password', password(), 'Bullion#2026', null],
    ['name', personName('first name'), '', M.name.empty('first name')],
    ['name', personName('first name'), 'Mary Ann', M.name.innerSpace('first name')],
    ['name', personName('first name'), ' Ada ', null],
    ['name', personName('first name'), 'O’Brien', M.name.letters('first name')],
    ['name', personName('first name'), 'Ada2', M.name.letters('first name')],
    ['mobile', phone(), '', M.phone.empty],
    ['mobile', phone(), '415555013', M.phone.tooShort],
    ['mobile', phone(), '4155550134', null],
    ['mobile', phone(), '(415) 555-0134', null],
    ['mobile', phone(), '41555501345', M.phone.tooLong],
    ['mobile', phone(), '415-555-O134', M.phone.digits],
    ['zip', zip(), '94105', null],
    ['zip', zip(), '94105-1234', null],
    ['zip', zip(), '9410', M.zip],
    ['zip', zip(), '94105-12', M.zip],
    ['quantity', quantity(), '', M.quantity.empty],
    ['quantity', quantity(), '0', M.quantity.invalid],
    ['quantity', quantity(), '05', M.quantity.leadingZero],
    ['quantity', quantity(), '1.5', M.quantity.invalid],
    ['quantity', quantity(), '-2', M.quantity.invalid],
    ['quantity', quantity(), '20', null],
    ['number', positiveNumber(), '0', M.number],
    ['number', positiveNumber(), '0.01', null],
    ['number', positiveNumber(), 'abc', M.number],
    ['required', requiredText('your message'), ' \t ', M.required('your message')],
    ['shipping name', shippingName(), 'Home1', null],
    ['shipping name', shippingName(), 'My home', M.shippingName.spaces],
    ['shipping name', shippingName(), '1Home', M.shippingName.start],
    ['routing', routingNumber(), '1210003580', M.routing.invalid],
    ['routing', routingNumber(), '121000358', null],
    ['account', accountNumber(), 'x'.repeat(51), M.account.long],
    ['check', checkNumber(), '10a', M.check.invalid],
    // The contract's maxima: 15 digits for a check number, 20 characters for a tax or ID number.
    ['check', checkNumber(), '1'.repeat(15), null],
    ['check', checkNumber(), '1'.repeat(16), M.check.long],
    ['tax id', taxOrIdNumber('tax id'), 'AB 12', M.taxId.invalid],
    ['tax id', taxOrIdNumber('tax id'), 'A'.repeat(20), null],
    ['tax id', taxOrIdNumber('tax id'), 'A'.repeat(21), M.taxId.long],
  ] as const)('%s: %j', (_, schema, value, expected) => {
    expect(errorOf(schema, value)).toBe(expected);
  });

  it('a state is non-null and non-blank', () => {
    expect(errorOf(stateCode(), null)).toBe(M.state);
    expect(errorOf(stateCode(), ' ')).toBe(M.state);
    expect(errorOf(stateCode(), 'CA')).toBeNull();
  });

  it('formats exactly 10 digits as (xxx) xxx-xxxx and leaves 9 alone', () => {
    expect(formatPhone('4155550134')).toBe('(415) 555-0134');
    expect(formatPhone('415555013')).toBe('415555013');
  });

  it('the newsletter form uses the spec’s three messages to the letter', () => {
    const err = (v: { email: string; captcha: string }) => newsletterSchema.safeParse(v).error?.issues.map((i) => i.message);
    expect(err({ email: '', captcha: 'x' })).toEqual(['Please enter an email id to connect with Bold.']);
    expect(err({ email: 'nope', captcha: 'x' })).toEqual(['Please enter a valid email id to connect with Bold.']);
    expect(err({ email: 'a@b.com', captcha: '' })).toEqual(['Please complete the CAPTCHA verification.']);
    expect(NEWSLETTER.captchaRequired).toBe('Please complete the CAPTCHA verification.');
  });

  it('a personal eCheck needs the ID number and state; a corporate one the tax id', () => {
    const base = { routingNumber: '121000358', accountNumber: '000123', checkNumber: '1042' };
    expect(eCheckSchema.safeParse({ accountType: 'Personal', ...base, idNumber: 'D123', idState: 'CA' }).success).toBe(true);
    expect(eCheckSchema.safeParse({ accountType: 'Personal', ...base, idNumber: 'D123', idState: null }).success).toBe(false);
    expect(eCheckSchema.safeParse({ accountType: 'Corporate', ...base, taxId: '12AB34' }).success).toBe(true);
    expect(eCheckSchema.safeParse({ accountType: 'Corporate', ...base }).success).toBe(false);
  });
});

describe('validation rules (properties)', () => {
  const letters = fc.stringMatching(/^[A-Za-z]{1,20}$/);

  it('valid emails pass; any without @ or with a long suffix fail with the invalid message', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z0-9._]{1,12}$/),
        fc.stringMatching(/^[a-z0-9]{1,10}$/),
        fc.stringMatching(/^[a-z]{2,4}$/),
        (local, domain, tld) => errorOf(email(), `${local}@${domain}.${tld}`) === null,
      ),
    );
    fc.assert(fc.property(fc.stringMatching(/^[a-z0-9.]{1,20}$/), (s) => errorOf(email(), s) === M.email.invalid));
    fc.assert(fc.property(fc.stringMatching(/^[a-z]{5,8}$/), (tld) => errorOf(email(), `a@b.${tld}`) === M.email.invalid));
  });

  it('passwords with all four kinds and 8+ characters pass; dropping a kind names it', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z]{2,6}$/),
        fc.stringMatching(/^[A-Z]{2,6}$/),
        fc.stringMatching(/^\d{2,4}$/),
        fc.constantFrom('!', '#', '$', '%'),
        (l, u, d, s) => errorOf(password(), l + u + d + s + 'xy') === null,
      ),
    );
    fc.assert(fc.property(fc.stringMatching(/^[A-Z]{4,8}\d{4}!$/), (p) => errorOf(password(), p) === M.password.lower));
  });

  it('names of letters only pass; a space inside is flagged as a space, digits as not letters', () => {
    fc.assert(fc.property(letters, (n) => errorOf(personName('first name'), n) === null));
    fc.assert(fc.property(letters, letters, (a, b) => errorOf(personName('first name'), `${a} ${b}`) === M.name.innerSpace('first name')));
    fc.assert(
      fc.property(
        letters,
        fc.integer({ min: 0, max: 9 }),
        (a, d) => errorOf(personName('first name'), `${a}${d}`) === M.name.letters('first name'),
      ),
    );
  });

  it('exactly 10 digits pass as a phone; fewer ask for all 10, more for at most 10', () => {
    fc.assert(fc.property(fc.stringMatching(/^\d{10}$/), (d) => errorOf(phone(), d) === null && formatPhone(d).length === 14));
    fc.assert(fc.property(fc.stringMatching(/^\d{1,9}$/), (d) => errorOf(phone(), d) === M.phone.tooShort));
    fc.assert(fc.property(fc.stringMatching(/^\d{11,15}$/), (d) => errorOf(phone(), d) === M.phone.tooLong));
  });

  it('positive integers without a leading zero are quantities; a leading zero is named', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 1_000_000 }), (n) => errorOf(quantity(), String(n)) === null));
    fc.assert(fc.property(fc.integer({ min: 1, max: 1000 }), (n) => errorOf(quantity(), `0${n}`) === M.quantity.leadingZero));
  });

  it('zips are 5 digits with an optional -4', () => {
    fc.assert(fc.property(fc.stringMatching(/^\d{5}(-\d{4})?$/), (z) => errorOf(zip(), z) === null));
    fc.assert(fc.property(fc.stringMatching(/^\d{1,4}$|^\d{6,9}$/), (z) => errorOf(zip(), z) === M.zip));
  });
});

describe('track-order and sell-to-us forms', () => {
  it('order tracking needs invoice, a valid email and a zip code', () => {
    const r = trackOrderSchema.safeParse({ invoiceNumber: '  ', emailId: 'a@b', zipCode: '1234' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path[0])).toEqual(['invoiceNumber', 'emailId', 'zipCode']);
    expect(
      trackOrderSchema.safeParse({ invoiceNumber: 'BB-100234', emailId: 'demo@boldbullion.test', zipCode: '78701-1234' }).success,
    ).toBe(true);
  });

  it('a sell-to-us request needs at least one item with a description and a whole quantity; a phone is optional but checked', () => {
    const ok = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      emailId: 'ada@example.com',
      mobNo: '',
      items: [{ description: '20 Silver Eagles', metal: 'Silver', quantity: '20' }],
      notes: '',
    };
    expect(sellToUsSchema.safeParse(ok).success).toBe(true);
    expect(sellToUsSchema.safeParse({ ...ok, items: [] }).error?.issues[0]?.message).toBe('List at least one item.');
    expect(sellToUsSchema.safeParse({ ...ok, items: [{ ...ok.items[0], quantity: '05' }] }).error?.issues[0]?.message).toBe(
      'Enter the quantity without a leading zero.',
    );
    expect(sellToUsSchema.safeParse({ ...ok, mobNo: '12345' }).success).toBe(false);
    expect(sellToUsSchema.safeParse({ ...ok, mobNo: '(512) 555-0199' }).success).toBe(true);
  });
});

describe('rules at their edges (mutation testing)', () => {
  const messageOf = (schema: z.ZodType, v: string) => {
    const r = schema.safeParse(v);
    return r.success ? undefined : r.error.issues[0]?.message;
  };

  it('text is trimmed before it is checked, except a password, which is kept as typed', () => {
    expect(email().parse('  alex@example.com ')).toBe('alex@example.com');
    expect(password().parse(' Bullion#26 ')).toBe(' Bullion#26 ');
  });

  it('a phone is formatted only when it is exactly 10 digits', () => {
    expect(formatPhone('5125550134')).toBe('(512) 555-0134');
    expect(formatPhone('51255501345')).toBe('51255501345');
    expect(formatPhone('512555013')).toBe('512555013');
  });

  it('a positive number may have a decimal point, not letters, nothing after the point, or a zero value', () => {
    expect(messageOf(positiveNumber(), '10.25')).toBeUndefined();
    expect(messageOf(positiveNumber(), '12')).toBeUndefined();
    expect(messageOf(positiveNumber(), '.5')).toBeUndefined();
    for (const bad of ['1.', 'a1', '1a', '0', '0.00', '']) expect(messageOf(positiveNumber(), bad), bad).toBe(M.number);
  });

  it('an address name is a letter then letters or digits, to the end', () => {
    expect(messageOf(shippingName(), 'Home2')).toBeUndefined();
    expect(messageOf(shippingName(), 'Home!')).toBe(M.shippingName.start);
    expect(messageOf(shippingName(), '2Home')).toBe(M.shippingName.start);
  });

  it('a required text and a state say exactly what is missing', () => {
    expect(messageOf(requiredText('the city'), ' ')).toBe('Enter the city.');
    expect(messageOf(stateCode(), '')).toBe('Choose a state.');
  });
});
