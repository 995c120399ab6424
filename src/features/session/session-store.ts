import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { CustomerInfo } from '@generated/hooks/model';
import { initialCheckout, type CheckoutState } from '@/domain/checkout/checkout-state';
import { repairGuestCart } from '@/domain/cart/repair';
import { keepAppliedCoupon, readAppliedCoupon } from './applied-coupon';
import { keepCheckoutProgress } from './checkout-progress';
import { keepGuestCart, readGuestCart, type GuestCartLine } from './guest-cart';
import { STORAGE_KEYS } from './storage-keys';

export { STORAGE_KEYS };

export interface SessionUser {
  userId: number;
  /**
   * Only where the answer carried one: the service-worker mock's. Behind the store's server the token is
   * sealed in its HttpOnly cookie and never reaches the page.
   */
  token?: string;
  firstName: string;
  isGuest: boolean;
}

export interface SessionState {
  /**
   * This visit's id, made by the store (a random UUID): the risk score is taken for it and the order names
   * it, as MaxMind ties a device's session to an order. A new one after sign-out.
   */
  sessionId: string;
  user: SessionUser | null;
  isLoggedIn: boolean;
  customerInfo: CustomerInfo | null;
  /**
   * The checkout state in this page's memory: what pays (bank details, a card's token, an authorisation)
   * is kept nowhere else. What the shopper chose on the way is the checkout's cookie's, read and changed
   * with it through src/features/session/checkout.ts (useCheckout, updateCheckout).
   */
  checkout: CheckoutState;
  signIn: (user: SessionUser) => void;
  setCustomerInfo: (info: CustomerInfo | null) => void;
  /** Sign out clears user, checkout (its cookie too), customer info and the coupon applied (its cookie). */
  signOut: () => void;
  /**
   * Logout clears the stored customer-preference popup, preference and popup flags, sets a
   * logged-out marker, and resets session and cart state (the guest cart's cookie too). The caller then goes to /signin.
   */
  logout: () => void;
}

const signedOut = () => ({
  sessionId: crypto.randomUUID(),
  user: null,
  isLoggedIn: false,
  customerInfo: null,
  checkout: initialCheckout(),
});

export const useSession = create<SessionState>()(
  persist(
    (set, get) => ({
      ...signedOut(),
      signIn: (user) => {
        localStorage.removeItem(STORAGE_KEYS.loggedOut);
        set({ user, isLoggedIn: !user.isGuest });
      },
      setCustomerInfo: (customerInfo) => set({ customerInfo }),
      signOut: () => {
        keepAppliedCoupon(null);
        keepCheckoutProgress(null);
        set(signedOut());
      },
      logout: () => {
        for (const key of [STORAGE_KEYS.preferences, STORAGE_KEYS.preferencesPopup]) localStorage.removeItem(key);
        localStorage.setItem(STORAGE_KEYS.loggedOut, '1');
        keepGuestCart([]);
        get().signOut();
      },
    }),
    {
      name: STORAGE_KEYS.session,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ sessionId, user, isLoggedIn, customerInfo }) => ({ sessionId, user, isLoggedIn, customerInfo }),
      merge: (saved, current) => {
        const { guestCart, coupon, checkout, ...s } = (saved ?? {}) as Partial<SessionState> & { guestCart?: unknown; coupon?: unknown };
        moveToCookies(guestCart, coupon, checkout !== undefined);
        return { ...current, ...s };
      },
    },
  ),
);

/**
 * A guest cart and a coupon applied, which this browser kept with its session before each had a cookie
 * the server reads: moved there (a cart repaired, as any stored cart is; the cookie keeps only what the API
 * prices; a coupon by its code, which the API checks again when it is read), unless the cookie holds one
 * already. A checkout under way kept there is dropped (its address is asked again, once): it lasts minutes,
 * and the move would cost every page's script its code.
 */
function moveToCookies(guestCart: unknown, coupon: unknown, checkout: boolean): void {
  if (guestCart === undefined && coupon === undefined && !checkout) return;
  // Taken out of the saved session at once, so a cart emptied (or a coupon taken off) later never comes back from it.
  const saved = JSON.parse(localStorage.getItem(STORAGE_KEYS.session) ?? '{}') as { state?: Record<string, unknown> };
  if (saved.state) {
    delete saved.state.guestCart;
    delete saved.state.coupon;
    delete saved.state.checkout;
  }
  localStorage.setItem(STORAGE_KEYS.session, JSON.stringify(saved));
  const lines = repairGuestCart<GuestCartLine>(guestCart);
  if (lines.length > 0 && readGuestCart().length === 0) keepGuestCart(lines);
  const code = (coupon as { couponCode?: unknown } | null)?.couponCode;
  if (typeof code === 'string' && code.trim() && readAppliedCoupon() === null) keepAppliedCoupon(code.trim());
}

/** The bearer token for the API layer: the customer's, or a guest-checkout token. */
export const currentToken = (): string | null => useSession.getState().user?.token || null;
