import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { getSendEmailVerificationLinkMutationOptions, useVerifyEmail } from '@generated/hooks/authentication/authentication';
import { isApiError } from '@/api';
import { useSession } from '@/features/session';
import { Button } from '@/ui/button';
import { PageTitle } from '@/ui/page-title';
import styles from '../components/auth.module.css';

export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const customerId = Number(params.get('customerId'));
  const valid = Boolean(token) && Number.isInteger(customerId) && customerId > 0;
  const result = useVerifyEmail({ token, customerId }, { query: { enabled: valid, retry: false, staleTime: Infinity } });
  const customer = useSession((s) => (s.isLoggedIn ? s.customerInfo : null));
  const sendLink = useMutation(getSendEmailVerificationLinkMutationOptions());
  const sent = sendLink.isSuccess
    ? (sendLink.data.message ?? `A verification link is on its way to ${sendLink.variables.params.emailId}.`)
    : sendLink.error
      ? isApiError(sendLink.error)
        ? sendLink.error.message
        : 'We could not send the link. Try again in a moment.'
      : '';
  return (
    <div className="page">
      <PageTitle title="Verify your email" />
      <div role="status" aria-busy={result.isLoading}>
        {!valid ? <p>This page needs the link from your verification email.</p> : null}
        {sent ? <p className={styles.status}>{sent}</p> : null}
        {valid && result.isLoading ? <p>Checking your link…</p> : null}
        {result.isSuccess ? <p className={styles.status}>{result.data.message ?? 'Your email is verified.'}</p> : null}
        {result.isError ? <p className={styles.formError}>{result.error.message}</p> : null}
      </div>
      {!valid && customer?.emailId && !customer.isEmailVerified ? (
        <Button onClick={() => sendLink.mutate({ params: { emailId: customer.emailId ?? '' } })} busy={sendLink.isPending}>
          Send a verification link to {customer.emailId}
        </Button>
      ) : null}
      <p>
        <Link to="/myaccounts">Go to your account</Link>
      </p>
    </div>
  );
}
