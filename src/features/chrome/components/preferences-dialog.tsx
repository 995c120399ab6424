import { lazy, Suspense, useRef, useState } from 'react';
import styles from '@/ui/dialog.module.css';

const load = () => import('./preferences-popup');
const PreferencesPopup = lazy(load);

/**
 * The header's Preferences button. The popup (Radix Dialog and the form) loads on the first press, or as
 * soon as the pointer or the focus reaches the button, so the first paint carries none of it.
 */
export function PreferencesDialog() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.iconButton}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void load()}
        onFocus={() => void load()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2"><path d="M4 6h16M4 12h16M4 18h16" /><circle cx="9" cy="6" r="2" fill="currentColor" /><circle cx="15" cy="12" r="2" fill="currentColor" /><circle cx="7" cy="18" r="2" fill="currentColor" /></svg>
        <span className={styles.label}>Preferences</span>
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <PreferencesPopup open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      ) : null}
    </>
  );
}
