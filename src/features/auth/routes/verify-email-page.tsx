import { Link, useSearchParams } from 'react-router';
import { useVerifyEmail } from '@generated/hooks/authentication/authentication';
import { PageTitle } from '@/ui/page-title';
import styles from '../components/auth.module.css';

export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const customerId = Number(params.get('customerId'));
  const valid = Boolean(token) && Number.isInteger(customerId) && customerId > 0;
  const result = useVerifyEmail({ token, customerId }, { query: { enabled: valid, retry: false, staleTime: Infinity } });
  return (
    <div className="page">
      <PageTitle title="Verify your email" />
      <div role="status" aria-busy={result.isLoading}>
        {!valid ? <p>This page needs the link from your verification email.</p> : null}
        {valid && result.isLoading ? <p>Checking your link…</p> : null}
        {result.isSuccess ? <p className={styles.status}>{result.data.message ?? 'Your email is verified.'}</p> : null}
        {result.isError ? <p className={styles.formError}>{result.error.message}</p> : null}
      </div>
      <p>
        <Link to="/myaccounts">Go to your account</Link>
      </p>
    </div>
  );
}
