/**
 * The cookies a shopper's cart keeps that are no secret (the guest cart's lines, the coupon applied): the
 * store's server reads them on the cart page and for a form sent without script, and the browser's script
 * reads and writes them as well. The session's own cookie is sealed and the server's alone.
 */

/** How long such a cookie is kept without a visit: 30 days, as a shopper expects to come back to their cart. */
const KEPT_SECONDS = 30 * 24 * 60 * 60;

/**
 * One cookie's value as `document.cookie` (or a `Cookie` header) carries it; undefined when it is not
 * there. Read by hand, not with the `cookie` library the server parses with: these values are ours,
 * written with only characters a cookie carries as they are, and the library would cost every page's
 * script some 1.3 KB.
 */
export function cookieValue(cookieHeader: string | null | undefined, name: string): string | undefined {
  const prefix = `${name}=`;
  return cookieHeader
    ?.split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(prefix))
    ?.slice(prefix.length);
}

/**
 * The `Set-Cookie` header (or `document.cookie` assignment) that keeps `value` as cookie `name` for
 * `keptSeconds` (30 days unless said): the whole site (or `path` and below), SameSite=Lax (another site's form cannot use it),
 * Secure when the store is served over https; an empty value removes the cookie. `value` must need no encoding.
 */
export function shopperCookie(name: string, value: string, secure: boolean, keptSeconds = KEPT_SECONDS, path = '/'): string {
  return `${name}=${value}; Max-Age=${value ? keptSeconds : 0}; Path=${path}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
