import { Form, Link, type ActionFunctionArgs } from 'react-router';
import { sendResetPasswordLink } from '@generated/hooks/authentication/authentication';
import { formAction, useFormAction } from '@/api';
import { forgotPasswordSchema } from '@/domain/validation';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/form/text-field';
import { PageTitle } from '@/ui/page-title';
import styles from '../components/auth.module.css';

/** The form's send (SendResetPasswordLink): posted to the page, so the email never reaches an address. */
export function action({ request }: ActionFunctionArgs) {
  return formAction(request, forgotPasswordSchema, (v) => sendResetPasswordLink({ email: v.emailId.trim() }), { fields: ['emailId'] });
}

/** /forgot-password: a link to choose a new password, sent to the account's email; the same answer whether or not one uses it. */
export function Component() {
  const { state, busy } = useFormAction<typeof action>();
  const sent = state?.result ? (state.result.message ?? 'If an account uses this email, a reset link is on its way.') : '';
  return (
    <div className="page">
      <PageTitle title="Reset your password" />
      <Form method="post" noValidate className={styles.form} aria-label="Reset your password">
        <p>Enter the email of your account and we will send you a link to choose a new password.</p>
        <p role="alert" className={styles.formError}>
          {state?.formError}
        </p>
        <div role="status">{sent ? <p className={styles.status}>{sent}</p> : null}</div>
        <TextField
          name="emailId"
          label="Email address"
          type="email"
          autoComplete="email"
          required
          defaultValue={state?.values.emailId}
          error={state?.fieldErrors.emailId}
        />
        <Button type="submit" busy={busy}>
          Send the reset link
        </Button>
        <p>
          <Link to="/signin">Back to sign in</Link>
        </p>
      </Form>
    </div>
  );
}
