import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useSignIn } from '@generated/hooks/authentication/authentication';
import { useFormMutation } from '@/api';
import { signInSchema, type SignInValues } from '@/domain/validation';
import { Button } from '@/ui/button';
import { PasswordField } from '@/ui/form/password-field';
import { TextField } from '@/ui/form/text-field';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import styles from './auth.module.css';

export function SignInForm() {
  const { register, handleSubmit, setError, formState } = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { emailId: '', password: '' },
  });
  const signIn = useFormMutation(useSignIn(), setError, ['emailId', 'password']);
  const complete = useCompleteSignIn();
  const onSubmit = handleSubmit(async (values) => {
    const signedIn = await signIn.submit({ data: { emailId: values.emailId.trim(), password: values.password } });
    if (signedIn) await complete(signedIn.data);
  });
  const { errors } = formState;
  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-labelledby="sign-in-title" className={styles.form}>
      <h2 id="sign-in-title">Sign in</h2>
      <p role="alert" className={styles.formError}>
        {signIn.error}
      </p>
      <TextField
        label="Email address"
        type="email"
        autoComplete="email"
        required
        error={errors.emailId?.message}
        {...register('emailId')}
      />
      <PasswordField label="Password" autoComplete="current-password" required error={errors.password?.message} {...register('password')} />
      <Button type="submit" busy={formState.isSubmitting}>
        {formState.isSubmitting ? 'Signing in…' : 'Sign in'}
      </Button>
      <p>
        <Link to="/forgot-password">Forgot your password?</Link>
      </p>
    </form>
  );
}
