import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { signOut } from '@generated/hooks/authentication/authentication';
import { useSession } from '../session-store';

/**
 * Spec 4 logout: end the session on the server (SignOut revokes the token), clear preferences and
 * session, forget cached customer data, then go to /signin. The server call is sent before the
 * token is forgotten and never holds the shopper up: signing out works offline too.
 */
export function useLogout(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return () => {
    if (useSession.getState().user) void signOut().catch(() => undefined);
    useSession.getState().logout();
    queryClient.clear();
    navigate('/signin');
  };
}
