import { z } from 'zod';
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
    const check = (shape: z.ZodRawShape, given: Record<string, unknown>, path: (string | number)[], nested: boolean) => {
      for (const [key, field] of Object.entries(shape)) {
        if (!(key in given)) continue;
        const raw = given[key];
        // A list of rows (a request's items): each row's fields held to the contract's row, on their own path.
        const row = field instanceof z.ZodArray ? field.element : null;
        if (row instanceof z.ZodObject && Array.isArray(raw)) {
          raw.forEach((item: unknown, i) => {
            if (typeof item === 'object' && item !== null) check(row.shape, item as Record<string, unknown>, [...path, key, i], true);
          });
          continue;
        }
        const text = typeof raw === 'string' ? raw.trim() : raw;
        const result = (field as z.ZodType).safeParse(text);
        const firstIssue = result.success ? undefined : result.error.issues[0];
        // A row's field is typed as the form has it (a quantity as text): its kind is the form's own rule's.
        if (!firstIssue || (nested && firstIssue.code === 'invalid_type')) continue;
        ctx.addIssue({
          code: 'custom',
          path: [...path, key],
          message: refusalMessage(labels[key] ?? fieldLabel(key), firstIssue as unknown as SchemaIssue, text),
        });
      }
    };
    check(contract.shape, value, [], false);
  });
}
