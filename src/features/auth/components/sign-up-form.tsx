import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSignUp } from '@generated/hooks/authentication/authentication';
import { signUpBody } from '@generated/zod/authentication/authentication.zod';
import { useFormMutation } from '@/api';
import { formatPhone, signUpSchema, type SignUpValues } from '@/domain/validation';
import { withinContract } from '@/domain/validation/within-contract';
import { Button } from '@/ui/button';
import { ErrorSummary } from '@/ui/form/error-summary';
import { PasswordField } from '@/ui/form/password-field';
import { TextField } from '@/ui/form/text-field';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import styles from './auth.module.css';

// Held to the contract's limits for SignUp too (a 5,000-character name is refused here, not by the API);
// the mobile number is checked by the form's own rule, as it is sent without its formatting.
const schema = withinContract(signUpSchema, signUpBody.pick({ firstName: true, lastName: true, emailId: true, password: true }));

const FIELDS = ['firstName', 'lastName', 'emailId', 'mobNo', 'password'] as const;
const id = (f: (typeof FIELDS)[number]) => `sign-up-${f}`;

export function SignUpForm() {
  const [failedSubmits, setFailedSubmits] = useState(0);
  const { register, handleSubmit, setError, setValue, formState } = useForm<SignUpValues>({
    resolver: zodResolver(schema),
    defaultValues: { firstName: '', lastName: '', emailId: '', mobNo: '', password: '' },
    shouldFocusError: false,
  });
  const signUp = useFormMutation(useSignUp(), setError, FIELDS);
  const complete = useCompleteSignIn();
  const onSubmit = handleSubmit(
    async (values) => {
      const signedUp = await signUp.submit({ data: { ...values, mobNo: values.mobNo.replace(/\D/g, '') } });
      if (signedUp) await complete(signedUp.data);
    },
    () => setFailedSubmits((n) => n + 1),
  );
  const { errors } = formState;
  const summary = FIELDS.flatMap((f) => (errors[f]?.message ? [{ fieldId: id(f), message: errors[f].message }] : []));
  const mobile = register('mobNo');
  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-labelledby="sign-up-title" className={styles.form}>
      <h2 id="sign-up-title">Create an account</h2>
      <ErrorSummary errors={summary} focusKey={failedSubmits} />
      <p role="alert" className={styles.formError}>
        {signUp.error}
      </p>
      <TextField
        id={id('firstName')}
        label="First name"
        autoComplete="given-name"
        required
        error={errors.firstName?.message}
        {...register('firstName')}
      />
      <TextField
        id={id('lastName')}
        label="Last name"
        autoComplete="family-name"
        required
        error={errors.lastName?.message}
        {...register('lastName')}
      />
      <TextField
        id={id('emailId')}
        label="Email address"
        type="email"
        autoComplete="email"
        required
        error={errors.emailId?.message}
        {...register('emailId')}
      />
      <TextField
        id={id('mobNo')}
        label="Mobile number"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        required
        hint="10 digits, area code first."
        error={errors.mobNo?.message}
        {...mobile}
        onBlur={(event) => {
          void mobile.onBlur(event);
          setValue('mobNo', formatPhone(event.target.value));
        }}
      />
      <PasswordField
        id={id('password')}
        label="Password"
        autoComplete="new-password"
        required
        hint="At least 8 characters with a lowercase and an uppercase letter, a digit and a special character."
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" busy={formState.isSubmitting}>
        {formState.isSubmitting ? 'Creating your account…' : 'Create account'}
      </Button>
    </form>
  );
}
