import { z } from 'zod';
import { messages as M } from './messages';

type Check = [ok: (value: string) => boolean, message: string];

/** A string field that reports the first check it fails, so each failure kind has its own message. */
export function textRule(checks: Check[], { trim = true }: { trim?: boolean } = {}) {
  const base = trim ? z.string().trim() : z.string();
  return base.superRefine((value, ctx) => {
    const failed = checks.find(([ok]) => !ok(value));
    // Stryker disable next-line StringLiteral: zod reports the issue whatever its code; forms show only the message
    if (failed) ctx.addIssue({ code: 'custom', message: failed[1] });
  });
}

/** Local part, @, domain, and a 2-4 letter suffix. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,4}$/;
export const email = (emptyMessage: string = M.email.empty, invalidMessage: string = M.email.invalid) =>
  textRule([
    [(v) => v !== '', emptyMessage],
    [(v) => EMAIL_PATTERN.test(v), invalidMessage],
  ]);

/** At least 8 characters with a lowercase and an uppercase letter, a digit and a special character. */
export const password = () =>
  textRule(
    [
      [(v) => v !== '', M.password.empty],
      [(v) => v.length >= 8, M.password.short],
      [(v) => /[a-z]/.test(v), M.password.lower],
      [(v) => /[A-Z]/.test(v), M.password.upper],
      [(v) => /\d/.test(v), M.password.digit],
      [(v) => /[^A-Za-z0-9]/.test(v), M.password.special],
    ],
    { trim: false },
  );

/** Letters only; inner whitespace is flagged separately; empty is its own state. */
export const personName = (label: string) =>
  textRule([
    [(v) => v !== '', M.name.empty(label)],
    [(v) => !/\s/.test(v), M.name.innerSpace(label)],
    [(v) => /^[A-Za-z]+$/.test(v), M.name.letters(label)],
  ]);

/** The digits of a phone number as typed, once formatting characters are removed. */
export const phoneDigits = (v: string) => v.replace(/[\s()-]/g, '');

/** Digits only, at most 10; exactly 10 are formatted (xxx) xxx-xxxx. */
export function formatPhone(value: string): string {
  const d = phoneDigits(value);
  if (!/^\d{10}$/.test(d)) return value;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

export const phone = () =>
  textRule([
    [(v) => phoneDigits(v) !== '', M.phone.empty],
    [(v) => /^\d+$/.test(phoneDigits(v)), M.phone.digits],
    [(v) => phoneDigits(v).length <= 10, M.phone.tooLong],
    [(v) => phoneDigits(v).length === 10, M.phone.tooShort],
  ]).transform(phoneDigits);

/** 5 digits, optionally a hyphen and 4 digits. */
export const zip = () => textRule([[(v) => /^\d{5}(-\d{4})?$/.test(v), M.zip]]);

/** A positive integer with no leading zero. */
export const QUANTITY_PATTERN = /^[1-9]\d*$/;
export const quantity = () =>
  textRule([
    [(v) => v !== '', M.quantity.empty],
    [(v) => !/^0\d/.test(v), M.quantity.leadingZero],
    [(v) => QUANTITY_PATTERN.test(v), M.quantity.invalid],
  ]);

/** A positive decimal greater than 0. */
export const positiveNumber = () => textRule([[(v) => /^\d*\.?\d+$/.test(v) && Number(v) > 0, M.number]]);

/** Non-empty after whitespace removal. */
export const requiredText = (label: string) => textRule([[(v) => v.replace(/\s/g, '') !== '', M.required(label)]]);

/** A state is non-null and non-blank. */
export const stateCode = () =>
  z
    .string()
    .nullable()
    .superRefine((v, ctx) => {
      if (v === null || v.trim() === '') {
        // Stryker disable next-line StringLiteral: zod reports the issue whatever its code; forms show only the message
        ctx.addIssue({ code: 'custom', message: M.state });
      }
    });

/** Non-empty, no spaces, starts with a letter then letters or digits. */
export const shippingName = () =>
  textRule([
    [(v) => v !== '', M.shippingName.empty],
    [(v) => !/\s/.test(v), M.shippingName.spaces],
    [(v) => /^[A-Za-z][A-Za-z0-9]*$/.test(v), M.shippingName.start],
  ]);

export const routingNumber = () =>
  textRule([
    [(v) => v !== '', M.routing.empty],
    [(v) => /^\d{1,9}$/.test(v), M.routing.invalid],
  ]);
export const accountNumber = () =>
  textRule([
    [(v) => v !== '', M.account.empty],
    [(v) => v.length <= 50, M.account.long],
  ]);
export const checkNumber = () =>
  textRule([
    [(v) => v !== '', M.check.empty],
    [(v) => /^\d+$/.test(v), M.check.invalid],
    [(v) => v.length <= 15, M.check.long],
  ]);
/** A tax or ID number has no spaces, letters and digits only. */
export const taxOrIdNumber = (label: string) =>
  textRule(
    [
      [(v) => v !== '', M.taxId.empty(label)],
      [(v) => /^[A-Za-z0-9]+$/.test(v), M.taxId.invalid],
      [(v) => v.length <= 20, M.taxId.long],
    ],
    { trim: false },
  );
