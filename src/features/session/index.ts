export { SIGN_OUT_PATH, useLogout } from './hooks/use-logout';
export { currentToken, STORAGE_KEYS, useSession } from './session-store';
export { keepAppliedCoupon, readAppliedCoupon, RENDERED_COUPON_KEY, useAppliedCouponCode } from './applied-coupon';
export { checkoutWhere, readCheckout, resetCheckout, updateCheckout, useCheckout } from './checkout';
export { RENDERED_CHECKOUT_KEY } from './checkout-progress';
export { changeGuestCart, keepGuestCart, readGuestCart, RENDERED_GUEST_CART_KEY, useGuestCart, type GuestCartLine } from './guest-cart';
export { safeRedirect, signInPath } from './utils/safe-redirect';
export {
  loaderCustomerId,
  RenderedCustomerProvider,
  requireCustomer,
  useCustomerFirstName,
  useCustomerId,
  useCustomerOnly,
  useCustomerPhoto,
  useShopper,
  useSignedIn,
} from './customer-only';
