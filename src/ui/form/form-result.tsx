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
