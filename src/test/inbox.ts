import type { CustomerMessage } from '@generated/hooks/model';
import type { setupMockApi } from '../../mocks/node';

type Mock = ReturnType<typeof setupMockApi>;

export const shipped: CustomerMessage = {
  id: 16,
  msgText: 'Your order {invoice} has shipped. Tracking number {trackingNo}.',
  isRead: false,
  isArchive: false,
  invoice: 'BPM-240115',
  carrierCode: 'UPS',
  trackingNo: '1Z999AA10123456784',
};
export const paid: CustomerMessage = {
  id: 14,
  msgText: 'Payment received for order {invoice} by {paymentMethod}.',
  isRead: false,
  isArchive: false,
  invoice: 'BPM-240114',
  paymentMethod: 'eCheck',
};
export const welcome: CustomerMessage = { id: 3, msgText: 'Welcome to Bold Precious Metals.', isRead: true, isArchive: false };
const strangers: CustomerMessage = {
  id: 99,
  msgText: 'Another customer’s order {invoice} has shipped.',
  isRead: false,
  isArchive: false,
  invoice: 'BPM-999999',
};

/**
 * A customer's inbox on the seeded mock, for the inbox's tests: `arrange` puts the messages in the mock's
 * db (with one of another customer's, which must never show), `told` lists what the store asked the
 * mock to change ("read 16,14", "archive 14"), `held` reads a message as the mock keeps it.
 */
export function mockInbox(mock: Mock) {
  const demo = mock.db.state.customers.find((c) => c.emailId === 'demo@boldbullion.test');
  if (!demo) throw new Error('the seed has no demo customer');
  const customerId = demo.customerId;
  const told: string[] = [];
  mock.server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    const verb = path.endsWith('/MarkMessagesRead') ? 'read' : path.endsWith('/ArchiveMessages') ? 'archive' : null;
    if (verb)
      void request
        .clone()
        .json()
        .then((b: { messageIds: number[] }) => told.push(`${verb} ${b.messageIds.join(',')}`));
  });
  return {
    customerId,
    told,
    arrange(messages: CustomerMessage[]) {
      mock.db.state.messages = [...messages.map((m) => ({ ...m, customerId })), { ...strangers, customerId: customerId + 1 }];
      told.length = 0;
    },
    held: (id: number) => mock.db.state.messages.find((m) => m.id === id),
  };
}
