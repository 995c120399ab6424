/**
 * A hint for the server, not a credential: `bold_signed_in=1` while the browser holds a customer's
 * session. What the page shows of the session stays in localStorage, which the server never sees; with
 * this hint the server can send a guest who opens a customer's page (order history, account) straight
 * to sign-in, instead of a blank frame the browser would redirect from once its code has loaded.
 * It names no one, grants nothing (every API call still needs the token), and a stale or forged hint
 * only gets the page's empty frame, which the browser then redirects as before.
 * docs/decisions/0002-signed-in-hint-cookie.md
 */
export const SIGNED_IN_COOKIE = 'bold_signed_in';

/** As long as a session could last without the shopper coming back (the store signs out on expiry anyway). */
const MAX_AGE_S = 30 * 24 * 60 * 60;

/** Whether a request's Cookie header carries the hint. */
export function hasSignedInCookie(cookieHeader: string | null | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(';').some((part) => {
    const [name, value] = part.split('=').map((s) => s.trim());
    return name === SIGNED_IN_COOKIE && value === '1';
  });
}

/** Sets or clears the hint in this browser, to match the session. */
export function writeSignedInCookie(signedIn: boolean, doc: Document = document): void {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = signedIn
    ? `${SIGNED_IN_COOKIE}=1; Path=/; Max-Age=${MAX_AGE_S}; SameSite=Lax${secure}`
    : `${SIGNED_IN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}
