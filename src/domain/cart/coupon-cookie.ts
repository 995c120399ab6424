import { cookieValue, shopperCookie } from './shopper-cookie';

/**
 * The coupon a customer applied to their cart, by its code, lives in a cookie of its own beside the guest
 * cart's: the server reads it to show the cart's totals with the coupon without script, and a coupon
 * applied without script is kept there. The code is no secret (the customer typed it, and the API checks
 * it again, with their token, each time the coupon is read).
 */
export const COUPON_COOKIE = 'bold.coupon';

/** The longest code ApplyCoupon takes. */
export const MAX_COUPON_CODE_LENGTH = 50;

/** The code a cookie's value names; null for none, or for a value that is no code. */
export function decodeCoupon(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const code = decodeURIComponent(value).trim();
    return code && code.length <= MAX_COUPON_CODE_LENGTH ? code : null;
  } catch {
    return null;
  }
}

/** The code `document.cookie` (or a `Cookie` header) carries; null for none, or for a value that is no code. */
export function readCouponCookie(cookieHeader: string | null | undefined): string | null {
  return decodeCoupon(cookieValue(cookieHeader, COUPON_COOKIE));
}

/** The `Set-Cookie` header (or `document.cookie` assignment) that keeps `code` as the applied coupon; null removes it. */
export function couponCookie(code: string | null, secure: boolean): string {
  return shopperCookie(COUPON_COOKIE, code ? encodeURIComponent(code) : '', secure);
}
