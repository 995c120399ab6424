import { signOut } from '@generated/hooks/authentication/authentication';
import { getGetCustomerInfoQueryOptions } from '@generated/hooks/customer/customer';
import type { User } from '@generated/hooks/model';
import type { QueryClient } from '@tanstack/react-query';
import type { RouteData } from '@/api';
import { couponCookie } from '@/domain/cart/coupon-cookie';
import { useSession } from '@/features/session';

/**
 * Keeps a sign-in's answer as the shopper's session, wherever the form's action ran. On the server (a form
 * sent without script, or before it arrived) it is sealed in the session cookie the page's answer carries.
 * In the browser the store's /api has sealed it already: the session store learns who signed in (and the
 * token, where the service-worker mock handed one over), what was cached for the guest is asked again for
 * the customer, and their details are loaded for the greeting.
 */
export async function keepSignIn({ server, queryClient }: RouteData, user: User): Promise<void> {
  if (server) {
    if (!server.session) throw new Error('This server keeps no sessions');
    await server.session.start({ token: user.token, userId: user.userId, firstName: user.firstName, isGuest: Boolean(user.isGuest) });
    return;
  }
  await signInHere(queryClient, user);
}

/** The browser's side of {@link keepSignIn}. */
async function signInHere(queryClient: QueryClient, user: User): Promise<void> {
  const session = useSession.getState();
  session.signIn({ userId: user.userId, token: user.token, firstName: user.firstName, isGuest: Boolean(user.isGuest) });
  await queryClient.invalidateQueries();
  try {
    session.setCustomerInfo((await queryClient.fetchQuery(getGetCustomerInfoQueryOptions())).data);
  } catch {
    // The greeting falls back to the first name from sign-in; details load again on the account pages.
  }
}

/**
 * Ends the shopper's session, wherever the sign-out's action ran. On the server the cookie is cleared and
 * the API's token revoked. In the browser SignOut does both through the store's /api (named with the
 * token a browser was handed, the service-worker mock's), and is never waited for: signing out works
 * offline too. The preferences and the session store are cleared and nothing cached for the customer stays;
 * the coupon they applied is taken off (its cookie cleared), as a sign-out in the browser does.
 */
export async function endSignIn({ server, queryClient }: RouteData, request: Request): Promise<void> {
  if (server) {
    await server.session?.end();
    server.setCookie?.(couponCookie(null, new URL(request.url).protocol === 'https:'));
    return;
  }
  const { user } = useSession.getState();
  if (user) void signOut(user.token ? { headers: { Authorization: `Bearer ${user.token}` } } : undefined).catch(() => {});
  useSession.getState().logout();
  queryClient.clear();
}
