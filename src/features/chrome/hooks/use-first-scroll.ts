import { useEffect, useState } from 'react';

/** Becomes true at the shopper's first scroll (the notice and the chat widget load then, so neither costs the first paint). */
export function useFirstScroll(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (scrolled) return;
    const onScroll = () => setScrolled(true);
    window.addEventListener('scroll', onScroll, { passive: true, once: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [scrolled]);
  return scrolled;
}
