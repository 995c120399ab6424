import { useQueryClient } from '@tanstack/react-query';
import { archiveMessages, getGetCustomerMessagesQueryKey, markMessagesRead, useGetCustomerMessages } from '@generated/hooks/customer/customer';
import type { CustomerMessages } from '@generated/hooks/model';
import { useSession } from '@/features/session';

type Cached = CustomerMessages | undefined;
type Boxes = CustomerMessages['data']['data'];

/**
 * The customer's inbox and archive, shared by the bell and the full-page inbox (one cache, so both agree).
 * Reading and archiving change the cache at once and tell the server; a failed call is put right by the
 * refetch that follows, so the list never claims what the server did not do for long.
 */
export function useMessages() {
  const user = useSession((s) => (s.isLoggedIn ? s.user : null));
  const queryClient = useQueryClient();
  const params = { userId: user?.userId ?? 0 };
  const key = getGetCustomerMessagesQueryKey(params);
  // Looked at again every minute while the store is open, so a price alert reaches the bell without a reload.
  const query = useGetCustomerMessages(params, { query: { enabled: Boolean(user), staleTime: 60_000, refetchInterval: 60_000 } });
  const inbox = query.data?.data.data.inBoxMsgs ?? [];
  const archive = query.data?.data.data.archiveMsg ?? [];
  const unread = inbox.filter((m) => !m.isRead).length;
  const change = (f: (d: Boxes) => Boxes) =>
    queryClient.setQueryData(key, (old: Cached) => old && { ...old, data: { ...old.data, data: f(old.data.data) } });
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });

  /** Spec 4: marks messages read; the count drops at once. Returns false when the server refused. */
  const read = async (ids: number[]): Promise<boolean> => {
    const wanted = ids.filter((id) => inbox.some((m) => m.id === id && !m.isRead));
    if (!wanted.length) return true;
    change((d) => ({ ...d, inBoxMsgs: d.inBoxMsgs.map((m) => (wanted.includes(m.id) ? { ...m, isRead: true } : m)) }));
    const ok = await markMessagesRead({ messageIds: wanted }).then(() => true, () => false);
    void refresh();
    return ok;
  };
  /** Spec 4: archiving moves messages to the archive and marks them read. */
  const archiveIds = async (ids: number[]): Promise<boolean> => {
    const moving = inbox.filter((m) => ids.includes(m.id));
    if (!moving.length) return true;
    change((d) => ({ ...d, inBoxMsgs: d.inBoxMsgs.filter((m) => !ids.includes(m.id)), archiveMsg: [...moving.map((m) => ({ ...m, isRead: true, isArchive: true })), ...d.archiveMsg] }));
    const ok = await archiveMessages({ messageIds: moving.map((m) => m.id) }).then(() => true, () => false);
    void refresh();
    return ok;
  };
  return { signedIn: Boolean(user), query, inbox, archived: archive, unread, read, archive: archiveIds, markAllRead: () => read(inbox.filter((m) => !m.isRead).map((m) => m.id)) };
}
