import { useSubmit } from 'react-router';
import { SIGN_OUT_PATH } from '../keep-session';

/**
 * Logout, as the account menus offer it: a post to the sign-out action, which ends the session (the
 * server's cookie and the API's token, the stored preferences and session, every cached customer answer)
 * and goes to /signin.
 */
export function useLogout(): () => void {
  const submit = useSubmit();
  return () => void submit(null, { method: 'post', action: SIGN_OUT_PATH });
}
