import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-error';

/**
 * Puts a failed call's field errors (ApiMessage.errors) on the form's fields, and returns the message
 * for the whole form. What the shopper typed stays as it was.
 */
export function applyServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[]): string {
  if (!isApiError(error)) return serverMessage(error);
  const body = error.body as { errors?: Record<string, string[]> } | undefined;
  let first = true;
  for (const [field, list] of Object.entries(body?.errors ?? {})) {
    if (!fields.includes(field as Path<T>) || !list[0]) continue;
    setError(field as Path<T>, { type: 'server', message: list[0] }, { shouldFocus: first });
    first = false;
  }
  return error.message;
}

/** What a failed call says to the shopper: the API's own message, or that the store could not be reached. */
export function serverMessage(error: unknown): string {
  return isApiError(error) ? error.message : 'We could not reach the store. Check your connection and try again.';
}
