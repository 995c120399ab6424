import { announce } from '@react-aria/live-announcer';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { Form } from 'react-router';
import type { CustomerMessage } from '@generated/hooks/model';
import { fillMessage, messageKind, trackingUrl, type MessageKind } from '@/domain/messages/messages';
import { Button } from '@/ui/button';
import { WITH_SCRIPT_IN_PLACE, WITHOUT_SCRIPT } from '@/ui/script-running';
import { useFocusAfterRemoval } from '@/ui/use-focus-after-removal';
import styles from './messages.module.css';
import { useMessages } from './use-messages';

const ICON: Record<MessageKind, string> = { success: '✔', cancelled: '✖', shipped: '🚚', pending: '⏳', info: '🔔' };
type Box = 'inbox' | 'archive';
/** What an empty inbox and an empty archive say, word for word (the e2e tests hold them). */
export const EMPTY_TEXT: Record<Box, string> = { inbox: 'No new notifications', archive: 'No archived messages' };
export const plural = (n: number) => `${n} message${n === 1 ? '' : 's'}`;

/** The name of a message's box on the full page: each ticked box sends its message's id to Archive selected. */
export const ARCHIVE_FIELD = 'archive';

/** What Archive selected answers (the messages page's action): whether it was done, and what is said of it. */
export interface ArchiveAnswer {
  ok: boolean;
  said: string;
}

/** What a message is about, for the names of its buttons and checkbox. */
const about = (m: CustomerMessage) => (m.invoice ? `order ${m.invoice}` : 'your account');

function MessageItem({
  message,
  box,
  focusRef,
  onRead,
  onArchive,
  selection,
}: {
  message: CustomerMessage;
  box: Box;
  focusRef: (el: HTMLElement | null) => void;
  onRead: () => void;
  onArchive: () => void;
  selection?: { checked: boolean; toggle: () => void };
}) {
  const text = fillMessage(message);
  const href = trackingUrl(message.carrierCode, message.trackingNo);
  return (
    <li className={message.isRead ? styles.read : styles.unread}>
      {selection ? (
        <input
          type="checkbox"
          name={ARCHIVE_FIELD}
          value={message.id}
          className={styles.select}
          checked={selection.checked}
          onChange={selection.toggle}
          aria-label={`Select the message about ${about(message)}`}
        />
      ) : null}
      <div className={styles.body}>
        <button type="button" className={styles.message} onClick={onRead} ref={focusRef}>
          <span aria-hidden="true" className={styles.icon}>
            {ICON[messageKind(text)]}
          </span>
          <span>
            {message.isRead ? null : <span className="visually-hidden">Unread: </span>}
            {text}
          </span>
        </button>
        <div className={styles.messageActions}>
          {href ? (
            <a href={href} target="_blank" rel="noreferrer">
              Track {message.carrierCode} parcel<span className="visually-hidden"> {message.trackingNo} (opens in a new tab)</span>
            </a>
          ) : null}
          {box === 'inbox' ? (
            <button type="button" onClick={onArchive}>
              Archive<span className="visually-hidden"> the message about {about(message)}</span>
            </button>
          ) : null}
        </div>
      </div>
    </li>
  );
}

/**
 * The inbox and the archive as APG tabs (react-aria: one tab stop, arrow keys, Home and End). The bell's
 * popover shows them compact; the full page adds bulk selection, Archive selected and Mark all read.
 * On the page the inbox is a form: Archive selected sends the ticked boxes to the page's action
 * (`archiving`: its last answer and whether one is on its way), so it works without script too.
 */
