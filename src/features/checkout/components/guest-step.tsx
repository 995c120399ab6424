import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { getGuestSignInMutationOptions } from '@generated/hooks/authentication/authentication';
import { applyServerErrors, serverMessage } from '@/api';
import { guestSchema } from '@/domain/validation';
import { signInPath, updateCheckout, useSession } from '@/features/session';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/form/text-field';
import styles from './checkout.module.css';

/** A shopper who is not signed in signs in, or continues as a guest with an email (GuestSignIn). */
export function GuestStep({ onDone }: { onDone: () => void }) {
  const { register, handleSubmit, setError, formState } = useForm<{ emailId: string }>({
    resolver: zodResolver(guestSchema),
    defaultValues: { emailId: '' },
  });
  const start = useMutation(
    getGuestSignInMutationOptions({
      mutation: {
        onSuccess: ({ data }) => {
          useSession.getState().signIn({ userId: data.userId, token: data.token, firstName: data.firstName, isGuest: true });
          updateCheckout((c) => ({ ...c, pageValidated: { ...c.pageValidated, guest: true } }));
          onDone();
        },
        // The API's field errors go on the email; the rest is said above the form.
        onError: (error) => void applyServerErrors(error, setError, ['emailId']),
      },
    }),
  );
  const formError = start.error ? serverMessage(start.error) : '';
  const onSubmit = handleSubmit(({ emailId }) => start.mutate({ data: { emailId: emailId.trim() } }));
  return (
    <div className={styles.grid2}>
      <section className={styles.panel} aria-labelledby="returning-title">
        <h2 id="returning-title">Returning customer</h2>
        <p>Sign in to use your saved details and see this order in your order history.</p>
        <Link to={signInPath('/checkout')}>Sign in to check out</Link>
      </section>
      <section className={styles.panel} aria-labelledby="guest-title">
        <h2 id="guest-title">Check out as a guest</h2>
        <form method="post" onSubmit={(e) => void onSubmit(e)} noValidate className={styles.form} aria-labelledby="guest-title">
          <p role="alert" className={styles.error}>
            {formError}
          </p>
          <TextField
            label="Email address"
            type="email"
            autoComplete="email"
            required
            hint="We send the order confirmation here."
            error={formState.errors.emailId?.message}
            {...register('emailId')}
          />
          <Button type="submit" busy={start.isPending}>
            Continue as a guest
          </Button>
        </form>
      </section>
    </div>
  );
}
