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
  // SignOut names the token it revokes, as the mutation's variable: the call leaves a few microtasks after
  // mutate, when the browser has already forgotten it. Its outcome changes nothing here: the session ends
  // whatever the server answers.
  const { mutate: signOut } = useMutation({
    mutationKey: getSignOutMutationOptions().mutationKey,
    mutationFn: (token: string) => signOutCall({ headers: { Authorization: `Bearer ${token}` } }),
  });
  return () => {
    const token = useSession.getState().user?.token;
    if (token) signOut(token);
    useSession.getState().logout();
    queryClient.clear();
    navigate('/signin');
  };
}
