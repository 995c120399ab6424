import * as Dialog from '@radix-ui/react-dialog';
import { Button } from '@/ui/button';
import type { LazyDialogProps } from '@/ui/lazy-dialog-button';
import styles from '@/ui/dialog.module.css';
import PreferencesForm from './preferences-form';

/** The preferences popup itself, loaded on the first click of its button (nothing of it is in the first load). */
export default function PreferencesPopup({ open, onOpenChange, returnFocusTo }: LazyDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.content}
          onCloseAutoFocus={(event) => {
            // Back to the header's button, as a Dialog.Trigger would.
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <Dialog.Title className={styles.title}>Your preferences</Dialog.Title>
          <Dialog.Description>Tell us what you collect and we will show it first.</Dialog.Description>
          <PreferencesForm
            onDone={() => onOpenChange(false)}
            cancel={
              <Dialog.Close asChild>
                <Button variant="secondary">Cancel</Button>
              </Dialog.Close>
            }
          />
          <Dialog.Close className={styles.close} aria-label="Close preferences">
            <span aria-hidden="true">×</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
