// The customer's messages: the inbox and archive, shown in the header's bell and on their own page.
import { lazyPart } from '@/ui/lazy-part';

export { customerMessagesQuery, useMessages } from './use-messages';

/**
 * The message center as the bell's popover opens it: its code (react-aria's tabs, whose first use sets up
 * Intl's locale data, a long task on a phone) loads when a customer first opens the bell, not with every
 * page of theirs. The inbox page imports it as part of its own code.
 */
export const MessageCenter = lazyPart(() => import('./message-center').then((m) => ({ default: m.MessageCenter })));
