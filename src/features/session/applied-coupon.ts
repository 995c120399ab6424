import { couponCookie, readCouponCookie } from '@/domain/cart/coupon-cookie';
import { cookieStore } from './cookie-store';

/** Where the cart page rendered for a customer keeps the coupon code it was rendered with. */
export const RENDERED_COUPON_KEY = ['coupon', 'rendered'] as const;

const store = cookieStore<string | null>(readCouponCookie, null, RENDERED_COUPON_KEY);

/** The code of the coupon applied to the cart (its cookie, which the server reads too); null for none. */
export const readAppliedCoupon = store.read;

/** Keeps `code` as the coupon applied (null takes it off), and tells whoever shows it. */
export function keepAppliedCoupon(code: string | null): void {
  store.keep(couponCookie(code, location.protocol === 'https:'));
}

/** The applied coupon's code, for a component: the one the page was rendered with while it hydrates. */
export const useAppliedCouponCode = store.use;
