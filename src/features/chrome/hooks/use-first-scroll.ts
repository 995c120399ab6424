import { useEffect, useState } from 'react';

/**
 * Becomes true at the shopper's first scroll (the notice and the chat widget load then, so neither costs the
 * first paint). A server-rendered page can be scrolled before its script has started: a page that is
 * already scrolled when this starts listening has had its first scroll.
 */
export function useFirstScroll(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (scrolled) return;
    const onScroll = () => setScrolled(true);
    if (window.scrollY > 0) {
      onScroll();
      return;
    }
    window.addEventListener('scroll', onScroll, { passive: true, once: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [scrolled]);
  return scrolled;
}
