import { useSubmit } from 'react-router';

/**
 * Where Logout posts (src/features/auth/routes/sign-out-route.tsx), whose action ends the session. Kept
 * here, not with the action's code: every page's header names it, and that code is loaded only to sign out.
 */
export const SIGN_OUT_PATH = '/signout';

/**
 * Logout, as the account menus offer it: a post to the sign-out action, which ends the session (the
 * server's cookie and the API's token, the stored preferences and session, every cached customer answer)
 * and goes to /signin.
 */
export function useLogout(): () => void {
  const submit = useSubmit();
  return () => void submit(null, { method: 'post', action: SIGN_OUT_PATH });
}
