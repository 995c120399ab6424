import { useEffect, useId, useRef } from 'react';
import styles from './footer.module.css';

interface GoogleRecaptcha {
  render: (el: HTMLElement, options: { sitekey: string; callback: (token: string) => void; 'expired-callback': () => void }) => number;
  reset: (id?: number) => void;
}
declare global {
  interface Window {
    grecaptcha?: GoogleRecaptcha;
  }
}

let scriptLoading: Promise<GoogleRecaptcha> | null = null;
function loadRecaptcha(): Promise<GoogleRecaptcha> {
  scriptLoading ??= new Promise((resolve, reject) => {
    const callback = '__boldRecaptchaReady';
    Object.assign(window, {
      [callback]: () => (window.grecaptcha ? resolve(window.grecaptcha) : reject(new Error('reCAPTCHA did not load'))),
    });
    const s = document.createElement('script');
    s.src = `https://www.google.com/recaptcha/api.js?render=explicit&onload=${callback}`;
    s.async = true;
    s.onerror = () => reject(new Error('reCAPTCHA did not load'));
    document.head.append(s);
  });
  return scriptLoading;
}

/**
 * The newsletter CAPTCHA. With a site key it is Google reCAPTCHA (verified server-side through
 * ValidateGoogleReCaptcha); without one (mock mode) an accessible stand-in whose token the mock verifies.
 * `resetKey` changes after each submission to reset it.
 */
export function Captcha({
  siteKey,
  onToken,
  resetKey,
  error,
}: {
  siteKey: string;
  onToken: (token: string) => void;
  resetKey: number;
  error?: string | undefined;
}) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const widget = useRef<number | null>(null);
  const check = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!siteKey || !box.current) return;
    let cancelled = false;
    loadRecaptcha()
      .then((g) => {
        if (cancelled || !box.current || widget.current !== null) return;
        widget.current = g.render(box.current, { sitekey: siteKey, callback: onToken, 'expired-callback': () => onToken('') });
      })
      .catch(() => onToken(''));
    return () => {
      cancelled = true;
    };
  }, [siteKey, onToken]);

  useEffect(() => {
    if (resetKey === 0) return;
    if (siteKey && widget.current !== null) window.grecaptcha?.reset(widget.current);
    if (check.current) check.current.checked = false;
    onToken('');
  }, [resetKey, siteKey, onToken]);

  const errorId = error ? `${id}-error` : undefined;
  if (siteKey) {
    return (
      <div className={styles.captcha}>
        <div ref={box} />
        {error ? (
          <p id={errorId} className={styles.error}>
            {error}
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <div className={styles.captcha} role="group" aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`} className={styles.captchaTitle}>
        Verification
      </p>
      <label className={styles.captchaCheck}>
        <input
          ref={check}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          onChange={(e) => onToken(e.target.checked ? `mock-captcha-ok-${Date.now().toString(36)}` : '')}
        />
        I am not a robot
      </label>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
