import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './form.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** The field's error; shown under it, announced with it, and marks it invalid. */
  error?: string | undefined;
  hint?: ReactNode;
  /** Something after the input inside the field row, e.g. a show-password button. */
  adornment?: ReactNode;
  id?: string;
}

/**
 * A labelled input. The hint and the error are tied to it with aria-describedby, the error also sets
 * aria-invalid, so a screen reader reads label, value, error and hint together.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ label, error, hint, adornment, id, required, className, ...input }, ref) {
  const auto = useId();
  const inputId = id ?? `field-${auto}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
        {required ? <span aria-hidden="true" className={styles.required}> *</span> : null}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <div className={styles.row}>
        <input
          ref={ref}
          id={inputId}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
          aria-required={required || undefined}
          {...input}
        />
        {adornment}
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          <span aria-hidden="true">⚠ </span>
          {error}
        </p>
      ) : null}
    </div>
  );
});
