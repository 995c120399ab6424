import { Form, Link } from 'react-router';
import { WHICH_FORM, type FormState } from '@/api';
import { signInPath } from '@/features/session';
import { Button } from '@/ui/button';
import { useFocusFirstRefused } from '@/ui/form/focus-first-refused';
import { TextField } from '@/ui/form/text-field';
import { CHECKOUT_FORMS, GUEST_FIELDS } from '../checkout-forms';
import styles from './checkout.module.css';

/**
 * A shopper who is not signed in signs in, or continues as a guest with an email (GuestSignIn): a form to
 * the checkout's action, taken with or without script. Refused, the API's message is said above the form
 * and the email's on its field, with what was typed.
 */
export function GuestStep({ state, busy }: { state: FormState<'emailId', true> | null; busy: boolean }) {
  useFocusFirstRefused(state, GUEST_FIELDS);
  return (
    <div className={styles.grid2}>
      <section className={styles.panel} aria-labelledby="returning-title">
        <h2 id="returning-title">Returning customer</h2>
        <p>Sign in to use your saved details and see this order in your order history.</p>
        <Link to={signInPath('/checkout')}>Sign in to check out</Link>
      </section>
      <section className={styles.panel} aria-labelledby="guest-title">
        <h2 id="guest-title">Check out as a guest</h2>
        <Form method="post" noValidate className={styles.form} aria-labelledby="guest-title">
          <p role="alert" className={styles.error}>
            {state?.formError}
          </p>
          <TextField
            id="guest-email"
            name="emailId"
            label="Email address"
            type="email"
            autoComplete="email"
            required
            hint="We send the order confirmation here."
            defaultValue={state?.values.emailId}
            error={state?.fieldErrors.emailId}
          />
          <input type="hidden" name={WHICH_FORM} value={CHECKOUT_FORMS.guest} />
          <Button type="submit" busy={busy}>
            Continue as a guest
          </Button>
        </Form>
      </section>
    </div>
  );
}
