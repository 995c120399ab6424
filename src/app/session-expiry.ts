import { onUnauthorized } from '@/api';
import { signInPath, useSession } from '@/features/session';
import { toast, whenShown } from '@/ui/toast/toast-store';

/** What the shopper is told when the session ends, word for word as the store has always said it (no full stop). */
export const SESSION_EXPIRED_TEXT = 'Your login session has been expired. Please login again using your credentials';
export const SESSION_EXPIRED_REDIRECT_MS = 4000;

export interface SessionExpiryOptions {
  /** Where the shopper is, for the redirect back after signing in again. */
  location?: () => string;
  /** Forgets every cached answer (the query cache), as logging out does. */
  forget?: () => void;
}

/**
 * A 401 from a bearer call means the session has expired: reset the signed-in state, forget the
 * customer's cached data, say so, and go to /signin 4 seconds after the message is on screen with
 * `redirect` set to where the shopper was. Several 401s at once give one toast and one redirect.
 */
export function watchSessionExpiry(navigate: (to: string) => void, options: SessionExpiryOptions = {}): () => void {
  const { location = () => window.location.pathname + window.location.search, forget = () => undefined } = options;
  let pending = false;
  return onUnauthorized(() => {
    if (pending || !useSession.getState().user) return;
    pending = true;
    const back = signInPath(location());
    useSession.getState().signOut();
    forget();
    const id = toast.error(SESSION_EXPIRED_TEXT, SESSION_EXPIRED_REDIRECT_MS);
    let gone = false;
    const go = () => {
      if (gone) return;
      gone = true;
      clearTimeout(atTheLatest);
      pending = false;
      navigate(back);
    };
    // The shopper has the message's 4 seconds to read it: they count from when it is on screen, which on a
    // page still loading is later than the answer that ended the session...
    whenShown(id, () => setTimeout(go, SESSION_EXPIRED_REDIRECT_MS));
    // ...and should the toast never be drawn (its code failed to load), the store goes to /signin all the same.
    const atTheLatest = setTimeout(go, 2 * SESSION_EXPIRED_REDIRECT_MS);
  });
}
