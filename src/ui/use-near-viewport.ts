import { useCallback, useState, type RefCallback } from 'react';

/** How far ahead of the screen a part counts as near: a screen's height, so it is ready as the shopper scrolls to it. */
const AHEAD = '100% 0px';

/**
 * Whether an element has come within a screen of the viewport, for a part whose code is worth loading only
 * when the shopper gets near it (a chart below the fold). False on the server and while the page hydrates,
 * so both render the same; true once the element is near, and at once where the browser cannot tell.
 */
export function useNearViewport<T extends Element>(): [RefCallback<T>, boolean] {
  const [near, setNear] = useState(false);
  const ref = useCallback((element: T | null) => {
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, near];
}
