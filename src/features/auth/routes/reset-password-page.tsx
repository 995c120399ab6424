import { Form, Link, useSearchParams, type ActionFunctionArgs } from 'react-router';
import { resetPassword } from '@generated/hooks/authentication/authentication';
import { formAction, useFormAction } from '@/api';
import { resetPasswordSchema } from '@/domain/validation';
import { Button } from '@/ui/button';
import { PasswordField } from '@/ui/form/password-field';
import { PageTitle } from '@/ui/page-title';
import styles from '../components/auth.module.css';

/**
 * The new password (ResetPassword), with the token of the page's own address (the reset email's link):
 * posted to the page, so neither password ever reaches an address, and neither comes back in it.
 */
export function action({ request }: ActionFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  return formAction(request, resetPasswordSchema, (v) => resetPassword({ token, password: v.password }), {
    fields: ['password', 'confirm'],
    secret: ['password', 'confirm'],
  });
}

/** /reset-password?token=…: choose a new password from the reset email's link. */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { state, busy } = useFormAction<typeof action>();
  const errors = state?.fieldErrors ?? {};
  const done = state?.result ? (state.result.message ?? 'Your password has been changed. Sign in with the new one.') : '';
  if (!token) {
    return (
      <div className="page">
        <PageTitle title="Choose a new password" />
        <p>
          This page needs the link from your reset email. <Link to="/forgot-password">Ask for a new link</Link>.
        </p>
      </div>
    );
  }
  return (
    <div className="page">
      <PageTitle title="Choose a new password" />
      {done ? (
        <div role="status">
          <p className={styles.status}>{done}</p>
          <p>
            <Link to="/signin">Sign in</Link>
          </p>
        </div>
      ) : (
        <Form method="post" noValidate className={styles.form} aria-label="Choose a new password">
          <p role="alert" className={styles.formError}>
            {state?.formError}
          </p>
          <PasswordField
            name="password"
            label="New password"
            autoComplete="new-password"
            required
            hint="At least 8 characters with a lowercase and an uppercase letter, a digit and a special character."
            error={errors.password}
          />
          <PasswordField name="confirm" label="Repeat the new password" autoComplete="new-password" required error={errors.confirm} />
          <Button type="submit" busy={busy}>
            Save the new password
          </Button>
          {state?.formError ? (
            <p>
              <Link to="/forgot-password">Ask for a new link</Link>
            </p>
          ) : null}
        </Form>
      )}
    </div>
  );
}
