import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { greeting } from '@/domain/chrome/greeting';
import { useSession } from '@/features/session';
import styles from './header.module.css';

// The account menu and the bell need Radix menus and popovers; guests never download them.
const SignedInMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.SignedInMenu })));
const NotificationBell = lazy(() => import('./notification-bell').then((m) => ({ default: m.NotificationBell })));

/** The greeting with a LOGIN link for a visitor; for a customer, the bell and the account menu. */
export function GreetingArea() {
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const firstName = useSession((s) => s.customerInfo?.firstName ?? s.user?.firstName ?? null);
  if (!isLoggedIn) {
    return (
      <div className={styles.account}>
        <span>{greeting(null)}</span>
        <Link to="/signin" className={styles.login}>
          LOGIN
        </Link>
      </div>
    );
  }
  return (
    <Suspense fallback={<span className={styles.account}>{greeting(firstName)}</span>}>
      <NotificationBell />
      <SignedInMenu />
    </Suspense>
  );
}
