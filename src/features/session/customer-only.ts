import { useEffect } from 'react';
import { redirect, useLocation, useNavigate } from 'react-router';
import { routeDataContext, type RouteLoaderArgs, type RouteLoaderResult } from '@/api';
import { hasSignedInCookie } from './signed-in-cookie';
import { useSession } from './session-store';
import { signInPath } from './utils/safe-redirect';

/**
 * The loader of a page only a customer can see (order history, the account's pages, messages): a guest
 * is sent to sign-in, with the way back, before the page's code or frame is sent. On the server the
 * only sign of a session is the signed-in hint (src/features/session/signed-in-cookie.ts); in the browser
 * it is the session itself. The page itself sends the shopper on after a sign-out ({@link useCustomerOnly}).
 */
export function customerOnlyLoader({ request, context }: RouteLoaderArgs): RouteLoaderResult {
  const onServer = context.get(routeDataContext).server !== null;
  const signedIn = onServer ? hasSignedInCookie(request.headers.get('cookie')) : useSession.getState().isLoggedIn;
  if (signedIn) return null;
  const { pathname, search } = new URL(request.url);
  throw redirect(signInPath(pathname + search));
}

/**
 * On a page only a customer sees: whether the customer is signed in, and a move to sign-in (with the
 * way back) when they sign out or their session ends while the page is open. While it is false the page
 * renders its own loading frame, never a redirect: hydration renders as a guest, as the server did (the
 * store's server snapshot), and a redirect rendered then would send a signed-in customer through the
 * sign-in page and back. So the move is decided after each commit, on the session itself.
 */
export function useCustomerOnly(): boolean {
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!useSession.getState().isLoggedIn) void navigate(signInPath(pathname + search), { replace: true });
  }, [isLoggedIn, navigate, pathname, search]);
  return isLoggedIn;
}
