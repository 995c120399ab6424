import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { useResetPassword } from '@generated/hooks/authentication/authentication';
import { useFormMutation } from '@/api';
import { resetPasswordSchema } from '@/domain/validation';
import { Button } from '@/ui/button';
import { PasswordField } from '@/ui/form/password-field';
import { PageTitle } from '@/ui/page-title';
import styles from '../components/auth.module.css';

export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { register, handleSubmit, setError, formState } = useForm<{ password: string; confirm: string }>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', confirm: '' },
  });
  const reset = useFormMutation(useResetPassword(), setError, ['password']);
  const onSubmit = handleSubmit(async ({ password }) => void (await reset.submit({ data: { token, password } })));
  const done = reset.data ? (reset.data.message ?? 'Your password has been changed. Sign in with the new one.') : '';
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
        <form method="post" onSubmit={onSubmit} noValidate className={styles.form} aria-label="Choose a new password">
          <p role="alert" className={styles.formError}>
            {reset.error}
          </p>
          <PasswordField
            label="New password"
            autoComplete="new-password"
            required
            hint="At least 8 characters with a lowercase and an uppercase letter, a digit and a special character."
            error={formState.errors.password?.message}
            {...register('password')}
          />
          <PasswordField
            label="Repeat the new password"
            autoComplete="new-password"
            required
            error={formState.errors.confirm?.message}
            {...register('confirm')}
          />
          <Button type="submit" busy={formState.isSubmitting}>
            Save the new password
          </Button>
          {reset.error ? (
            <p>
              <Link to="/forgot-password">Ask for a new link</Link>
            </p>
          ) : null}
        </form>
      )}
    </div>
  );
}
