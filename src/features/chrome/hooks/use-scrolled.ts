import { useCallback, useSyncExternalStore } from 'react';

function subscribeToScroll(onScroll: () => void): () => void {
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => window.removeEventListener('scroll', onScroll);
}

/** True once the page is scrolled past `threshold` pixels (0: scrolled at all); false on the server and while hydrating. */
export function useScrolled(threshold = 0): boolean {
  const scrolled = useCallback(() => window.scrollY > threshold, [threshold]);
  return useSyncExternalStore(subscribeToScroll, scrolled, () => false);
}
