import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Address, Coupon, CustomerInfo } from '@generated/hooks/model';
import type { CartLineState } from '@/domain/cart/cart-rules';

/** A guest's cart line, kept in the browser with what is needed to show it while the API is down. */
export interface GuestCartLine extends CartLineState {
  productName?: string;
  productNameWithHypen?: string;
  imagePath?: string;
}

export interface SessionUser {
  userId: number;
  token: string;
  firstName: string;
  isGuest: boolean;
}

/** localStorage keys the spec's logout clears (preferences popup, preference and popup flags) or sets. */
export const STORAGE_KEYS = {
  session: 'bold.session',
  preferences: 'bold.preferences',
  preferencesPopup: 'bold.preferences.popupSeen',
  noticeSeen: 'bold.notice.seen',
  loggedOut: 'bold.loggedOut',
} as const;

export interface SessionState {
  user: SessionUser | null;
  isLoggedIn: boolean;
  customerInfo: CustomerInfo | null;
  shippingInfo: Address | null;
  billingInfo: Address | null;
  shippingMethod: string;
  coupon: Coupon | null;
  /** The guest cart, kept in the browser so it survives a reload. Cleared with the session. */
  guestCart: GuestCartLine[];
  signIn: (user: SessionUser) => void;
  setCustomerInfo: (info: CustomerInfo | null) => void;
  /** Spec 4: sign out clears user, shipping, customer info, cart and coupon. */
  signOut: () => void;
  /**
   * Spec 4: logout clears the stored customer-preference popup, preference and popup flags, sets a
   * logged-out marker, and resets session and cart state. The caller then goes to /signin.
   */
  logout: () => void;
}

const signedOut = { user: null, isLoggedIn: false, customerInfo: null, shippingInfo: null, billingInfo: null, shippingMethod: 'standard', coupon: null, guestCart: [] as GuestCartLine[] };

export const useSession = create<SessionState>()(
  persist(
    (set, get) => ({
      ...signedOut,
      signIn: (user) => {
        localStorage.removeItem(STORAGE_KEYS.loggedOut);
        set({ user, isLoggedIn: !user.isGuest });
      },
      setCustomerInfo: (customerInfo) => set({ customerInfo }),
      signOut: () => set(signedOut),
      logout: () => {
        for (const key of [STORAGE_KEYS.preferences, STORAGE_KEYS.preferencesPopup]) localStorage.removeItem(key);
        localStorage.setItem(STORAGE_KEYS.loggedOut, '1');
        get().signOut();
      },
    }),
    {
      name: STORAGE_KEYS.session,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ user, isLoggedIn, customerInfo, shippingInfo, billingInfo, shippingMethod, coupon, guestCart }) => ({ user, isLoggedIn, customerInfo, shippingInfo, billingInfo, shippingMethod, coupon, guestCart }),
    },
  ),
);

/** The bearer token for the API layer: the customer's, or a guest-checkout token. */
export const currentToken = (): string | null => useSession.getState().user?.token || null;