export function MessageCenter({
  variant,
  archiving,
}: {
  variant: 'popover' | 'page';
  archiving?: { answer: ArchiveAnswer | null; busy: boolean };
}) {
  const m = useMessages();
  const [tab, setTab] = useState<Box>('inbox');
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const panelRef = useRef<HTMLDivElement>(null);
  const list = tab === 'inbox' ? m.inbox : m.archived;
  // Focus is never lost: after Archive it goes to the next message, the one before, or the panel.
  const focus = useFocusAfterRemoval(
    list.map((x) => String(x.id)),
    () => panelRef.current,
  );
  const page = variant === 'page';
  const chosen = m.inbox.filter((x) => selected.has(x.id));
  const allChosen = m.inbox.length > 0 && chosen.length === m.inbox.length;

  const archiveOne = async (message: CustomerMessage) => {
    focus.removing(String(message.id));
    setSelected((s) => new Set([...s].filter((id) => id !== message.id)));
    if (await m.archive([message.id])) announce('Message archived.', 'polite');
    else announce('The message could not be archived. Try again.', 'assertive');
  };
  // Nothing ticked is said at once with the script (without it, the action says it).
  const checkChosen = (event: FormEvent) => {
    if (chosen.length) return;
    event.preventDefault();
    announce('Select the messages to archive first.', 'assertive');
  };
  // Each answer of Archive selected, once: the ticks go when it was done, and it is said.
  const answer = archiving?.answer ?? null;
  const [heard, setHeard] = useState<ArchiveAnswer | null>(null);
  if (answer !== heard) {
    setHeard(answer);
    if (answer?.ok) setSelected(new Set());
  }
  // Said once, when a send is over (the action, and the boxes asked for again): not each time the inbox
  // renders with an answer, which a screen reader heard twice.
  const sending = archiving?.busy ?? false;
  const sent = useRef(false);
  useEffect(() => {
    if (sending) sent.current = true;
    else if (sent.current && answer) {
      sent.current = false;
      announce(answer.said, answer.ok ? 'polite' : 'assertive');
    }
  }, [sending, answer]);
  const markAllRead = async () => {
    const count = m.unread;
    if (!count) {
      announce('Every message is already read.', 'polite');
      return;
    }
    if (await m.markAllRead()) announce(`${plural(count)} marked as read.`, 'polite');
    else announce('The messages could not be marked as read. Try again.', 'assertive');
  };
  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  /** The page's inbox is Archive selected's form; the archive, and the bell's boxes, are not. */
  const inForm = (box: Box, content: ReactNode) =>
    page && box === 'inbox' ? (
      <Form method="post" onSubmit={checkChosen}>
        {/* Said by the live announcer with the script; in the page when the server ran the action. */}
        <p role="status" className={WITHOUT_SCRIPT}>
          {answer?.said}
        </p>
        {content}
      </Form>
    ) : (
      content
    );

  const panel = (box: Box) => (
    <TabPanel id={box} className={styles.panel} ref={panelRef}>
      {m.query.isLoading ? <p>Loading messages…</p> : null}
      {m.query.isError ? <p>Your messages could not be loaded. Try again in a moment.</p> : null}
      {m.query.isSuccess && list.length === 0 ? <p>{EMPTY_TEXT[box]}</p> : null}
      {inForm(
        box,
        <>
          {page && box === 'inbox' && m.inbox.length ? (
            <div className={styles.toolbar}>
              {/* These two need the script; without it they keep their place unseen, so nothing moves when it runs. */}
              <label className={`${styles.selectAll} ${WITH_SCRIPT_IN_PLACE}`}>
                <input
                  type="checkbox"
                  checked={allChosen}
                  onChange={() => setSelected(allChosen ? new Set() : new Set(m.inbox.map((x) => x.id)))}
                />{' '}
                Select all
              </label>
              <Button type="submit" variant="secondary" busy={sending}>
                Archive selected{chosen.length ? ` (${chosen.length})` : ''}
              </Button>
              <Button variant="secondary" className={WITH_SCRIPT_IN_PLACE} onClick={() => void markAllRead()}>
                Mark all read
              </Button>
            </div>
          ) : null}
          <ul className={styles.list}>
            {list.map((x) => (
              <MessageItem
                key={x.id}
                message={x}
                box={box}
                focusRef={focus.target(String(x.id))}
                onRead={() => void m.read([x.id])}
                onArchive={() => void archiveOne(x)}
                selection={page && box === 'inbox' ? { checked: selected.has(x.id), toggle: () => toggle(x.id) } : undefined}
              />
            ))}
          </ul>
        </>,
      )}
    </TabPanel>
  );

  return (
    <Tabs
      selectedKey={tab}
      onSelectionChange={(k: Key) => setTab(k === 'archive' ? 'archive' : 'inbox')}
      className={page ? styles.page : styles.popover}
    >
      <TabList aria-label="Messages" className={styles.tabs}>
        {/* "Inbox (3)" to the eye, "Inbox, 3 unread" to a screen reader: a hidden word inside the brackets
            was heard as "Inbox (3 unread )". */}
        <Tab id="inbox" className={styles.tab} aria-label={m.unread ? `Inbox, ${m.unread} unread` : undefined}>
          Inbox
          {m.unread ? <span className={styles.count}> ({m.unread})</span> : null}
        </Tab>
        <Tab id="archive" className={styles.tab}>
          Archive
        </Tab>
      </TabList>
      {panel('inbox')}
      {panel('archive')}
    </Tabs>
  );
}
