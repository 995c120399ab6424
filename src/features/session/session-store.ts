import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Coupon, CustomerInfo } from '@generated/hooks/model';
import type { CartLineState } from '@/domain/cart/cart-rules';
import { clearShipping, initialCheckout, resetCheckout, resetShipping, type CheckoutState } from '@/domain/checkout/checkout-state';
import { repairGuestCart } from '@/domain/cart/repair';

/** A guest's cart line, kept in the browser with what is needed to show it while the API is down. */
export interface GuestCartLine extends CartLineState {
  productName?: string;
  productNameWithHypen?: string;
  imagePath?: string;
}

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

/** localStorage keys that logout clears (preferences popup, preference and popup flags) or sets. */
export const STORAGE_KEYS = {
  session: 'bold.session',
  preferences: 'bold.preferences',
  preferencesPopup: 'bold.preferences.popupSeen',
  noticeSeen: 'bold.notice.seen',
  loggedOut: 'bold.loggedOut',
} as const;

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
   * The checkout state: shipping, billing, method, payment, tax, extras, flags. eCheck data is never
   * persisted (bank details stay in memory).
   */
  checkout: CheckoutState;
  coupon: Coupon | null;
  /** The guest cart, kept in the browser so it survives a reload. Cleared with the session. */
  guestCart: GuestCartLine[];
  signIn: (user: SessionUser) => void;
  setCustomerInfo: (info: CustomerInfo | null) => void;
  /** Sign out clears user, shipping, customer info, cart and coupon. */
  signOut: () => void;
  /** Changes part of the checkout state. */
  updateCheckout: (change: Partial<CheckoutState> | ((c: CheckoutState) => CheckoutState)) => void;
  /** Clears shipping, payment, billing, tax, market-loss charges, eCheck data and the authorisation id. */
  resetShipping: () => void;
  /** ResetShipping plus liability and the validation flags. */
  clearShipping: () => void;
  /** Clears all checkout data and the checkout user (a guest checkout's token; a customer stays signed in). */
  resetCheckout: () => void;
  /**
   * Logout clears the stored customer-preference popup, preference and popup flags, sets a
   * logged-out marker, and resets session and cart state. The caller then goes to /signin.
   */
  logout: () => void;
}

const signedOut = () => ({
  sessionId: crypto.randomUUID(),
  user: null,
  isLoggedIn: false,
  customerInfo: null,
  checkout: initialCheckout(),
  coupon: null,
  guestCart: [] as GuestCartLine[],
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
      signOut: () => set(signedOut()),
      updateCheckout: (change) =>
        set((s) => ({ checkout: typeof change === 'function' ? change(s.checkout) : { ...s.checkout, ...change } })),
      resetShipping: () => set((s) => ({ checkout: resetShipping(s.checkout) })),
      clearShipping: () => set((s) => ({ checkout: clearShipping(s.checkout) })),
      resetCheckout: () => set((s) => ({ checkout: resetCheckout(), ...(s.user?.isGuest ? { user: null, isLoggedIn: false } : {}) })),
      logout: () => {
        for (const key of [STORAGE_KEYS.preferences, STORAGE_KEYS.preferencesPopup]) localStorage.removeItem(key);
        localStorage.setItem(STORAGE_KEYS.loggedOut, '1');
        get().signOut();
      },
    }),
    {
      name: STORAGE_KEYS.session,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ sessionId, user, isLoggedIn, customerInfo, checkout, coupon, guestCart }) => ({
        sessionId,
        user,
        isLoggedIn,
        customerInfo,
        checkout: { ...checkout, eCheck: null },
        coupon,
        guestCart,
      }),
      // A session saved before checkout existed has no checkout state: start it from the defaults.
      merge: (saved, current) => {
        const s = (saved ?? {}) as Partial<SessionState>;
        // A stored guest cart is repaired (bad lines dropped, quantities clamped) so it can never poison pricing.
        return {
          ...current,
          ...s,
          checkout: { ...initialCheckout(), ...s.checkout },
          guestCart: repairGuestCart<GuestCartLine>(s.guestCart),
        };
      },
    },
  ),
);

/** The bearer token for the API layer: the customer's, or a guest-checkout token. */
export const currentToken = (): string | null => useSession.getState().user?.token || null;
