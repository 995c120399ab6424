import * as Dialog from '@radix-ui/react-dialog';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/ui/button';
import styles from '@/ui/dialog.module.css';

const PreferencesForm = lazy(() => import('./preferences-form'));

/**
 * The customer-preferences popup: saved to the profile when signed in (and shown as saved there, from the
 * account settings too), kept in this browser for guests. Its form loads when it first opens.
 */
export function PreferencesDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={styles.iconButton}>
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2"><path d="M4 6h16M4 12h16M4 18h16" /><circle cx="9" cy="6" r="2" fill="currentColor" /><circle cx="15" cy="12" r="2" fill="currentColor" /><circle cx="7" cy="18" r="2" fill="currentColor" /></svg>
        <span className={styles.label}>Preferences</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content}>
          <Dialog.Title className={styles.title}>Your preferences</Dialog.Title>
          <Dialog.Description>Tell us what you collect and we will show it first.</Dialog.Description>
          <Suspense fallback={<p role="status">Loading your preferences…</p>}>
            <PreferencesForm
              onDone={() => setOpen(false)}
              cancel={
                <Dialog.Close asChild>
                  <Button variant="secondary">Cancel</Button>
                </Dialog.Close>
              }
            />
          </Suspense>
          <Dialog.Close className={styles.close} aria-label="Close preferences">
            <span aria-hidden="true">×</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
