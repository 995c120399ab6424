import * as RadixToast from '@radix-ui/react-toast';
import styles from './toaster.module.css';
import { useEffect } from 'react';
import { markShown, useToastStore } from './toast-store';

/**
 * One toast region for the store (Radix Toast: a labelled region, F8 to reach it, swipe or Escape to
 * dismiss). Errors are announced assertively, the rest politely. Bottom centre up to 1024px wide (within
 * thumb's reach on a phone), top centre above, clear of the cart drawer.
 */
export function Toaster() {
  const toasts = useToastStore((s) => s.toasts);
  const dismiss = useToastStore((s) => s.dismiss);
  return (
    <RadixToast.Provider swipeDirection="down" label="Notification">
      {toasts.map((t) => (
        <RadixToast.Root
          key={t.id}
          className={`${styles.toast} ${styles[t.tone]}`}
          duration={t.duration}
          type={t.tone === 'error' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismiss(t.id);
          }}
        >
          <RadixToast.Description className={styles.text}>{t.text}</RadixToast.Description>
          <Shown id={t.id} />
          <RadixToast.Close className={styles.close} aria-label="Dismiss notification">
            <span aria-hidden="true">×</span>
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className={styles.viewport} />
    </RadixToast.Provider>
  );
}

/** Tells the store the toast is on screen (an effect runs once React has put it in the page). */
function Shown({ id }: { id: number }) {
  useEffect(() => markShown(id), [id]);
  return null;
}
