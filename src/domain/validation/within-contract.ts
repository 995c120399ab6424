import type { z } from 'zod';
import { fieldLabel, refusalMessage, type SchemaIssue } from './refusal';

/**
 * A form's schema held to the contract's own rules for the same fields: its maximum lengths, patterns
 * and ranges come from the request schema generated from openapi/ (`generated/zod`), so the form and the
 * API refuse the same values with the same numbers, never a second copy of them. The form's own rules
 * run first with their messages; a value they let through that the contract refuses is refused in a
 * person's words (src/domain/validation/refusal.ts), on that field, keeping what was typed.
 */
export function withinContract<T extends z.ZodType<Record<string, unknown>>>(
  form: T,
  contract: z.ZodObject,
  labels: Readonly<Record<string, string>> = {},
) {
  return form.superRefine((value, ctx) => {
    for (const [key, field] of Object.entries(contract.shape)) {
      if (!(key in value)) continue;
      const given = typeof value[key] === 'string' ? (value[key] as string).trim() : value[key];
      const result = (field as z.ZodType).safeParse(given);
      const firstIssue = result.success ? undefined : result.error.issues[0];
      if (firstIssue)
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: refusalMessage(labels[key] ?? fieldLabel(key), firstIssue as unknown as SchemaIssue, given),
        });
    }
  });
}
