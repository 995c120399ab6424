import { Suspense } from 'react';
import { Link } from 'react-router';
import { greeting } from '@/domain/chrome/greeting';
import { useCustomerFirstName, useSignedIn } from '@/features/session';
import { lazyPart } from '@/ui/lazy-part';
import styles from './header.module.css';

// The account menu and the bell need Radix menus and popovers; guests never download them. The server,
// which renders a customer's page with them, has their code before it renders (lazyPart).
const SignedInMenu = lazyPart(() => import('./account-menu').then((m) => ({ default: m.SignedInMenu })));
const NotificationBell = lazyPart(() => import('./notification-bell').then((m) => ({ default: m.NotificationBell })));

/**
 * The greeting with a LOGIN link for a visitor; for a customer, the bell and the account menu. A page the
 * server rendered for a customer greets them in its HTML; any other hydrates as the guest's it was sent as,
 * then greets the customer this browser knows.
 */
export function GreetingArea() {
  const isLoggedIn = useSignedIn();
  const firstName = useCustomerFirstName();
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
