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
        {/* Shown in capitals, as the header is specified; named as a word, as some screen readers spell
            a word in capitals letter by letter. */}
        <Link to="/signin" className={styles.login} aria-label="Login">
          <span aria-hidden="true">LOGIN</span>
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
