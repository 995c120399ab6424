import { z } from 'zod';
import { textRule } from './rules';

/** Card checks made in the browser before anything is sent: Luhn, expiry and CVC. */
export const CARD_MESSAGES = {
  numberEmpty: 'Enter the card number.',
  numberDigits: 'Use digits only in the card number.',
  numberLength: 'Enter all the digits of the card number (13 to 19).',
  numberLuhn: 'Check the card number: it is not a valid card number.',
  expiryEmpty: 'Enter the expiry date as MM/YY.',
  expiryFormat: 'Enter the expiry date as MM/YY, for example 04/29.',
  expiryPast: 'This card has expired. Use another card.',
  cvcEmpty: 'Enter the security code.',
  cvcFormat: 'Enter the 3-digit security code (4 digits for American Express).',
  nameEmpty: 'Enter the name on the card.',
} as const;

export const cardDigits = (v: string) => v.replace(/[\s-]/g, '');

/** The Luhn checksum every card number carries. */
export function luhnValid(digits: string): boolean {
  // Stryker disable next-line Regex: with either anchor gone, a non-digit still makes the sum NaN, which fails the check
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      // Stryker disable next-line EqualityOperator: a doubled digit is even, never 9, so > 9 and >= 9 agree
      if (d > 9) d -= 9;
    }
    // Stryker disable next-line AssignmentOperator: a negative sum is a multiple of 10 exactly when the positive one is
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^6(011|5)/.test(digits)) return 'Discover';
  return 'Card';
}

/** MM/YY; a card is good through the last day of its expiry month. */
export function expiryState(value: string, now: Date): 'format' | 'past' | 'ok' {
  const m = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!m) return 'format';
  const month = Number(m[1]);
  if (month < 1 || month > 12) return 'format';
  const year = 2000 + Number(m[2]);
  const endOfMonth = Date.UTC(year, month, 1);
  return now.getTime() >= endOfMonth ? 'past' : 'ok';
}

export function cardSchema(now: () => Date = () => new Date()) {
  return z
    .object({
      name: textRule([[(v) => v !== '', CARD_MESSAGES.nameEmpty]]),
      number: textRule([
        [(v) => cardDigits(v) !== '', CARD_MESSAGES.numberEmpty],
        [(v) => /^\d+$/.test(cardDigits(v)), CARD_MESSAGES.numberDigits],
        [(v) => cardDigits(v).length >= 13 && cardDigits(v).length <= 19, CARD_MESSAGES.numberLength],
        [(v) => luhnValid(cardDigits(v)), CARD_MESSAGES.numberLuhn],
      ]),
      expiry: textRule([
        [(v) => v !== '', CARD_MESSAGES.expiryEmpty],
        [(v) => expiryState(v, now()) !== 'format', CARD_MESSAGES.expiryFormat],
        [(v) => expiryState(v, now()) === 'ok', CARD_MESSAGES.expiryPast],
      ]),
      cvc: textRule([[(v) => v !== '', CARD_MESSAGES.cvcEmpty]]),
    })
    .superRefine((v, ctx) => {
      const amex = cardBrand(cardDigits(v.number)) === 'American Express';
      if (v.cvc !== '' && !(amex ? /^\d{4}$/ : /^\d{3}$/).test(v.cvc)) {
        // Stryker disable next-line StringLiteral: zod reports the issue whatever its code; the form shows only the message
        ctx.addIssue({ code: 'custom', path: ['cvc'], message: CARD_MESSAGES.cvcFormat });
      }
    });
}

export type CardValues = z.input<ReturnType<typeof cardSchema>>;
