import { lazy } from 'react';
import styles from '@/ui/dialog.module.css';
import { LazyDialogButton } from '@/ui/lazy-dialog-button';

const load = () => import('./preferences-popup');
const PreferencesPopup = lazy(load);

/** The header's Preferences button; the popup (Radix Dialog and the form) is not part of the first paint. */
export function PreferencesDialog() {
  return (
    <LazyDialogButton preload={load} className={styles.iconButton} dialog={(props) => <PreferencesPopup {...props} />}>
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M4 6h16M4 12h16M4 18h16" />
        <circle cx="9" cy="6" r="2" fill="currentColor" />
        <circle cx="15" cy="12" r="2" fill="currentColor" />
        <circle cx="7" cy="18" r="2" fill="currentColor" />
      </svg>
      <span className={styles.label}>Preferences</span>
    </LazyDialogButton>
  );
}
