import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import type { User } from '@generated/hooks/model';
import { safeRedirect, signInHere } from '@/features/session';

/** After sign-up: keep the user as the session (as a sign-in does), and go back where the shopper was. */
export function useCompleteSignIn(): (user: User) => Promise<void> {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  return async (user) => {
    await signInHere(queryClient, user);
    navigate(safeRedirect(params.get('redirect')), { replace: true });
  };
}
