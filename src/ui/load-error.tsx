import { Button } from './button';
import styles from './load-error.module.css';

/**
 * What a page shows when its data could not be loaded: the problem in words, announced, and a way to
 * try again. The rest of the page (header, filters, what was typed) stays as it was.
 */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => unknown }) {
  return (
    <div role="alert" className={styles.problem}>
      <p>{message}</p>
      <Button onClick={() => void onRetry()}>Try again</Button>
    </div>
  );
}
