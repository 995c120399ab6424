import { Navigate } from 'react-router';
import { signInPath, useSession } from '@/features/session';
import { PageTitle } from '@/ui/page-title';
import { MessageCenter } from '../message-center';

/**
 * /myaccounts/messages: the full-page inbox and archive, with the bell's rules (read on click, archive
 * marks read, icons by keyword, tracking links, the spec's empty texts), bulk selection and Mark all read.
 */
export function Component() {
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  if (!isLoggedIn) return <Navigate to={signInPath('/myaccounts/messages')} replace />;
  return (
    <div className="page">
      <PageTitle title="Messages" />
      <MessageCenter variant="page" />
    </div>
  );
}
