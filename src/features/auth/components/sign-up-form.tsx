import { Form } from 'react-router';
import { signUpBody } from '@generated/zod/authentication/authentication.zod';
import { WHICH_FORM, type FormState } from '@/api';
import { formatPhone, signUpSchema } from '@/domain/validation';
import { withinContract } from '@/domain/validation/within-contract';
import { Button } from '@/ui/button';
import { ErrorSummary } from '@/ui/form/error-summary';
import { PasswordField } from '@/ui/form/password-field';
import { TextField } from '@/ui/form/text-field';
import styles from './auth.module.css';

// Held to the contract's limits for SignUp too (a 5,000-character name is refused here, not by the API);
// the mobile number is checked by the form's own rule, as it is sent without its formatting.
export const signUpFormSchema = withinContract(
  signUpSchema,
  signUpBody.pick({ firstName: true, lastName: true, emailId: true, password: true }),
);

export const SIGN_UP_FIELDS = ['firstName', 'lastName', 'emailId', 'mobNo', 'password'] as const;
export type SignUpField = (typeof SIGN_UP_FIELDS)[number];
const id = (f: SignUpField) => `sign-up-${f}`;

/**
 * Create an account, a form to the sign-in page's action (`state`: its last answer, when it refused this
 * form): with or without script, a refusal comes back with what was typed (never the password), a summary
 * of the problems at the top, focused when the answer is new, and each field's message.
 */
export function SignUpForm({ state, busy }: { state: FormState<SignUpField, true> | null; busy: boolean }) {
  const errors = state?.fieldErrors ?? {};
  const typed = state?.values ?? {};
  const summary = SIGN_UP_FIELDS.flatMap((f) => (errors[f] ? [{ fieldId: id(f), message: errors[f] }] : []));
  return (
    <Form method="post" noValidate aria-labelledby="sign-up-title" className={styles.form}>
      <h2 id="sign-up-title">Create an account</h2>
      <ErrorSummary errors={summary} focusKey={state ?? 0} />
      <p role="alert" className={styles.formError}>
        {state?.formError}
      </p>
      <input type="hidden" name={WHICH_FORM} value="sign-up" />
      <TextField
        id={id('firstName')}
        name="firstName"
        label="First name"
        autoComplete="given-name"
        required
        defaultValue={typed.firstName}
        error={errors.firstName}
      />
      <TextField
        id={id('lastName')}
        name="lastName"
        label="Last name"
        autoComplete="family-name"
        required
        defaultValue={typed.lastName}
        error={errors.lastName}
      />
      <TextField
        id={id('emailId')}
        name="emailId"
        label="Email address"
        type="email"
        autoComplete="email"
        required
        defaultValue={typed.emailId}
        error={errors.emailId}
      />
      <TextField
        id={id('mobNo')}
        name="mobNo"
        label="Mobile number"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        required
        hint="10 digits, area code first."
        defaultValue={typed.mobNo}
        error={errors.mobNo}
        // Written as a number is read, once the shopper leaves it; sent without the formatting.
        onBlur={(event) => {
          event.currentTarget.value = formatPhone(event.currentTarget.value);
        }}
      />
      <PasswordField
        id={id('password')}
        name="password"
        label="Password"
        autoComplete="new-password"
        required
        hint="At least 8 characters with a lowercase and an uppercase letter, a digit and a special character."
        error={errors.password}
      />
      <Button type="submit" busy={busy}>
        {busy ? 'Creating your account…' : 'Create account'}
      </Button>
    </Form>
  );
}
