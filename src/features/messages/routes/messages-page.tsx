import { useCustomerOnly } from '@/features/session';
import { PageTitle } from '@/ui/page-title';
import { MessageCenter } from '../message-center';

/**
 * /myaccounts/messages: the full-page inbox and archive, with the bell's rules (read on click, archive
 * marks read, icons by keyword, tracking links, the empty texts), bulk selection and Mark all read.
 */
export function Component() {
  // The inbox fills in once the session is known; a guest is sent to sign-in.
  useCustomerOnly();
  return (
    <div className="page">
      <PageTitle title="Messages" />
      <MessageCenter variant="page" />
    </div>
  );
}
