import { useCallback, useState } from 'react';
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

/** The state of a form that saves on its own and shows its result in FormResult. */
export function useFormSave(): FormSave {
  const [state, setState] = useState({ said: '', error: '', busy: false });
  const save = useCallback(async (task: () => Promise<string>, failure: string) => {
    setState({ said: '', error: '', busy: true });
    try {
      const said = await task();
      setState({ said, error: '', busy: false });
    } catch {
      setState({ said: '', error: failure, busy: false });
    }
  }, []);
  return { ...state, save };
}
