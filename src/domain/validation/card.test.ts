import fc from 'fast-check';
import { cardBrand, cardSchema, CARD_MESSAGES as C, expiryState, luhnValid } from './card';

const now = new Date('2026-11-22T12:00:00Z');
const schema = cardSchema(() => now);
const good = { name: 'Alexandra Sterling', number: '4242 4242 4242 4242', expiry: '12/29', cvc: '123' };
const firstError = (values: Partial<typeof good>, field: keyof typeof good) => {
  const r = schema.safeParse({ ...good, ...values });
  return r.success ? undefined : r.error.issues.find((i) => i.path[0] === field)?.message;
};

describe('card checks in the browser', () => {
  it.each([
    ['4242424242424242', true],
    ['4242424242424241', false],
    ['4000000000000002', true],
    ['378282246310005', true],
    ['378282246310006', false],
    ['0000000000000', true],
    ['79927398713', true],
    ['79927398710', false],
  ])('Luhn of %s is %s', (n, ok) => expect(luhnValid(n)).toBe(ok));

  it('any single changed digit of a valid number fails Luhn', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 1, max: 9 }), (i, delta) => {
        const digits = '4242424242424242'.split('').map(Number);
        digits[i] = ((digits[i] ?? 0) + delta) % 10;
        expect(luhnValid(digits.join(''))).toBe(false);
      }),
    );
  });

  it('gives each kind of bad number its own message', () => {
    expect(firstError({ number: '' }, 'number')).toBe(C.numberEmpty);
    expect(firstError({ number: '4242 4242 4242 424x' }, 'number')).toBe(C.numberDigits);
    expect(firstError({ number: '424242424242' }, 'number')).toBe(C.numberLength); // 12 digits: one short
    expect(firstError({ number: '4222222222222' }, 'number')).toBeUndefined(); // 13 digits: the shortest
    expect(firstError({ number: '42424242424242424242' }, 'number')).toBe(C.numberLength); // 20: one over
    expect(firstError({ number: '4242 4242 4242 4241' }, 'number')).toBe(C.numberLuhn);
    expect(firstError({ number: '4242-4242-4242-4242' }, 'number')).toBeUndefined();
  });

  it('accepts a card through the last day of its expiry month and refuses it the day after', () => {
    expect(expiryState('11/26', new Date('2026-11-30T23:59:59Z'))).toBe('ok');
    expect(expiryState('11/26', new Date('2026-12-01T00:00:00Z'))).toBe('past');
    expect(expiryState('10/26', now)).toBe('past');
    expect(expiryState('12/26', now)).toBe('ok');
    expect(expiryState('13/27', now)).toBe('format');
    expect(expiryState('00/27', now)).toBe('format');
    expect(expiryState('1/27', now)).toBe('format');
    expect(firstError({ expiry: '' }, 'expiry')).toBe(C.expiryEmpty);
    expect(firstError({ expiry: '2029-12' }, 'expiry')).toBe(C.expiryFormat);
    expect(firstError({ expiry: '10/26' }, 'expiry')).toBe(C.expiryPast);
  });

  it('wants 3 CVC digits, 4 for American Express', () => {
    expect(firstError({ cvc: '' }, 'cvc')).toBe(C.cvcEmpty);
    expect(firstError({ cvc: '12' }, 'cvc')).toBe(C.cvcFormat);
    expect(firstError({ cvc: '1234' }, 'cvc')).toBe(C.cvcFormat);
    expect(firstError({ number: '378282246310005', cvc: '1234' }, 'cvc')).toBeUndefined();
    expect(firstError({ number: '378282246310005', cvc: '123' }, 'cvc')).toBe(C.cvcFormat);
    expect(firstError({ name: '  ' }, 'name')).toBe(C.nameEmpty);
  });

  it('names the brand from the first digits', () => {
    expect(cardBrand('4242424242424242')).toBe('Visa');
    expect(cardBrand('5555555555554444')).toBe('Mastercard');
    expect(cardBrand('2223003122003222')).toBe('Mastercard');
    expect(cardBrand('378282246310005')).toBe('American Express');
    expect(cardBrand('6011111111111117')).toBe('Discover');
    expect(cardBrand('9999')).toBe('Card');
  });
});

describe('card checks, each edge', () => {
  it('a complete, valid card passes every check', () => {
    expect(schema.safeParse(good).success).toBe(true);
    expect(schema.safeParse({ ...good, number: '378282246310005', cvc: '1234' }).success).toBe(true);
  });

  it('Luhn refuses an empty number and any non-digit', () => {
    expect(luhnValid('')).toBe(false);
    expect(luhnValid('4242 4242')).toBe(false);
  });

  it('takes 19 digits, the longest', () => {
    expect(firstError({ number: '4222222222222222224' }, 'number')).toBeUndefined();
  });

  it('a non-digit first or last is named as such', () => {
    expect(firstError({ number: 'x242 4242 4242 4242' }, 'number')).toBe(C.numberDigits);
  });

  it('the brand is read from the first digits only', () => {
    expect(cardBrand('1347000000000000')).toBe('Card');
    expect(cardBrand('1601100000000000')).toBe('Card');
    expect(cardBrand('6500000000000000')).toBe('Discover');
  });

  it('the expiry is exactly MM/YY, spaces around the slash allowed; 01 and 12 are months', () => {
    expect(expiryState(' 12 / 29 ', now)).toBe('ok');
    expect(expiryState('01/27', now)).toBe('ok');
    expect(expiryState('112/29', now)).toBe('format');
    expect(expiryState('12/290', now)).toBe('format');
  });

  it('an empty CVC is told once, as empty, not also as the wrong length', () => {
    const r = schema.safeParse({ ...good, cvc: '' });
    expect(r.success ? [] : r.error.issues.filter((i) => i.path[0] === 'cvc').map((i) => i.message)).toEqual([C.cvcEmpty]);
  });

  it('a CVC is digits only: 3, or 4 for American Express, never more or fewer', () => {
    const amex = '378282246310005';
    expect(firstError({ cvc: '1' }, 'cvc')).toBe(C.cvcFormat);
    expect(firstError({ cvc: '12a' }, 'cvc')).toBe(C.cvcFormat);
    expect(firstError({ number: amex, cvc: '12345' }, 'cvc')).toBe(C.cvcFormat);
    expect(firstError({ number: amex, cvc: 'a1234' }, 'cvc')).toBe(C.cvcFormat);
  });
});
