import { Navigate, useSearchParams } from 'react-router';
import { safeRedirect, useSession } from '@/features/session';
import { PageTitle } from '@/ui/page-title';
import styles from '../components/auth.module.css';
import { SignInForm } from '../components/sign-in-form';
import { SignUpForm } from '../components/sign-up-form';

export function Component() {
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const [params] = useSearchParams();
  if (isLoggedIn) return <Navigate to={safeRedirect(params.get('redirect'))} replace />;
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
