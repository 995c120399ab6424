import { forwardRef, useState } from 'react';
import styles from './form.module.css';
import { WITH_SCRIPT_IN_PLACE } from '../script-running';
import { TextField, type TextFieldProps } from './text-field';

/**
 * A password input with a show/hide toggle (a pressed button, so its state is announced). The toggle needs
 * the script: without it, it keeps its place unseen.
 */
export const PasswordField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type' | 'adornment'>>(function PasswordField(props, ref) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      ref={ref}
      {...props}
      type={visible ? 'text' : 'password'}
      adornment={
        <button
          type="button"
          className={`${styles.toggle} ${WITH_SCRIPT_IN_PLACE}`}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          Show password
        </button>
      }
    />
  );
});
