import * as Popover from '@radix-ui/react-popover';
import { useState } from 'react';
import { Link } from 'react-router';
import { MessageCenter, useMessages } from '@/features/messages';
import dialog from '@/ui/dialog.module.css';
import styles from './notifications.module.css';

/** The bell (signed in only): a dot while unread messages exist; the inbox and archive in a popover. */
export function NotificationBell() {
  const { signedIn, unread } = useMessages();
  const [open, setOpen] = useState(false);
  if (!signedIn) return null;
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger className={styles.bell} aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}>
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M6 8a6 6 0 1 1 12 0c0 7 3 8 3 8H3s3-1 3-8" />
          <path d="M10 20a2 2 0 0 0 4 0" />
        </svg>
        {unread ? <span className={styles.dot} aria-hidden="true" /> : null}
      </Popover.Trigger>
      {/* In place, inside the banner landmark. */}
      <Popover.Content className={dialog.popover} align="end" sideOffset={8} aria-label="Notifications">
        <MessageCenter variant="popover" />
        <Link to="/myaccounts/messages" className={styles.all} onClick={() => setOpen(false)}>
          All messages
        </Link>
      </Popover.Content>
    </Popover.Root>
  );
}
