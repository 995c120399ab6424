import * as Popover from '@radix-ui/react-popover';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type KeyboardEvent } from 'react';
import { archiveMessages, getGetCustomerMessagesQueryKey, markMessagesRead, useGetCustomerMessages } from '@generated/hooks/customer/customer';
import type { CustomerMessage } from '@generated/hooks/model';
import { fillMessage, messageKind, trackingUrl, type MessageKind } from '@/domain/messages/messages';
import { useSession } from '@/features/session';
import { useFocusAfterRemoval } from '@/ui/use-focus-after-removal';
import dialog from './dialog.module.css';
import styles from './notifications.module.css';

const ICON: Record<MessageKind, string> = { success: '✔', cancelled: '✖', shipped: '🚚', pending: '⏳', info: '🔔' };

/** The bell (signed in only): a dot while unread messages exist; the inbox and archive in a popover. */
export function NotificationBell() {
  const user = useSession((s) => (s.isLoggedIn ? s.user : null));
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<'inbox' | 'archive'>('inbox');
  const tabRefs = useRef<Partial<Record<'inbox' | 'archive', HTMLButtonElement | null>>>({});
  const panelRef = useRef<HTMLDivElement>(null);
  const params = { userId: user?.userId ?? 0 };
  const messages = useGetCustomerMessages(params, { query: { enabled: Boolean(user), staleTime: 60_000 } });
  const inbox = messages.data?.data.data.inBoxMsgs ?? [];
  const archive = messages.data?.data.data.archiveMsg ?? [];
  // Focus is never lost: after Archive it goes to the next message, the one before, or the panel.
  const focus = useFocusAfterRemoval((tab === 'inbox' ? inbox : archive).map((m) => String(m.id)), () => panelRef.current);
  if (!user) return null;
  const unread = inbox.filter((m) => !m.isRead).length;
  const refresh = () => queryClient.invalidateQueries({ queryKey: getGetCustomerMessagesQueryKey(params) });
  const read = async (m: CustomerMessage) => {
    if (m.isRead) return;
    // Spec 4: unread becomes read when clicked; the count drops by one and the server is told.
    queryClient.setQueryData(getGetCustomerMessagesQueryKey(params), (old: typeof messages.data) => old && { data: { data: { ...old.data.data, inBoxMsgs: old.data.data.inBoxMsgs.map((x) => (x.id === m.id ? { ...x, isRead: true } : x)) } } });
    await markMessagesRead({ messageIds: [m.id] }).catch(() => undefined);
    void refresh();
  };
  const list = tab === 'inbox' ? inbox : archive;
  const archiveOne = async (m: CustomerMessage) => {
    focus.removing(String(m.id));
    queryClient.setQueryData(getGetCustomerMessagesQueryKey(params), (old: typeof messages.data) => old && { data: { data: { ...old.data.data, inBoxMsgs: old.data.data.inBoxMsgs.filter((x) => x.id !== m.id), archiveMsg: [{ ...m, isRead: true }, ...old.data.data.archiveMsg] } } });
    await archiveMessages({ messageIds: [m.id] }).catch(() => undefined);
    void refresh();
  };
  const chooseTab = (next: 'inbox' | 'archive') => {
    setTab(next);
    tabRefs.current[next]?.focus();
  };
  // The APG tabs pattern: one tab stop; the arrow keys, Home and End move between the tabs and show them.
  const onTabKey = (event: KeyboardEvent) => {
    const keys: Record<string, 'inbox' | 'archive'> = { ArrowLeft: tab === 'inbox' ? 'archive' : 'inbox', ArrowRight: tab === 'inbox' ? 'archive' : 'inbox', Home: 'inbox', End: 'archive' };
    const next = keys[event.key];
    if (!next) return;
    event.preventDefault();
    chooseTab(next);
  };
  return (
    <Popover.Root>
      <Popover.Trigger className={styles.bell} aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}>
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2"><path d="M6 8a6 6 0 1 1 12 0c0 7 3 8 3 8H3s3-1 3-8" /><path d="M10 20a2 2 0 0 0 4 0" /></svg>
        {unread ? <span className={styles.dot} aria-hidden="true" /> : null}
      </Popover.Trigger>
      {/* In place, inside the banner landmark. */}
      <Popover.Content className={dialog.popover} align="end" sideOffset={8} aria-label="Notifications">
          {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus -- the tabs inside take focus, one at a time */}
          <div role="tablist" aria-label="Messages" className={styles.tabs} onKeyDown={onTabKey}>
            {(['inbox', 'archive'] as const).map((t) => (
              <button
                key={t}
                ref={(el) => { tabRefs.current[t] = el; }}
                role="tab"
                type="button"
                aria-selected={tab === t}
                aria-controls="messages-panel"
                id={`tab-${t}`}
                tabIndex={tab === t ? 0 : -1}
                onClick={() => setTab(t)}
              >
                {t === 'inbox' ? 'Inbox' : 'Archive'}
              </button>
            ))}
          </div>
          <div role="tabpanel" id="messages-panel" aria-labelledby={`tab-${tab}`} ref={panelRef} tabIndex={-1}>
            {messages.isLoading ? <p>Loading messages…</p> : null}
            {messages.isError ? <p>Your messages could not be loaded. Try again in a moment.</p> : null}
            {messages.isSuccess && list.length === 0 ? <p>{tab === 'inbox' ? 'No new notifications' : 'No archived messages'}</p> : null}
            <ul className={styles.list}>
              {list.map((m) => {
                const text = fillMessage(m);
                const href = trackingUrl(m.carrierCode, m.trackingNo);
                return (
                  <li key={m.id} className={m.isRead ? styles.read : styles.unread}>
                    <button
                      type="button"
                      className={styles.message}
                      onClick={() => void read(m)}
                      ref={focus.target(String(m.id))}
                    >
                      <span aria-hidden="true" className={styles.icon}>{ICON[messageKind(text)]}</span>
                      <span>
                        {m.isRead ? null : <span className="visually-hidden">Unread: </span>}
                        {text}
                      </span>
                    </button>
                    <div className={styles.messageActions}>
                      {href ? <a href={href} target="_blank" rel="noreferrer">Track {m.carrierCode} parcel<span className="visually-hidden"> {m.trackingNo} (opens in a new tab)</span></a> : null}
                      {tab === 'inbox' ? <button type="button" onClick={() => void archiveOne(m)}>Archive<span className="visually-hidden"> message about {m.invoice ?? 'your account'}</span></button> : null}
                    </div>
                  </li>
                );
              })}
            </ul>
          </div>
      </Popover.Content>
    </Popover.Root>
  );
}
