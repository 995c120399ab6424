import { useMemo } from 'react';
import type { RouteData } from '@/api';
import { CHECKOUT_COOKIE, checkoutCookie, decodeProgress, progressOf, withProgress } from '@/domain/checkout/checkout-cookie';
import { initialCheckout, type CheckoutState } from '@/domain/checkout/checkout-state';
import type { CheckoutProgress } from '@/domain/checkout/checkout-cookie';
import { keepCheckoutProgress, readCheckoutProgress, useCheckoutProgress } from './checkout-progress';
import { useSession } from './session-store';

const NO_PROGRESS = progressOf(initialCheckout());

/**
 * The checkout state as it is now: what the shopper chose on the way (its cookie, which the server reads
 * too: src/domain/checkout/checkout-cookie.ts), with what pays for it, which the session store holds in
 * this page's memory only.
 */
export function readCheckout(): CheckoutState {
  return withProgress(useSession.getState().checkout, readCheckoutProgress() ?? NO_PROGRESS);
}

/**
 * Changes the checkout state: what pays stays in memory, the rest is kept in the checkout's cookie (none
 * once nothing is chosen), and whoever shows either is told.
 */
export function updateCheckout(change: Partial<CheckoutState> | ((c: CheckoutState) => CheckoutState)): void {
  const now = readCheckout();
  const next = typeof change === 'function' ? change(now) : { ...now, ...change };
  useSession.setState({ checkout: next });
  const progress = progressOf(next);
  keepCheckoutProgress(chosen(progress) ? progress : null);
}

const chosen = (progress: CheckoutProgress) => JSON.stringify(progress) !== JSON.stringify(NO_PROGRESS);

/** The checkout state where a route action runs, and how to change it there. */
export interface CheckoutPlace {
  state: CheckoutState;
  change(change: (c: CheckoutState) => CheckoutState): void;
}

/**
 * The checkout a step's form changes: in the browser this page's ({@link updateCheckout}); on the server
 * the progress the request's cookie carries, kept by setting the cookie on the answer (a form sent without
 * script holds nothing that pays).
 */
export function checkoutWhere({ server }: RouteData, request: Request): CheckoutPlace {
  if (!server) return { state: readCheckout(), change: updateCheckout };
  const state = withProgress(initialCheckout(), decodeProgress(server.cookie(CHECKOUT_COOKIE)) ?? NO_PROGRESS);
  const { setCookie } = server;
  return {
    state,
    change: (change) => {
      if (!setCookie) throw new Error('This render sets no cookies');
      const progress = progressOf(change(state));
      setCookie(checkoutCookie(chosen(progress) ? progress : null, new URL(request.url).protocol === 'https:'));
    },
  };
}

/**
 * Clears all checkout data and the checkout user (a guest checkout's; a customer stays signed in): after
 * an order is placed.
 */
export function resetCheckout(): void {
  updateCheckout(initialCheckout());
  if (useSession.getState().user?.isGuest) useSession.setState({ user: null, isLoggedIn: false });
}

/**
 * The checkout state, for a component: while a page hydrates, the progress the server rendered it with
 * (none on a page that does not read the cookie); then this browser's.
 */
export function useCheckout(): CheckoutState {
  const memory = useSession((s) => s.checkout);
  const progress = useCheckoutProgress();
  return useMemo(() => withProgress(memory, progress ?? NO_PROGRESS), [memory, progress]);
}
