import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldShell } from './field';
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
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, adornment, id, required, className, ...input },
  ref,
) {
  return (
    <FieldShell label={label} error={error} hint={hint} required={required} id={id} className={className}>
      {(control) => (
        <div className={styles.row}>
          <input ref={ref} className={styles.input} {...control} {...input} />
          {adornment}
        </div>
      )}
    </FieldShell>
  );
});
