import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * What the browser keeps of the shopper's cart in a cookie the server reads too (the guest cart's lines,
 * the coupon applied): read from `document.cookie`, kept by writing it, and shown by components that
 * re-render when it changes. While a page hydrates a component sees what the page was rendered with (the
 * cart page's loader puts it in the query cache under `renderedKey`; none on every other page, which is
 * rendered as any guest's), so the browser's first render is the server's.
 */
export interface CookieStore<T> {
  /** What this browser's cookie holds now; `none` on the server. */
  read: () => T;
  /** Writes the cookie (a `document.cookie` assignment) and tells whoever shows it. */
  keep: (assignment: string) => void;
  /** The value, for a component. */
  use: () => T;
}

export function cookieStore<T>(parse: (cookie: string) => T, none: T, renderedKey: QueryKey): CookieStore<T> {
  const listeners = new Set<() => void>();
  let last = { cookie: '', value: none };
  const read = () => {
    if (typeof document === 'undefined') return none;
    const cookie = document.cookie;
    // The same value for the same cookie, so a render that reads it twice sees no change.
    if (cookie !== last.cookie) last = { cookie, value: parse(cookie) };
    return last.value;
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    read,
    keep: (assignment) => {
      document.cookie = assignment;
      for (const listener of listeners) listener();
    },
    use: () => {
      const rendered = useQueryClient().getQueryData<T>(renderedKey) ?? none;
      return useSyncExternalStore(subscribe, read, () => rendered);
    },
  };
}
