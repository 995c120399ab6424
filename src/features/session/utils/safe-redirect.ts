/**
 * Only a path on this site is a valid `redirect` after sign-in: it starts with one slash, has no
 * backslash or control character anywhere, is still a same-site path once dot segments are resolved
 * (`/.//evil.example` becomes `//evil.example`, which is refused), and does not lead back to the
 * sign-in pages. Anything else lands on the fallback (`/`).
 */
export function safeRedirect(value: string | null | undefined, fallback = '/'): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (!value || !value.startsWith('/') || /[\\\u0000-\u001f]/.test(value)) return fallback;
  try {
    const url = new URL(value, 'https://store.invalid');
    if (url.origin !== 'https://store.invalid' || url.pathname.startsWith('//')) return fallback;
    if (url.pathname === '/signin' || url.pathname.startsWith('/reset-password')) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** The sign-in page, sending the shopper back to where they are afterwards. */
export function signInPath(current: string): string {
  const back = safeRedirect(current, '');
  return back && back !== '/' ? `/signin?redirect=${encodeURIComponent(back)}` : '/signin';
}
