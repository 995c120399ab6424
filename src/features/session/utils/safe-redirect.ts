/**
 * Only a path on this site is a valid `redirect` after sign-in: it starts with one slash, is not
 * protocol-relative (//host) or a backslash trick, and does not lead back to the sign-in pages.
 */
export function safeRedirect(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  try {
    const url = new URL(value, 'https://store.invalid');
    if (url.origin !== 'https://store.invalid') return fallback;
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
