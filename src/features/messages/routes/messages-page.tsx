import { data, useActionData, useNavigation, type ActionFunctionArgs, type RouterContextProvider } from 'react-router';
import { archiveMessages, getGetCustomerMessagesQueryKey } from '@generated/hooks/customer/customer';
import { refusedStatus, routeDataContext } from '@/api';
import { useCustomerOnly } from '@/features/session';
import { PageTitle } from '@/ui/page-title';
import { ARCHIVE_FIELD, MessageCenter, plural, type ArchiveAnswer } from '../message-center';

/**
 * Archive selected (ArchiveMessages), the page's route action: run in the browser, or on the server for the
 * boxes ticked and sent without script. The boxes are asked for again before it answers, so the page (and
 * the server's, rendered after it) shows them as the dealer now holds them.
 */
export async function action({ request, context }: ActionFunctionArgs<Readonly<RouterContextProvider>>) {
  const ids = (await request.formData())
    .getAll(ARCHIVE_FIELD)
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0);
  if (!ids.length) return data<ArchiveAnswer>({ ok: false, said: 'Select the messages to archive first.' }, { status: 400 });
  try {
    await archiveMessages({ messageIds: ids });
  } catch (error) {
    return data<ArchiveAnswer>({ ok: false, said: 'The messages could not be archived. Try again.' }, { status: refusedStatus(error) });
  }
  // Every customer's boxes in this cache (one customer's, in a browser or a render) are stale now.
  await context.get(routeDataContext).queryClient.invalidateQueries({ queryKey: getGetCustomerMessagesQueryKey() });
  return { ok: true, said: `${plural(ids.length)} archived.` } satisfies ArchiveAnswer;
}

/**
 * /myaccounts/messages: the full-page inbox and archive, with the bell's rules (read on click, archive
 * marks read, icons by keyword, tracking links, the empty texts), bulk selection and Mark all read.
 */
export function Component() {
  // The inbox fills in once the session is known; a guest is sent to sign-in.
  useCustomerOnly();
  const answer = useActionData<typeof action>() ?? null;
  const busy = useNavigation().formData?.has(ARCHIVE_FIELD) ?? false;
  return (
    <div className="page">
      <PageTitle title="Messages" />
      <MessageCenter variant="page" archiving={{ answer, busy }} />
    </div>
  );
}
