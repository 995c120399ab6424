import { useEffect, useRef } from 'react';
import styles from './form.module.css';

export interface SummaryError {
  /** The id of the field the error belongs to. */
  fieldId: string;
  message: string;
}

/**
 * For long forms: after a failed submit, a summary at the top lists every problem with a link to its
 * field. It takes focus only when asked: focusKey changes on each failed submit (a count, or a form
 * action's answer, a new one each send); the key the page started with (a page rendered with its refused
 * form, hydrating) moves no focus.
 */
export function ErrorSummary({
  errors,
  focusKey,
  title = 'There is a problem',
}: {
  errors: SummaryError[];
  focusKey: number | object;
  title?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const focusedFor = useRef(focusKey);
  // Focus once per failed submit, as soon as the errors are on screen (they may arrive a render later).
  useEffect(() => {
    if (focusKey !== focusedFor.current && errors.length > 0 && ref.current) {
      ref.current.focus();
      focusedFor.current = focusKey;
    }
  });
  if (errors.length === 0) return null;
  return (
    <div ref={ref} className={styles.summary} tabIndex={-1} role="group" aria-labelledby="error-summary-title">
      <h2 id="error-summary-title" className={styles.summaryTitle}>
        {title}
      </h2>
      <ul>
        {errors.map((e) => (
          <li key={e.fieldId}>
            <a
              href={`#${e.fieldId}`}
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(e.fieldId)?.focus();
              }}
            >
              {e.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
