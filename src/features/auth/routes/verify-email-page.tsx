import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { sendEmailVerificationLink, useVerifyEmail } from '@generated/hooks/authentication/authentication';
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
  const [sent, setSent] = useState('');
  const [busy, setBusy] = useState(false);
  const sendLink = async () => {
    if (!customer?.emailId) return;
    setBusy(true);
    try {
      setSent((await sendEmailVerificationLink({ emailId: customer.emailId })).message ?? `A verification link is on its way to ${customer.emailId}.`);
    } catch (error) {
      setSent(isApiError(error) ? error.message : 'We could not send the link. Try again in a moment.');
    } finally {
      setBusy(false);
    }
  };
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
        <Button onClick={() => void sendLink()} busy={busy}>
          Send a verification link to {customer.emailId}
        </Button>
      ) : null}
      <p>
        <Link to="/myaccounts">Go to your account</Link>
      </p>
    </div>
  );
}
