import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { CartLineState } from '@/domain/cart/cart-rules';
import { guestCartCookie, readGuestCartCookie } from '@/domain/cart/guest-cart-cookie';

/** A guest's cart line as its cookie keeps it (src/domain/cart/guest-cart-cookie.ts): what the API prices. */
export type GuestCartLine = CartLineState;

/**
 * Where a server-rendered page keeps the guest cart it was rendered with (the cart page's loader puts the
 * cookie's lines there): the browser hydrates with the same lines, then reads its own cookie.
 */
export const RENDERED_GUEST_CART_KEY = ['guest-cart', 'rendered'] as const;

const NONE: readonly GuestCartLine[] = [];
const listeners = new Set<() => void>();
let read: { cookie: string; lines: readonly GuestCartLine[] } = { cookie: '', lines: NONE };

/** The guest cart this browser holds (its cookie, which the server reads too); none on the server. */
export function readGuestCart(): readonly GuestCartLine[] {
  if (typeof document === 'undefined') return NONE;
  const cookie = document.cookie;
  // The same lines for the same cookie, so a render that reads it twice sees no change.
  if (cookie !== read.cookie) read = { cookie, lines: readGuestCartCookie(cookie) };
  return read.lines;
}

/** Keeps `lines` as the guest cart (an empty cart removes its cookie), and tells whoever shows it. */
export function keepGuestCart(lines: readonly GuestCartLine[]): void {
  document.cookie = guestCartCookie(lines, location.protocol === 'https:');
  for (const listener of listeners) listener();
}

/** Changes the guest cart as it is now (`change` maps its lines). */
export function changeGuestCart(change: (lines: readonly GuestCartLine[]) => readonly GuestCartLine[]): void {
  keepGuestCart(change(readGuestCart()));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The guest cart, for a component. While a page hydrates, the one it was rendered with (the cart page's,
 * or none: every other page is rendered as any guest's), so the browser's first render is the server's;
 * then this browser's.
 */
export function useGuestCart(): readonly GuestCartLine[] {
  const rendered = useQueryClient().getQueryData<readonly GuestCartLine[]>(RENDERED_GUEST_CART_KEY) ?? NONE;
  return useSyncExternalStore(subscribe, readGuestCart, () => rendered);
}
