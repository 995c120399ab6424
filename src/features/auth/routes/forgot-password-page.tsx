import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useSendResetPasswordLink } from '@generated/hooks/authentication/authentication';
import { useFormMutation } from '@/api';
import { forgotPasswordSchema } from '@/domain/validation';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/form/text-field';
import { PageTitle } from '@/ui/page-title';
import styles from '../components/auth.module.css';

export function Component() {
  const { register, handleSubmit, setError, formState } = useForm<{ emailId: string }>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { emailId: '' },
  });
  const send = useFormMutation(useSendResetPasswordLink(), setError, ['emailId']);
  const onSubmit = handleSubmit(async ({ emailId }) => void (await send.submit({ params: { email: emailId.trim() } })));
  const sent = send.data ? (send.data.message ?? 'If an account uses this email, a reset link is on its way.') : '';
  return (
    <div className="page">
      <PageTitle title="Reset your password" />
      <form method="post" onSubmit={onSubmit} noValidate className={styles.form} aria-label="Reset your password">
        <p>Enter the email of your account and we will send you a link to choose a new password.</p>
        <p role="alert" className={styles.formError}>
          {send.error}
        </p>
        <div role="status">{sent ? <p className={styles.status}>{sent}</p> : null}</div>
        <TextField
          label="Email address"
          type="email"
          autoComplete="email"
          required
          error={formState.errors.emailId?.message}
          {...register('emailId')}
        />
        <Button type="submit" busy={formState.isSubmitting}>
          Send the reset link
        </Button>
        <p>
          <Link to="/signin">Back to sign in</Link>
        </p>
      </form>
    </div>
  );
}
