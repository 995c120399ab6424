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
