import * as Popover from '@radix-ui/react-popover';
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { MessageCenter, useMessages } from '@/features/messages';
import dialog from '@/ui/dialog.module.css';
import styles from './notifications.module.css';

/** The bell (signed in only): a dot while unread messages exist; the inbox and archive in a popover. */
export function NotificationBell() {
  const { signedIn, unread } = useMessages();
  const [open, setOpen] = useState(false);
  const [unloadable, setUnloadable] = useState(false);
  if (!signedIn) return null;
  const preload = () => void MessageCenter.preload().catch(() => undefined);
  // The message center's code is fetched as the pointer or the focus reaches the bell, and the popover
  // opens once it is here, so the focus lands on its first message (a fallback in its place would take it).
  // Code that cannot be fetched still opens the popover, which says so.
  const openWhenLoaded = (next: boolean) => {
    if (!next) return setOpen(false);
    MessageCenter.preload().then(
      () => {
        setUnloadable(false);
        setOpen(true);
      },
      () => {
        setUnloadable(true);
        setOpen(true);
      },
    );
  };
  return (
    <Popover.Root open={open} onOpenChange={openWhenLoaded}>
      <Popover.Trigger
        className={styles.bell}
        aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
        onPointerEnter={preload}
        onFocus={preload}
      >
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M6 8a6 6 0 1 1 12 0c0 7 3 8 3 8H3s3-1 3-8" />
          <path d="M10 20a2 2 0 0 0 4 0" />
        </svg>
        {unread ? <span className={styles.dot} aria-hidden="true" /> : null}
      </Popover.Trigger>
      {/* In place, inside the banner landmark. */}
      <Popover.Content className={dialog.popover} align="end" sideOffset={8} aria-label="Notifications">
        {unloadable ? (
          <p role="alert">Your messages could not be loaded. Try again in a moment.</p>
        ) : (
          <Suspense fallback={<p>Loading messages…</p>}>
            <MessageCenter variant="popover" />
          </Suspense>
        )}
        <Link to="/myaccounts/messages" className={styles.all} onClick={() => setOpen(false)}>
          All messages
        </Link>
      </Popover.Content>
    </Popover.Root>
  );
}
