import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Keeps the page below an element where it was while the element collapses: the height it gives up is
 * kept as a margin below it, so only the element changes. Were the page to move up instead, the browser's
 * scroll anchoring would scroll back by as much, and a scroll smaller than that would land at the top,
 * where the header opens again (and turning anchoring off moves the page under a click on its way).
 */
export function useCollapseInPlace<T extends HTMLElement>(collapsed: boolean): RefObject<T | null> {
  const ref = useRef<T>(null);
  const openHeight = useRef(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (collapsed) {
      // Measuring the collapsed height lays the page out before the margin is there: the browser's
      // anchoring is held off for that one layout, or it would take the page back up by the difference.
      const body = document.body.style;
      body.overflowAnchor = 'none';
      element.style.marginBottom = `${Math.max(0, openHeight.current - element.offsetHeight)}px`;
      const frame = requestAnimationFrame(() => body.removeProperty('overflow-anchor'));
      return () => {
        cancelAnimationFrame(frame);
        body.removeProperty('overflow-anchor');
      };
    }
    element.style.marginBottom = '';
    // Followed while open: the spot prices arriving, a wrap at another width, change it.
    openHeight.current = element.offsetHeight;
    const observer = new ResizeObserver(() => {
      openHeight.current = element.offsetHeight;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [collapsed]);
  return ref;
}
