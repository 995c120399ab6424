import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { getGetCustomerInfoQueryOptions } from '@generated/hooks/customer/customer';
import type { User } from '@generated/hooks/model';
import { safeRedirect, useSession } from '@/features/session';

/** After sign-in or sign-up: keep the user, load their details, and go back where the shopper was. */
export function useCompleteSignIn(): (user: User) => Promise<void> {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  return async (user) => {
    const session = useSession.getState();
    session.signIn({ userId: user.userId, token: user.token, firstName: user.firstName, isGuest: Boolean(user.isGuest) });
    // Anything cached for the guest (cart, spot with portfolio figures) is refetched for the customer.
    await queryClient.invalidateQueries();
    try {
      session.setCustomerInfo((await queryClient.fetchQuery(getGetCustomerInfoQueryOptions())).data);
    } catch {
      // The greeting falls back to the first name from sign-in; details load again on the account pages.
    }
    navigate(safeRedirect(params.get('redirect')), { replace: true });
  };
}
