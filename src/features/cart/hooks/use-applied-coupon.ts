import { useQuery } from '@tanstack/react-query';
import { getApplyCouponQueryOptions } from '@generated/hooks/shopping-cart/shopping-cart';
import type { Coupon } from '@generated/hooks/model';
import { isApiError, type RouteData } from '@/api';
import { COUPON_COOKIE, couponCookie, decodeCoupon } from '@/domain/cart/coupon-cookie';
import { keepAppliedCoupon, readAppliedCoupon, useAppliedCouponCode, useSignedIn } from '@/features/session';

/** Said when the API could not be asked about a code (it failed, or could not be reached). */
export const COUPON_NOT_CHECKED = 'The coupon could not be checked right now. Please try again.';

/** How long the API's word on a code is taken as given: a coupon can expire, and is asked about again after. */
const CHECKED_FOR_MS = 60_000;

/**
 * The API's word on a coupon code (ApplyCoupon, with the customer's token): the coupon, or the reason it
 * cannot be used. The coupon applied is read with it, and a code the shopper types is checked with it.
 */
export const couponQuery = (code: string) => getApplyCouponQueryOptions({ couponCode: code }, { query: { staleTime: CHECKED_FOR_MS } });

/** Why the API would not take a code, in its words, or that it could not be asked. */
export const couponRefusal = (error: unknown): string => (isApiError(error) && error.status < 500 ? error.message : COUPON_NOT_CHECKED);

export interface AppliedCoupon {
  /** The code applied (its cookie's); null for none, and for a guest, who cannot use one. */
  code: string | null;
  /** The coupon, as the API says it is now; null while it is asked, or when it cannot be used. */
  coupon: Coupon | null;
  /** Why the code applied cannot be used now (it expired, say), in the API's words; '' otherwise. */
  refused: string;
}

/**
 * The coupon applied to a customer's cart, for the totals (the cart's, the checkout's) and the coupon
 * box: the code its cookie keeps, checked with the API.
 */
export function useAppliedCoupon(): AppliedCoupon {
  const kept = useAppliedCouponCode();
  const code = useSignedIn() ? kept : null;
  const checked = useQuery({ ...couponQuery(code ?? ''), enabled: code !== null });
  if (code === null) return { code, coupon: null, refused: '' };
  return { code, coupon: checked.data?.data ?? null, refused: checked.isError ? couponRefusal(checked.error) : '' };
}

/**
 * The applied coupon's code where a route action runs: this browser's cookie, or on the server the
 * request's, kept by setting it on the answer.
 */
export function appliedCouponWhere({ server }: RouteData, request: Request): { code: string | null; keep(code: string | null): void } {
  if (!server) return { code: readAppliedCoupon(), keep: keepAppliedCoupon };
  const { setCookie } = server;
  return {
    code: decodeCoupon(server.cookie(COUPON_COOKIE)),
    keep: (code) => {
      if (!setCookie) throw new Error('This render sets no cookies');
      setCookie(couponCookie(code, new URL(request.url).protocol === 'https:'));
    },
  };
}
