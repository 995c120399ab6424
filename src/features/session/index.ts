export { SIGN_OUT_PATH, useLogout } from './hooks/use-logout';
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
