import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { getCustomerBehaviourLogMutationOptions, getLogPageViewMutationOptions } from '@generated/hooks/customer/customer';
import { GUEST_COOKIE, guestCookie, isTrackedPath, pageNameOf, productIdOf, readCookie, urlWithoutSecrets } from '@/domain/chrome/tracking';
import { useSession } from '@/features/session';

export const PREVIOUS_PAGE_KEY = 'bold.previousPage';

/** The visitor's guest id, from its 30-day cookie or a new one. */
export function guestId(): string {
  const existing = readCookie(document.cookie, GUEST_COOKIE);
  if (existing) return existing;
  const id = `g-${crypto.randomUUID()}`;
  document.cookie = guestCookie(id, new Date());
  return id;
}

/**
 * Each page view is sent with the user id, full URL (its secrets removed), previous page (kept in session
 * storage), path, operation, product id and guest id, and logged to the behaviour log. Chart pages
 * are not tracked. Failures never reach the shopper.
 */
export function usePageTracking(): void {
  const { pathname, search } = useLocation();
  const { mutate: logView } = useMutation(getLogPageViewMutationOptions());
  const { mutate: logBehaviour } = useMutation(
    getCustomerBehaviourLogMutationOptions({ mutation: { onError: () => console.warn('BehaviourLog Not Added Sucessfully') } }),
  );
  useEffect(() => {
    // A reset or verification link's token, or anything else secret in the address, never leaves the page.
    const fullUrl = urlWithoutSecrets(window.location.href);
    const previous = sessionStorage.getItem(PREVIOUS_PAGE_KEY);
    sessionStorage.setItem(PREVIOUS_PAGE_KEY, fullUrl);
    if (!isTrackedPath(pathname)) return;
    // Sent in a task of their own, after the page has been taken over: two requests are not worth a
    // longer first task on a phone. A view left before then (or counted twice by StrictMode) sends nothing.
    // The user id is read when the view is sent, not watched: signing in changes it on the sign-in page,
    // and that is no new view of the page (the page the shopper is sent to next is).
    const send = setTimeout(() => {
      const session = useSession.getState();
      const userId = session.isLoggedIn ? (session.user?.userId ?? null) : null;
      const visitorId = guestId();
      const productId = productIdOf(pathname);
      logView({ data: { userId, fullUrl, previousPageUrl: previous, path: pathname, operation: 'view', productId, guestId: visitorId } });
      logBehaviour({
        data: {
          customerId: userId,
          ipAddress: null,
          visitedPageUrl: fullUrl,
          previousPageURL: previous,
          pageName: pageNameOf(pathname),
          operation: 'view',
          productId,
          visitorId,
        },
      });
    }, 0);
    return () => clearTimeout(send);
  }, [pathname, search, logView, logBehaviour]);
}
