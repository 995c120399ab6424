import { data, useActionData, useNavigation } from 'react-router';
import type { z } from 'zod';
import { isApiError } from './api-error';
import { serverMessage } from './server-errors';

/** What a form's route action answers, sent or refused: what the page shows the shopper next. */
export interface FormState<F extends string, R> {
  /** What the shopper typed, as they typed it, for the form to show again (a secret field is never sent back). */
  values: Partial<Record<F, string>>;
  /** Each refused field's first message. */
  fieldErrors: Partial<Record<F, string>>;
  /** The message for the whole form: the API's refusal, or that the store could not be reached; '' otherwise. */
  formError: string;
  /** The API's answer when the form was sent and taken; null otherwise. */
  result: R | null;
  /**
   * When the form was taken (ms since the epoch), 0 when it was not: a form that starts empty again after
   * each message sent keys its fields on it, so each send gives new, empty fields.
   */
  sentAt: number;
}

export interface FormActionOptions<F extends string> {
  /** The form's fields, by name: the only ones read from the body. */
  fields: readonly F[];
  /** Fields never sent back to the page (a password). */
  secret?: readonly F[];
  /** The form's message for a failure, when the form says it better than the API (a lookup that found nothing). */
  message?: (error: unknown) => string;
  /** A form that starts empty again once taken (a message sent), rather than showing what was sent. */
  clearWhenSent?: boolean;
}

/** The HTTP status of a page whose form the API refused: its own 4xx, or 502 when the API failed or could not be reached. */
export function refusedStatus(error: unknown): number {
  return isApiError(error) && error.status >= 400 && error.status < 500 ? error.status : 502;
}

/**
 * Each field's first message, by its path as the form names its field (`emailId`, `items.1.quantity`): from
 * the schema's issues, or from a refusal's `errors` (ApiMessage); only the fields `known` takes.
 */
export function fieldMessages<K extends string>(
  source: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } | { error: unknown },
  known: (field: string) => field is K,
): Partial<Record<K, string>> {
  const found: Partial<Record<K, string>> = {};
  if ('issues' in source) {
    for (const issue of source.issues) {
      const field = issue.path.map(String).join('.');
      if (known(field)) found[field] ??= issue.message;
    }
    return found;
  }
  const listed = isApiError(source.error) ? (source.error.body as { errors?: Record<string, string[]> } | undefined)?.errors : undefined;
  for (const [field, list] of Object.entries(listed ?? {})) if (known(field) && list[0]) found[field] ??= list[0];
  return found;
}

/**
 * The hidden field a form names itself in, where its page's action takes more than one (the sign-in
 * page's sign-in and sign-up, a product page's purchase form): sent however the form is sent (a button,
 * Enter), and never read out, as a button's value would be.
 */
export const WHICH_FORM = 'form';

/**
 * The most of a field a refused form's page shows again: more than any field of the contract may hold
 * (its longest is 4,096 characters), so the shopper gets back all they typed to correct it, while a body
 * stuffed to the server's limit is not sent back whole in the page, nor kept whole in its data.
 */
export const ECHO_MAX = 10_000;

/**
 * A posted form's text field `name`, or '' when it was not sent (or was sent as a file), at most
 * {@link ECHO_MAX} characters: still longer than any field of the contract may be, so refused as too
 * long, and never more than that sent back in the page.
 */
export function formText(body: FormData, name: string): string {
  const value = body.get(name);
  return typeof value === 'string' ? value.slice(0, ECHO_MAX) : '';
}

/**
 * A form's route action: reads the fields of the posted form, checks them with the form's schema, and
 * sends them with `send`. The same code answers the form in the browser (React Router runs the action
 * when the script has the page) and on the server (a form posted without script, or before it arrived),
 * so the page shows the same result, field messages and typed values either way. A refused form answers
 * 400 (or the API's own 4xx), so a shopper's browser, a crawler and a test all see it was not taken.
 * Null for a post that is not this form's.
 */
export async function formAction<F extends string, S extends z.ZodType<Record<F, unknown>>, R>(
  request: Request,
  schema: S,
  send: (values: z.output<S>) => Promise<R>,
  { fields, secret = [], message = serverMessage, clearWhenSent = false }: FormActionOptions<F>,
) {
  const body = await request.formData();
  // A post that carries none of the form's fields is another form's (the footer's newsletter, sent without
  // the script it needs, has no fields the server reads): the page is shown as it is.
  if (!fields.some((field) => body.has(field))) return null;
  const typed = {} as Record<F, string>;
  for (const field of fields) typed[field] = formText(body, field);
  const values: Partial<Record<F, string>> = {};
  for (const field of fields) if (!secret.includes(field)) values[field] = typed[field];
  const refused = (fieldErrors: Partial<Record<F, string>>, formError: string, status: number) =>
    data<FormState<F, R>>({ values, fieldErrors, formError, result: null, sentAt: 0 }, { status });

  const known = (field: string): field is F => (fields as readonly string[]).includes(field);
  const parsed = schema.safeParse(typed);
  if (!parsed.success) return refused(fieldMessages(parsed.error, known), '', 400);
  try {
    const result = await send(parsed.data);
    return data<FormState<F, R>>({ values: clearWhenSent ? {} : values, fieldErrors: {}, formError: '', result, sentAt: Date.now() });
  } catch (error) {
    return refused(fieldMessages({ error }, known), message(error), refusedStatus(error));
  }
}

/**
 * The page's side of its form action: the last answer (or null before a send) and whether a send is on
 * its way, from the router's own state (never a flag of the form's).
 */
export function useFormAction<A extends (...args: never[]) => Promise<unknown>>() {
  const state = useActionData<A>() ?? null;
  const navigation = useNavigation();
  return { state, busy: navigation.state === 'submitting' };
}
