import { forwardRef, useState } from 'react';
import styles from './form.module.css';
import { TextField, type TextFieldProps } from './text-field';

/** A password input with a show/hide toggle (a pressed button, so its state is announced). */
export const PasswordField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type' | 'adornment'>>(function PasswordField(props, ref) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      ref={ref}
      {...props}
      type={visible ? 'text' : 'password'}
      adornment={
        <button type="button" className={styles.toggle} aria-pressed={visible} onClick={() => setVisible((v) => !v)}>
          Show password
        </button>
      }
    />
  );
});
