import { lazy, Suspense, useRef, useState } from 'react';
import styles from './mobile-menu.module.css';

const load = () => import('./mobile-menu-panel');
const MobileMenuPanel = lazy(load);

/**
 * Small screens: the Menu button opens a side menu dialog with the whole navigation; Login/Register, or the
 * profile row and Logout. The dialog loads on the first press (or when the pointer or focus reaches the
 * button), so the first paint carries none of it.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void load()}
        onFocus={() => void load()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2"><path d="M3 6h18M3 12h18M3 18h18" /></svg>
        <span>Menu</span>
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileMenuPanel open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      ) : null}
    </>
  );
}
