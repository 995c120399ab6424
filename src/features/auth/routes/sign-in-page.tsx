import {
  Form,
  Link,
  data,
  Navigate,
  replace,
  useActionData,
  useNavigation,
  useSearchParams,
  type ActionFunctionArgs,
  type RouterContextProvider,
} from 'react-router';
import { signIn, signUp } from '@generated/hooks/authentication/authentication';
import type { User } from '@generated/hooks/model';
import { signInBody } from '@generated/zod/authentication/authentication.zod';
import { formAction, routeDataContext, WHICH_FORM, type FormState } from '@/api';
import { signInSchema } from '@/domain/validation';
import { withinContract } from '@/domain/validation/within-contract';
import { safeRedirect, useSession } from '@/features/session';
import { keepSignIn } from '../keep-session';
import { Button } from '@/ui/button';
import { useFocusFirstRefused } from '@/ui/form/focus-first-refused';
import { PasswordField } from '@/ui/form/password-field';
import { TextField } from '@/ui/form/text-field';
import { PageTitle } from '@/ui/page-title';
import styles from '../components/auth.module.css';
import { SIGN_UP_FIELDS, signUpFormSchema, SignUpForm, type SignUpField } from '../components/sign-up-form';

/** The sign-in form's fields, by name, with their ids. */
const FIELDS = [
  { name: 'emailId', id: 'sign-in-email' },
  { name: 'password', id: 'sign-in-password' },
] as const;
const SIGN_IN_FIELDS = FIELDS.map((f) => f.name);
type SignInField = (typeof SIGN_IN_FIELDS)[number];

/**
 * Sign in, a form to the sign-in page's action: with or without script, a refusal comes back with the
 * email typed (the password field keeps what was typed only while the page does), the API's message said
 * at once, and each field's message, the first such field focused (two fields need no summary).
 */
function SignInForm({ state, busy }: { state: FormState<SignInField, true> | null; busy: boolean }) {
  const errors = state?.fieldErrors ?? {};
  useFocusFirstRefused(state, FIELDS);
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
      <input type="hidden" name={WHICH_FORM} value="sign-in" />
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
const signInFormSchema = withinContract(signInSchema, signInBody);

/** What the page's action answers for a form it refused: which form, and its state. */
type Answer = ({ form: 'sign-in' } & FormState<SignInField, true>) | ({ form: 'sign-up' } & FormState<SignUpField, true>);

/**
 * Sign in (SignIn) and create an account (SignUp), the page's route action for its two forms (each names
 * itself in a field): run in the browser, or on the server for a form sent without script. Taken, the
 * session is kept (keepSignIn) and the shopper goes back where they were; refused, the page shows why in
 * the form sent, with what was typed (never a password).
 */
export async function action({ request, context }: ActionFunctionArgs<Readonly<RouterContextProvider>>) {
  const form = (await request.clone().formData()).get(WHICH_FORM);
  const routeData = context.get(routeDataContext);
  const keep = async (user: User) => {
    await keepSignIn(routeData, user);
    return true as const;
  };
  const answer =
    form === 'sign-in'
      ? await formAction(
          request,
          signInFormSchema,
          async (v) => keep((await signIn({ emailId: v.emailId.trim(), password: v.password })).data),
          { fields: SIGN_IN_FIELDS, secret: ['password'] },
        )
      : form === 'sign-up'
        ? await formAction(request, signUpFormSchema, async (v) => keep((await signUp({ ...v, mobNo: v.mobNo.replace(/\D/g, '') })).data), {
            fields: SIGN_UP_FIELDS,
            secret: ['password'],
          })
        : null;
  if (!answer) return null;
  if (!answer.data.result) return data({ form, ...answer.data } as Answer, answer.init ?? undefined);
  // Without script a public page is rendered as a guest's, the same for everyone: with nowhere to go back
  // to, the first page that greets the shopper by name is their account's.
  const back = new URL(request.url).searchParams.get('redirect');
  return replace(safeRedirect(back, routeData.server ? '/myaccounts' : '/'));
}

export function Component() {
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const answer = useActionData<typeof action>() ?? null;
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' ? navigation.formData?.get(WHICH_FORM) : null;
  const [params] = useSearchParams();
  // While a form is on its way the action decides where it goes.
  if (isLoggedIn && navigation.state === 'idle') return <Navigate to={safeRedirect(params.get('redirect'))} replace />;
  return (
    <div className="page">
      <PageTitle title="Sign in or create an account" />
      <div className={styles.columns}>
        <SignInForm state={answer?.form === 'sign-in' ? answer : null} busy={sending === 'sign-in'} />
        <SignUpForm state={answer?.form === 'sign-up' ? answer : null} busy={sending === 'sign-up'} />
      </div>
    </div>
  );
}
