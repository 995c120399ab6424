import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  getArchiveMessagesMutationOptions,
  getGetCustomerMessagesQueryKey,
  getGetCustomerMessagesQueryOptions,
  getMarkMessagesReadMutationOptions,
  useGetCustomerMessages,
} from '@generated/hooks/customer/customer';
import type { CustomerMessages } from '@generated/hooks/model';
import type { LoadableQuery } from '@/api';
import { useCustomerId } from '@/features/session';

type Cached = CustomerMessages | undefined;

/** Looked at again every minute while the store is open, so a price alert reaches the bell without a reload. */
const FRESH_MS = 60_000;

/** The customer's inbox and archive, for a loader: the bell and the inbox page render with them on the server. */
export const customerMessagesQuery = (userId: number): LoadableQuery =>
  getGetCustomerMessagesQueryOptions({ userId }, { query: { staleTime: FRESH_MS } });
type Boxes = CustomerMessages['data']['data'];

/**
 * The customer's inbox and archive, shared by the bell and the full-page inbox (one cache, so both agree).
 * Reading and archiving change the cache at once and tell the server through the generated mutations;
 * a refused call puts the boxes back as they were, and the boxes are asked for again either way, so the
 * list never claims what the server did not do.
 */
export function useMessages() {
  // While a page hydrates, the customer the server rendered it for (with their messages).
  const userId = useCustomerId();
  const queryClient = useQueryClient();
  const params = { userId };
  const key = getGetCustomerMessagesQueryKey(params);
  const query = useGetCustomerMessages(params, { query: { enabled: userId > 0, staleTime: FRESH_MS, refetchInterval: FRESH_MS } });
  const inbox = query.data?.data.data.inBoxMsgs ?? [];
  const archive = query.data?.data.data.archiveMsg ?? [];
  const unread = inbox.filter((m) => !m.isRead).length;
  const change = (f: (d: Boxes) => Boxes) =>
    queryClient.setQueryData(key, (old: Cached) => old && { ...old, data: { ...old.data, data: f(old.data.data) } });
  // What every write to the boxes shares: the change shows at once (the count drops as the shopper
  // expects), the boxes come back as they were if the server refuses, and are asked for again after.
  const boxes = (apply: (d: Boxes, ids: readonly number[]) => Boxes) => ({
    onMutate: async ({ data }: { data: { messageIds: number[] } }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<CustomerMessages>(key);
      change((d) => apply(d, data.messageIds));
      return { before };
    },
    onError: (_e: unknown, _v: unknown, context: { before: Cached } | undefined) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  const markRead = useMutation(
    getMarkMessagesReadMutationOptions({
      mutation: boxes((d, ids) => ({ ...d, inBoxMsgs: d.inBoxMsgs.map((m) => (ids.includes(m.id) ? { ...m, isRead: true } : m)) })),
    }),
  );
  const moveToArchive = useMutation(
    getArchiveMessagesMutationOptions({
      mutation: boxes((d, ids) => ({
        ...d,
        inBoxMsgs: d.inBoxMsgs.filter((m) => !ids.includes(m.id)),
        archiveMsg: [
          ...d.inBoxMsgs.filter((m) => ids.includes(m.id)).map((m) => ({ ...m, isRead: true, isArchive: true })),
          ...d.archiveMsg,
        ],
      })),
    }),
  );

  /** Marks messages read; the count drops at once. Returns false when the server refused. */
  const read = async (ids: number[]): Promise<boolean> => {
    const wanted = ids.filter((id) => inbox.some((m) => m.id === id && !m.isRead));
    if (!wanted.length) return true;
    return markRead.mutateAsync({ data: { messageIds: wanted } }).then(
      () => true,
      () => false,
    );
  };
  /** Archiving moves messages to the archive and marks them read. */
  const archiveIds = async (ids: number[]): Promise<boolean> => {
    const moving = inbox.filter((m) => ids.includes(m.id)).map((m) => m.id);
    if (!moving.length) return true;
    return moveToArchive.mutateAsync({ data: { messageIds: moving } }).then(
      () => true,
      () => false,
    );
  };
  return {
    signedIn: userId > 0,
    query,
    inbox,
    archived: archive,
    unread,
    read,
    archive: archiveIds,
    markAllRead: () => read(inbox.filter((m) => !m.isRead).map((m) => m.id)),
  };
}
