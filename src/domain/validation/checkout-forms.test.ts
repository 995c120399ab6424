import { addressSchema, eCheckSchema, guestSchema } from './forms';
import { messages as M } from './messages';

const errorsOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('eCheck rules, at each limit and one past it', () => {
  const personal = {
    accountType: 'Personal' as const,
    routingNumber: '121000358',
    accountNumber: '000123456789',
    checkNumber: '1042',
    idNumber: 'D1234567',
    idState: 'CA',
  };
  const corporate = {
    accountType: 'Corporate' as const,
    routingNumber: '121000358',
    accountNumber: '000123456789',
    checkNumber: '1042',
    taxId: '12AB3456',
  };
  const err = (v: object) => errorsOf(eCheckSchema.safeParse(v));

  // First, so the form's schema (built on its first use) is first built where every field's words are checked.
  it('names each empty field in its own words, personal and corporate', () => {
    const empty = { routingNumber: '', accountNumber: '', checkNumber: '' };
    expect(err({ accountType: 'Personal', ...empty, idNumber: '', idState: '' })).toEqual({
      routingNumber: M.routing.empty,
      accountNumber: M.account.empty,
      checkNumber: M.check.empty,
      idNumber: 'Enter the ID number.',
      idState: M.state,
    });
    expect(err({ accountType: 'Corporate', ...empty, taxId: '' })).toEqual({
      routingNumber: M.routing.empty,
      accountNumber: M.account.empty,
      checkNumber: M.check.empty,
      taxId: 'Enter the tax id.',
    });
  });

  it.each([
    ['routingNumber', '', M.routing.empty],
    ['routingNumber', '1', undefined],
    ['routingNumber', '123456789', undefined],
    ['routingNumber', '1234567890', M.routing.invalid],
    ['routingNumber', '12345678a', M.routing.invalid],
    ['accountNumber', '', M.account.empty],
    ['accountNumber', 'A'.repeat(50), undefined],
    ['accountNumber', 'A'.repeat(51), M.account.long],
    ['checkNumber', '', M.check.empty],
    ['checkNumber', '0', undefined],
    ['checkNumber', '10 4', M.check.invalid],
    ['idNumber', '', M.taxId.empty('ID number')],
    ['idNumber', 'D123 4567', M.taxId.invalid],
    ['idNumber', 'D-1234567', M.taxId.invalid],
    ['idState', null, M.state],
    ['idState', '  ', M.state],
  ])('personal %s %j → %s', (field, value, message) => {
    expect(err({ ...personal, [field]: value })[field]).toBe(message);
  });

  it('a corporate eCheck needs routing, account, check number and tax id, and no ID number or state', () => {
    expect(eCheckSchema.safeParse(corporate).success).toBe(true);
    expect(err({ ...corporate, taxId: '' }).taxId).toBe(M.taxId.empty('tax id'));
    expect(err({ ...corporate, taxId: '12 AB' }).taxId).toBe(M.taxId.invalid);
    expect(eCheckSchema.safeParse({ ...personal, idNumber: undefined }).success).toBe(false);
  });
});

describe('the checkout address', () => {
  const good = {
    addressName: 'Home',
    firstName: 'Alexandra',
    lastName: 'Sterling',
    company: '',
    line1: '500 Market St',
    line2: '',
    city: 'San Francisco',
    state: 'CA',
    zip: '94105',
    phone: '4155550134',
  };
  const err = (v: Partial<typeof good> & Record<string, unknown>) => errorsOf(addressSchema.safeParse({ ...good, ...v }));

  it('names each empty field in its own words', () => {
    const blank = Object.fromEntries(Object.keys(good).map((k) => [k, '']));
    expect(err(blank)).toEqual({
      addressName: M.shippingName.empty,
      firstName: 'Enter your first name.',
      lastName: 'Enter your last name.',
      line1: 'Enter the street address.',
      city: 'Enter the city.',
      state: M.state,
      zip: M.zip,
      phone: M.phone.empty,
    });
  });

  it('accepts a complete address and keeps the mobile as 10 digits', () => {
    const r = addressSchema.safeParse({ ...good, phone: '(415) 555-0134' });
    expect(r.success && r.data.phone).toBe('4155550134');
  });

  it.each([
    ['zip', '94105-1234', undefined],
    ['zip', '9410', M.zip],
    ['zip', '941051', M.zip],
    ['zip', '94105-123', M.zip],
    ['zip', '94105-12345', M.zip],
    ['zip', '94105 1234', M.zip],
    ['addressName', '', M.shippingName.empty],
    ['addressName', 'My home', M.shippingName.spaces],
    ['addressName', '2nd', M.shippingName.start],
    ['addressName', 'Office2', undefined],
    ['phone', '415555013', M.phone.tooShort],
    ['phone', '41555501345', M.phone.tooLong],
    ['phone', '', M.phone.empty],
    ['state', '', M.state],
    ['line1', '   ', M.required('the street address')],
    ['city', '', M.required('the city')],
    ['firstName', 'Mary Ann', M.name.innerSpace('first name')],
  ])('%s %j → %s', (field, value, message) => {
    expect(err({ [field]: value })[field]).toBe(message);
  });

  it('a guest gives a valid email to continue', () => {
    expect(errorsOf(guestSchema.safeParse({ emailId: '' })).emailId).toBe(M.email.empty);
    expect(errorsOf(guestSchema.safeParse({ emailId: 'guest@example' })).emailId).toBe(M.email.invalid);
    expect(guestSchema.safeParse({ emailId: 'guest@example.com' }).success).toBe(true);
  });
});
