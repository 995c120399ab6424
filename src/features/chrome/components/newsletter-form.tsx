import { useMutation } from '@tanstack/react-query';
import { useCallback, useId, useState, type FormEvent } from 'react';
import { isApiError } from '@/api';
import { getValidateGoogleReCaptchaMutationOptions } from '@generated/hooks/authentication/authentication';
import { getSubscribeNewsletterMutationOptions } from '@generated/hooks/customer/customer';
import { NEWSLETTER_NEEDS_SCRIPT_TEXT, NEWSLETTER_OUTAGE_TEXT, newsletterRefusal, SUBSCRIBED_TEXT } from '@/domain/newsletter';
import { NEWSLETTER, newsletterSchema } from '@/domain/validation';
import { useSession } from '@/features/session';
import { Button } from '@/ui/button';
import { toast } from '@/ui/toast/toast-store';
import { WITHOUT_SCRIPT } from '@/ui/script-running';
import { Captcha } from './captcha';
import styles from './footer.module.css';

/** What a refused subscription says: an outage as it is, any other answer as already connected, no answer nothing. */
function refusalOf(error: unknown): string {
  return isApiError(error) ? newsletterRefusal(error.status) : '';
}

/** The footer Connect block: email, a CAPTCHA once the email is edited, Subscribe. */
export function NewsletterForm({ recaptchaSiteKey }: { recaptchaSiteKey: string }) {
  const id = useId();
  const userId = useSession((s) => (s.isLoggedIn ? (s.user?.userId ?? null) : null));
  const [email, setEmail] = useState('');
  const [edited, setEdited] = useState(false);
  const [token, setToken] = useState('');
  const [errors, setErrors] = useState<{ email?: string; captcha?: string }>({});
  const [resetKey, setResetKey] = useState(0);
  const onToken = useCallback((t: string) => setToken(t), []);
  // The CAPTCHA's token is spent on each try, so a new one is asked for after every answer.
  const nextCaptcha = { onSettled: () => setResetKey((k) => k + 1) };
  const sayRefusal = (error: unknown) => {
    const said = refusalOf(error);
    if (said === NEWSLETTER_OUTAGE_TEXT) toast.error(said);
    else if (said) toast.info(said);
  };
  const verify = useMutation(
    getValidateGoogleReCaptchaMutationOptions({
      mutation: {
        onError: (error) => {
          sayRefusal(error);
          nextCaptcha.onSettled();
        },
      },
    }),
  );
  const subscribe = useMutation(
    getSubscribeNewsletterMutationOptions({
      mutation: {
        ...nextCaptcha,
        onSuccess: () => {
          toast.success(SUBSCRIBED_TEXT);
          setEmail('');
          setEdited(false);
        },
        onError: sayRefusal,
      },
    }),
  );
  // What the footer says is the subscription's own outcome (a non-200 answer means already
  // connected; a thrown error with no answer at all is ignored; an outage is said as it is, and the
  // email stays in the field for another try).
  const failed = subscribe.error ?? verify.error;
  const result = subscribe.isSuccess ? SUBSCRIBED_TEXT : failed ? refusalOf(failed) : '';
  const busy = verify.isPending || subscribe.isPending;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    subscribe.reset();
    verify.reset();
    const parsed = newsletterSchema.safeParse({ email, captcha: token });
    if (!parsed.success) {
      const next: { email?: string; captcha?: string } = {};
      for (const issue of parsed.error.issues) next[issue.path[0] === 'email' ? 'email' : 'captcha'] ??= issue.message;
      setErrors(next);
      setEdited(true);
      document.getElementById(next.email ? `${id}-email` : `${id}-captcha`)?.focus();
      return;
    }
    setErrors({});
    const verdict = await verify.mutateAsync({ params: { captchaResponse: token } }).catch(() => null);
    if (!verdict) return;
    if (!verdict.success) {
      setErrors({ captcha: NEWSLETTER.captchaRequired });
      setResetKey((k) => k + 1);
      return;
    }
    subscribe.mutate({ data: { email: parsed.data.email, userId } });
  };

  return (
    <form method="post" onSubmit={(e) => void onSubmit(e)} noValidate className={styles.newsletter} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.heading}>
        Connect with Bold
      </h2>
      <p className={styles.muted}>Market updates, restocks and deals in your inbox.</p>
      {/* Without script (off, blocked, or not arrived yet) the CAPTCHA cannot run: the footer says so. */}
      <p className={`${styles.muted} ${WITHOUT_SCRIPT}`}>{NEWSLETTER_NEEDS_SCRIPT_TEXT}</p>
      <label htmlFor={`${id}-email`} className={styles.label}>
        Email address
      </label>
      <input
        id={`${id}-email`}
        type="email"
        autoComplete="email"
        value={email}
        className={styles.input}
        aria-invalid={errors.email ? true : undefined}
        aria-describedby={errors.email ? `${id}-email-error` : undefined}
        onChange={(e) => {
          setEmail(e.target.value);
          setEdited(true);
        }}
      />
      {errors.email ? (
        <p id={`${id}-email-error`} className={styles.error}>
          {errors.email}
        </p>
      ) : null}
      {edited ? (
        <div id={`${id}-captcha`} tabIndex={-1}>
          <Captcha siteKey={recaptchaSiteKey} onToken={onToken} resetKey={resetKey} error={errors.captcha} />
        </div>
      ) : null}
      <Button type="submit" busy={busy}>
        Subscribe
      </Button>
      <p role="status" className={styles.result}>
        {result}
      </p>
    </form>
  );
}
