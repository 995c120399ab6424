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
  if (pathname === '/') return 'Home';
  if (productIdOf(pathname) !== null) return 'Product';
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
