import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styles from './form.module.css';

export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

export interface FieldShellProps {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean | undefined;
  id?: string | undefined;
  className?: string | undefined;
  /** Renders the control with the ids and states that tie it to its label, hint and error. */
  children: (control: ControlProps) => ReactNode;
}

/**
 * A labelled form control. The hint and the error are tied to it with aria-describedby, the error also
 * sets aria-invalid, so a screen reader reads label, value, error and hint together.
 */
export function FieldShell({ label, error, hint, required, id, className, children }: FieldShellProps) {
  const auto = useId();
  const controlId = id ?? `field-${auto}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
        {required ? (
          <span aria-hidden="true" className={styles.required}>
            {' '}
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [errorId, hintId].filter(Boolean).join(' ') || undefined,
        'aria-required': required || undefined,
      })}
      {error ? (
        <p id={errorId} className={styles.error}>
          <span aria-hidden="true">⚠ </span>
          {error}
        </p>
      ) : null}
    </div>
  );
}

type Shell = Omit<FieldShellProps, 'children'>;

export const SelectField = forwardRef<
  HTMLSelectElement,
  Shell & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & { options: readonly string[]; placeholder?: string }
>(function SelectField({ label, error, hint, required, id, className, options, placeholder, ...select }, ref) {
  return (
    <FieldShell label={label} error={error} hint={hint} required={required} id={id} className={className}>
      {(control) => (
        <select ref={ref} className={styles.input} {...control} {...select}>
          {placeholder ? <option value="">{placeholder}</option> : null}
          {options.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
});

export const TextAreaField = forwardRef<HTMLTextAreaElement, Shell & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>>(
  function TextAreaField({ label, error, hint, required, id, className, ...area }, ref) {
    return (
      <FieldShell label={label} error={error} hint={hint} required={required} id={id} className={className}>
        {(control) => <textarea ref={ref} className={styles.input} rows={5} {...control} {...area} />}
      </FieldShell>
    );
  },
);
