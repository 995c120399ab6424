import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import styles from './form.module.css';

/**
 * What a form's save did: a polite status when it worked, an alert when it did not. Both regions are
 * always in the page, so a screen reader hears each new text.
 */
export function FormResult({ said, error }: { said: string; error?: string }) {
  return (
    <>
      <p role="alert" className={styles.resultError}>
        {error}
      </p>
      <p role="status" className={styles.resultSaid}>
        {said}
      </p>
    </>
  );
}

export interface FormSave {
  said: string;
  error: string;
  busy: boolean;
  /** Runs a save: clears the last result, is busy meanwhile, then shows what `task` returns, or `failure` if it throws. */
  save(task: () => Promise<string>, failure: string): Promise<void>;
}

/**
 * The state of a form that saves on its own and shows its result in FormResult: a mutation around the
 * form's save (which may make more than one call), so busy, said and error are the mutation's own state.
 */
export function useFormSave(): FormSave {
  const mutation = useMutation({ mutationFn: ({ task }: { task: () => Promise<string>; failure: string }) => task() });
  const { mutateAsync } = mutation;
  const save = useCallback(
    (task: () => Promise<string>, failure: string) =>
      mutateAsync({ task, failure }).then(
        () => undefined,
        () => undefined,
      ),
    [mutateAsync],
  );
  return {
    ...saveResult(
      mutation,
      (said) => said,
      () => mutation.variables?.failure ?? '',
    ),
    save,
  };
}

/** The part of a mutation's own state a form's result is made of (TanStack Query's useMutation result). */
export interface SaveState<TData> {
  isPending: boolean;
  isSuccess: boolean;
  data: TData | undefined;
  error: unknown;
}

/**
 * What FormResult shows for a save made through a mutation, worked out from the mutation's own state
 * (no state of the form's own): busy while it runs, `said(data)` once it worked, `failure(error)` when
 * it did not (an empty failure leaves the error to the form's fields). A new save clears the last result.
 */
export function saveResult<TData>(
  m: SaveState<TData>,
  said: (data: TData) => string,
  failure: (error: unknown) => string,
): { said: string; error: string; busy: boolean } {
  return {
    busy: m.isPending,
    said: m.isSuccess && m.data !== undefined ? said(m.data) : '',
    error: m.error ? failure(m.error) : '',
  };
}
