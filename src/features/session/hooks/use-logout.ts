import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSignOutMutationOptions, signOut as signOutCall } from '@generated/hooks/authentication/authentication';
import { useSession } from '../session-store';

/**
 * Logout: end the session on the server (SignOut revokes the token), clear preferences and
 * session, forget cached customer data, then go to /signin. The server call is sent before the
 * token is forgotten and never holds the shopper up: signing out works offline too.
 */
export function useLogout(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Behind the store's server the session is its cookie, which SignOut clears there. A browser that was
  // handed a token (the service-worker mock's) names it, as the mutation's variable: the call leaves a few
  // microtasks after mutate, when the browser has already forgotten it. Its outcome changes nothing here:
  // the session ends whatever the server answers.
  const { mutate: signOut } = useMutation({
    mutationKey: getSignOutMutationOptions().mutationKey,
    mutationFn: (token: string | null) => signOutCall(token ? { headers: { Authorization: `Bearer ${token}` } } : undefined),
  });
  return () => {
    const { user } = useSession.getState();
    if (user) signOut(user.token ?? null);
    useSession.getState().logout();
    queryClient.clear();
    navigate('/signin');
  };
}
