import { lazy } from 'react';
import { LazyDialogButton } from '@/ui/lazy-dialog-button';
import styles from './mobile-menu.module.css';

const load = () => import('./mobile-menu-panel');
const MobileMenuPanel = lazy(load);

/**
 * Small screens: the Menu button opens a side menu dialog with the whole navigation; Login/Register, or the
 * profile row and Logout. The dialog is not part of the first paint.
 */
export function MobileMenu() {
  return (
    <LazyDialogButton preload={load} className={styles.trigger} dialog={(props) => <MobileMenuPanel {...props} />}>
      <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M3 6h18M3 12h18M3 18h18" />
      </svg>
      <span>Menu</span>
    </LazyDialogButton>
  );
}
