import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import { redirect, useLocation, useNavigate, useNavigation } from 'react-router';
import { routeDataContext, type RouteLoaderArgs } from '@/api';
import type { RenderedCustomer } from '../../../server/render-contract.ts';
import { useSession } from './session-store';
import { signInPath } from './utils/safe-redirect';

/**
 * The customer the server rendered this page for (src/entry-server.tsx, then the page's payload as the
 * browser hydrates it), or the guest at checkout it was rendered for: null on any page the server rendered
 * as any guest's, and on one the browser rendered.
 */
const RenderedCustomer = createContext<RenderedCustomer | null>(null);
export const RenderedCustomerProvider = RenderedCustomer.Provider;

/**
 * The first step of the loader of a page only a customer can see (order history, the account's pages,
 * messages): a guest is sent to sign-in, with the way back, before the page's code or frame is sent. On
 * the server the customer is the session the store's server keeps (its sealed cookie); in the browser it
 * is the session store. The page itself sends the shopper on after a sign-out ({@link useCustomerOnly}).
 */
export function requireCustomer({ request, context }: RouteLoaderArgs): void {
  const { server } = context.get(routeDataContext);
  const signedIn = server ? server.customer !== null : useSession.getState().isLoggedIn;
  if (signedIn) return;
  const { pathname, search } = new URL(request.url);
  throw redirect(signInPath(pathname + search));
}

const isLoggedIn = () => useSession.getState().isLoggedIn;
const userIdOf = () => {
  const { isLoggedIn, user } = useSession.getState();
  return isLoggedIn ? (user?.userId ?? 0) : 0;
};

/**
 * The signed-in customer's id (0 for none) for a loader: on the server the session it renders with (a
 * guest's page has none), in the browser the session store's.
 */
export function loaderCustomerId({ context }: Pick<RouteLoaderArgs, 'context'>): number {
  const { server } = context.get(routeDataContext);
  return server ? (server.customer?.userId ?? 0) : userIdOf();
}

/**
 * Whether a customer is signed in, as a page that shows a customer their own things renders it: while
 * the page hydrates, whether the server rendered it for a customer (so the first render is the server's);
 * then the session store.
 */
export function useSignedIn(): boolean {
  const renderedFor = useContext(RenderedCustomer);
  return useSyncExternalStore(useSession.subscribe, isLoggedIn, () => renderedFor !== null && !renderedFor.isGuest);
}

const userOf = () => useSession.getState().user;

/**
 * Who is checking out: the signed-in customer, or a guest who gave their email at checkout (GuestSignIn);
 * null for no one yet. While a page hydrates, whom the server rendered it for.
 */
export function useShopper(): Pick<RenderedCustomer, 'userId' | 'firstName' | 'isGuest'> | null {
  const renderedFor = useContext(RenderedCustomer);
  return useSyncExternalStore(useSession.subscribe, userOf, () => renderedFor);
}

/** The signed-in customer's id (0 for none, a guest checkout's too), read as {@link useSignedIn} reads whether there is one. */
export function useCustomerId(): number {
  const renderedFor = useContext(RenderedCustomer);
  return useSyncExternalStore(useSession.subscribe, userIdOf, () => (renderedFor && !renderedFor.isGuest ? renderedFor.userId : 0));
}

const firstNameOf = () => {
  const { customerInfo, user } = useSession.getState();
  return customerInfo?.firstName ?? user?.firstName ?? null;
};
const photoOf = () => useSession.getState().customerInfo?.profilePhoto ?? null;

/**
 * The customer's first name, as the header greets them, read as {@link useSignedIn} reads whether there is
 * one: while a page hydrates, the name of the customer the server rendered it for (none on a guest's page).
 */
export function useCustomerFirstName(): string | null {
  const renderedFor = useContext(RenderedCustomer);
  return useSyncExternalStore(useSession.subscribe, firstNameOf, () => renderedFor?.firstName ?? null);
}

/** The customer's profile photo, shown once the page has hydrated (the server renders none). */
export function useCustomerPhoto(): string | null {
  return useSyncExternalStore(useSession.subscribe, photoOf, () => null);
}

/**
 * On a page only a customer sees: whether the customer is signed in, and a move to sign-in (with the
 * way back) when they sign out or their session ends while the page is open. A page the server rendered
 * for the customer hydrates as theirs (the server's snapshot is who it rendered for), so their data is
 * on it from the first paint; while it is false the page renders its own loading frame, never a redirect,
 * which is decided after each commit on the session itself.
 */
export function useCustomerOnly(): boolean {
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // A page being left sends no one anywhere: Logout ends the session on its way to sign-in, and a move
  // from here would take the place of its own.
  const leaving = useNavigation().state !== 'idle';
  useEffect(() => {
    if (!leaving && !useSession.getState().isLoggedIn) void navigate(signInPath(pathname + search), { replace: true });
  }, [signedIn, leaving, navigate, pathname, search]);
  return signedIn;
}
