export { useLogout } from './hooks/use-logout';
export { currentToken, STORAGE_KEYS, useSession, type GuestCartLine, type SessionState, type SessionUser } from './session-store';
export { safeRedirect, signInPath } from './utils/safe-redirect';
export { customerOnlyLoader, useCustomerOnly } from './customer-only';
export { hasSignedInCookie, SIGNED_IN_COOKIE } from './signed-in-cookie';
