import { useEffect, useRef } from 'react';
import {
  Form,
  Link,
  Navigate,
  replace,
  useNavigation,
  useSearchParams,
  type ActionFunctionArgs,
  type RouterContextProvider,
} from 'react-router';
import { signIn } from '@generated/hooks/authentication/authentication';
import { signInBody } from '@generated/zod/authentication/authentication.zod';
import { formAction, routeDataContext, useFormAction } from '@/api';
import { signInSchema } from '@/domain/validation';
import { withinContract } from '@/domain/validation/within-contract';
import { keepSignIn, safeRedirect, useSession } from '@/features/session';
import { Button } from '@/ui/button';
import { PasswordField } from '@/ui/form/password-field';
import { TextField } from '@/ui/form/text-field';
import { PageTitle } from '@/ui/page-title';
import styles from '../components/auth.module.css';
import { SignUpForm } from '../components/sign-up-form';

/** The sign-in form's fields, by name, with their ids. */
const FIELDS = [
  { name: 'emailId', id: 'sign-in-email' },
  { name: 'password', id: 'sign-in-password' },
] as const;
const SIGN_IN_FIELDS = FIELDS.map((f) => f.name);
/** A field of its own, sent with the form however it is sent (a button, Enter): what tells it from the page's sign-up form. */
const SIGN_IN = { name: 'form', value: 'sign-in' } as const;

/**
 * Sign in, a form to the sign-in page's action: with or without script, a refusal comes back with the
 * email typed (the password field keeps what was typed only while the page does), the API's message said
 * at once, and each field's message, the first such field focused (two fields need no summary).
 */
function SignInForm() {
  const { state, busy } = useFormAction<typeof action>();
  const errors = state?.fieldErrors ?? {};
  const firstInvalid = FIELDS.find((f) => errors[f.name])?.id;
  // Focus moves for a new answer only: a page rendered with its refused form, hydrating, moves none.
  const answered = useRef(state);
  useEffect(() => {
    if (state === answered.current) return;
    answered.current = state;
    if (firstInvalid) document.getElementById(firstInvalid)?.focus();
  }, [state, firstInvalid]);
  return (
    <Form method="post" noValidate aria-labelledby="sign-in-title" className={styles.form}>
      <h2 id="sign-in-title">Sign in</h2>
      <p role="alert" className={styles.formError}>
        {state?.formError}
      </p>
      <TextField
        id="sign-in-email"
        name="emailId"
        label="Email address"
        type="email"
        autoComplete="email"
        required
        defaultValue={state?.values.emailId}
        error={errors.emailId}
      />
      <PasswordField
        id="sign-in-password"
        name="password"
        label="Password"
        autoComplete="current-password"
        required
        error={errors.password}
      />
      <input type="hidden" name={SIGN_IN.name} value={SIGN_IN.value} />
      <Button type="submit" busy={busy}>
        {busy ? 'Signing in…' : 'Sign in'}
      </Button>
      <p>
        <Link to="/forgot-password">Forgot your password?</Link>
      </p>
    </Form>
  );
}

/** Held to the contract's limits for SignIn (an email of at most 254 characters, a password of 128). */
const schema = withinContract(signInSchema, signInBody);

/**
 * Sign in (SignIn), the page's route action: run in the browser, or on the server for a form sent without
 * script. Taken, the session is kept (keepSignIn) and the shopper goes back where they were; refused, the
 * page shows why with the email they typed (never the password).
 */
export async function action({ request, context }: ActionFunctionArgs<Readonly<RouterContextProvider>>) {
  // The page's other form (sign-up) posts here too without script, with an email and a password of its own.
  if ((await request.clone().formData()).get(SIGN_IN.name) !== SIGN_IN.value) return null;
  const routeData = context.get(routeDataContext);
  const answer = await formAction(
    request,
    schema,
    async (v) => {
      const user = (await signIn({ emailId: v.emailId.trim(), password: v.password })).data;
      await keepSignIn(routeData, user);
      return true;
    },
    { fields: SIGN_IN_FIELDS, secret: ['password'] },
  );
  if (!answer?.data.result) return answer;
  // Without script a public page is rendered as a guest's, the same for everyone: with nowhere to go back
  // to, the first page that greets the shopper by name is their account's.
  const back = new URL(request.url).searchParams.get('redirect');
  return replace(safeRedirect(back, routeData.server ? '/myaccounts' : '/'));
}

export function Component() {
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  // While a sign-in is on its way the action decides where it goes.
  const idle = useNavigation().state === 'idle';
  const [params] = useSearchParams();
  if (isLoggedIn && idle) return <Navigate to={safeRedirect(params.get('redirect'))} replace />;
  return (
    <div className="page">
      <PageTitle title="Sign in or create an account" />
      <div className={styles.columns}>
        <SignInForm />
        <SignUpForm />
      </div>
    </div>
  );
}
