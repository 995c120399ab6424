import type { CartLineState } from '@/domain/cart/cart-rules';
import { guestCartCookie, readGuestCartCookie } from '@/domain/cart/guest-cart-cookie';
import { cookieStore } from './cookie-store';

/** A guest's cart line as its cookie keeps it (src/domain/cart/guest-cart-cookie.ts): what the API prices. */
export type GuestCartLine = CartLineState;

/**
 * Where a server-rendered page keeps the guest cart it was rendered with (the cart page's loader puts the
 * cookie's lines there): the browser hydrates with the same lines, then reads its own cookie.
 */
export const RENDERED_GUEST_CART_KEY = ['guest-cart', 'rendered'] as const;

const NONE: readonly GuestCartLine[] = [];

// No cart is the one empty cart a page is rendered with, so other cookies (or an emptied cart) re-render nothing.
const store = cookieStore<readonly GuestCartLine[]>(
  (cookie) => {
    const lines = readGuestCartCookie(cookie);
    return lines.length ? lines : NONE;
  },
  NONE,
  RENDERED_GUEST_CART_KEY,
);

/** The guest cart this browser holds (its cookie, which the server reads too); none on the server. */
export const readGuestCart = store.read;

/** Keeps `lines` as the guest cart (an empty cart removes its cookie), and tells whoever shows it. */
export function keepGuestCart(lines: readonly GuestCartLine[]): void {
  store.keep(guestCartCookie(lines, location.protocol === 'https:'));
}

/** Changes the guest cart as it is now (`change` maps its lines). */
export function changeGuestCart(change: (lines: readonly GuestCartLine[]) => readonly GuestCartLine[]): void {
  keepGuestCart(change(readGuestCart()));
}

/**
 * The guest cart, for a component: while a page hydrates, the one it was rendered with (the cart page's,
 * or none); then this browser's.
 */
export const useGuestCart = store.use;
