/** Chart pages for silver, gold, platinum and palladium are not tracked. */
export function isTrackedPath(pathname: string): boolean {
  return !/^\/chart\/(silver|gold|platinum|palladium)-price\/?$/.test(pathname);
}

/** The product id of a product page (/product/{id}/{slug}), else null. */
export function productIdOf(pathname: string): number | null {
  const m = /^\/product\/(\d+)(\/|$)/.exec(pathname);
  return m ? Number(m[1]) : null;
}

/** A readable page name for the behaviour log. */
export function pageNameOf(pathname: string): string {
  // A product page's first part is "product", home's is none.
  const first = pathname.split('/').filter(Boolean)[0] ?? '';
  return (
    first
      .split('-')
      .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
      .join(' ') || 'Home'
  );
}

/** The guest id cookie lasts 30 days. */
export const GUEST_COOKIE = 'bold_guest_id';
export const GUEST_COOKIE_DAYS = 30;

export function guestCookie(id: string, now: Date): string {
  const expires = new Date(now.getTime() + GUEST_COOKIE_DAYS * 86400_000).toUTCString();
  return `${GUEST_COOKIE}=${encodeURIComponent(id)}; expires=${expires}; path=/; SameSite=Lax`;
}

export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return null;
}

/**
 * Query (and fragment) parameters that carry a secret or a shopper's details: a reset or verification
 * link's token, a password, an e-mail address, a one-time code, a key or a signature.
 */
const SECRET_PARAM = /token|password|passwd|^pwd$|^pass$|e-?mail|^code$|^otp$|secret|^key$|api[-_]?key|^auth|session|^sig(nature)?$/i;

/**
 * `url` with every parameter that carries a secret removed, for whatever leaves the page about where the
 * shopper is: the page-view and behaviour logs, the ads tag's page_location, the previous page kept for
 * them. A relative URL stays relative; one that is no URL at all becomes the empty string.
 */
export function urlWithoutSecrets(url: string): string {
  let parsed: URL;
  const relative = !/^[a-z][a-z\d+.-]*:/i.test(url);
  try {
    parsed = new URL(url, 'http://relative.invalid');
  } catch {
    return '';
  }
  for (const name of [...new Set(parsed.searchParams.keys())]) if (SECRET_PARAM.test(name)) parsed.searchParams.delete(name);
  if (parsed.hash.includes('=')) {
    const fragment = new URLSearchParams(parsed.hash.slice(1));
    for (const name of [...new Set(fragment.keys())]) if (SECRET_PARAM.test(name)) fragment.delete(name);
    parsed.hash = fragment.toString();
  }
  return relative ? parsed.pathname + parsed.search + parsed.hash : parsed.href;
}
