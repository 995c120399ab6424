import { cookieValue, shopperCookie } from '@/domain/cart/shopper-cookie';

/**
 * The order the server has just placed for a form sent as a page (an eCheck it sealed): its invoice, for
 * the confirmation page's script to record the purchase once, as the page records the orders it places
 * itself. No secret (the invoice is in the confirmation's address), kept ten minutes, and only where the
 * confirmation is.
 */
export const PLACED_COOKIE = 'bold.placed';
const PLACED_PATH = '/checkout/confirmation';
const KEPT_SECONDS = 10 * 60;

/** The `Set-Cookie` header (or `document.cookie` assignment) naming `invoice` as just placed; null removes it. */
export function placedCookie(invoice: string | null, secure: boolean): string {
  return shopperCookie(PLACED_COOKIE, invoice ? encodeURIComponent(invoice) : '', secure, KEPT_SECONDS, PLACED_PATH);
}

/** The invoice `document.cookie` names as just placed; null for none, or for a value that is no invoice. */
export function readPlacedCookie(cookieHeader: string | null | undefined): string | null {
  const value = cookieValue(cookieHeader, PLACED_COOKIE);
  if (!value) return null;
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
