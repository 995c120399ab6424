export { useLogout } from './hooks/use-logout';
export { endSignIn, keepSignIn, SIGN_OUT_PATH } from './keep-session';
export { currentToken, STORAGE_KEYS, useSession, type GuestCartLine } from './session-store';
export { safeRedirect, signInPath } from './utils/safe-redirect';
export {
  loaderCustomerId,
  RenderedCustomerProvider,
  requireCustomer,
  useCustomerFirstName,
  useCustomerId,
  useCustomerOnly,
  useCustomerPhoto,
  useSignedIn,
} from './customer-only';
