import type { UseMutationResult } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { applyServerErrors, serverMessage } from './server-errors';

export interface FormMutation<TData, TVariables> {
  /** Sends the form: resolves with the answer, or with undefined once a refusal's field errors are on the fields. */
  submit(variables: TVariables): Promise<TData | undefined>;
  /** The message for the whole form after a failed send (the API's own, or that the store was unreachable); '' otherwise. */
  error: string;
  /** The answer of the last send that worked; undefined while a new one runs or after one failed. */
  data: TData | undefined;
  busy: boolean;
}

/**
 * A react-hook-form form sent through a generated mutation. The field errors of a refusal go on the
 * fields (what the shopper typed stays); the form's message, busy and done are the mutation's own state,
 * so a form keeps none of its own and a new send clears the last result.
 */
export function useFormMutation<TData, TError, TVariables, TContext, T extends FieldValues>(
  mutation: UseMutationResult<TData, TError, TVariables, TContext>,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  /** The form's message for a failure, when the form says it better than the API (a lookup that found nothing). */
  message: (error: unknown) => string = serverMessage,
): FormMutation<TData, TVariables> {
  const { mutateAsync } = mutation;
  return {
    submit: (variables) =>
      mutateAsync(variables).catch((error: unknown) => {
        applyServerErrors(error, setError, fields);
        return undefined;
      }),
    error: mutation.error ? message(mutation.error) : '',
    data: mutation.isSuccess ? mutation.data : undefined,
    busy: mutation.isPending,
  };
}
