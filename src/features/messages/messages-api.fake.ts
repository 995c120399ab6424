import { useQuery } from '@tanstack/react-query';
import type { CustomerMessage } from '@generated/hooks/model';

/** A small fake of the messages API for unit tests: what the server holds, and what it was told. */
export const fakeServer = {
  inbox: [] as CustomerMessage[],
  archive: [] as CustomerMessage[],
  fail: false,
  refuse: false,
  told: [] as string[],
};

const key = (params?: unknown) => ['/api/Customer/GetCustomerMessages', ...(params ? [params] : [])];

/** Stands in for `@generated/hooks/customer/customer` (use with vi.mock). */
export const fakeCustomerModule = {
  getGetCustomerMessagesQueryKey: key,
  useGetCustomerMessages: (params: unknown, options: { query: { enabled: boolean } }) =>
    useQuery({
      queryKey: key(params),
      queryFn: () => (fakeServer.fail ? Promise.reject(new Error('500')) : Promise.resolve({ data: { data: { inBoxMsgs: structuredClone(fakeServer.inbox), archiveMsg: structuredClone(fakeServer.archive) } } })),
      enabled: options.query.enabled,
      retry: false,
    }),
  markMessagesRead: ({ messageIds }: { messageIds: number[] }) => {
    if (fakeServer.refuse) return Promise.reject(new Error('500'));
    fakeServer.told.push(`read ${messageIds.join(',')}`);
    fakeServer.inbox = fakeServer.inbox.map((m) => (messageIds.includes(m.id) ? { ...m, isRead: true } : m));
    return Promise.resolve({});
  },
  archiveMessages: ({ messageIds }: { messageIds: number[] }) => {
    if (fakeServer.refuse) return Promise.reject(new Error('500'));
    fakeServer.told.push(`archive ${messageIds.join(',')}`);
    const moved = fakeServer.inbox.filter((m) => messageIds.includes(m.id)).map((m) => ({ ...m, isRead: true, isArchive: true }));
    fakeServer.inbox = fakeServer.inbox.filter((m) => !messageIds.includes(m.id));
    fakeServer.archive = [...moved, ...fakeServer.archive];
    return Promise.resolve({});
  },
};

type MutationOptionsArg = { mutation?: Record<string, unknown> } | undefined;
// The generated mutation options, around the fake calls above (the component runs them with useMutation).
Object.assign(fakeCustomerModule, {
  getMarkMessagesReadMutationOptions: (o: MutationOptionsArg) => ({ ...o?.mutation, mutationFn: ({ data }: { data: { messageIds: number[] } }) => fakeCustomerModule.markMessagesRead(data) }),
  getArchiveMessagesMutationOptions: (o: MutationOptionsArg) => ({ ...o?.mutation, mutationFn: ({ data }: { data: { messageIds: number[] } }) => fakeCustomerModule.archiveMessages(data) }),
});

export const shipped: CustomerMessage = { id: 16, msgText: 'Your order {invoice} has shipped. Tracking number {trackingNo}.', isRead: false, isArchive: false, invoice: 'BPM-240115', carrierCode: 'UPS', trackingNo: '1Z999AA10123456784' };
export const paid: CustomerMessage = { id: 14, msgText: 'Payment received for order {invoice} by {paymentMethod}.', isRead: false, isArchive: false, invoice: 'BPM-240114', paymentMethod: 'eCheck' };
export const welcome: CustomerMessage = { id: 3, msgText: 'Welcome to Bold Precious Metals.', isRead: true, isArchive: false };
