// The customer's messages: the inbox and archive, shown in the header's bell and on their own page.
export { MessageCenter } from './message-center';
export { customerMessagesQuery, useMessages } from './use-messages';
