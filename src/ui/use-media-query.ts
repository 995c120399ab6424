import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, kept up to date. False on the server and while hydrating (the
 * server cannot know the screen), so the first render matches the server's HTML; the real answer
 * follows at once.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const mq = window.matchMedia(query);
      mq.addEventListener('change', onChange);
      return () => mq.removeEventListener('change', onChange);
    },
    [query],
  );
  const matches = useCallback(() => typeof window.matchMedia === 'function' && window.matchMedia(query).matches, [query]);
  return useSyncExternalStore(subscribe, matches, () => false);
}

/** Whether the page has been taken over: set in the task after the first component asks. */
const settled = { done: false, scheduled: false, listeners: new Set<() => void>() };

function subscribeToSettled(onChange: () => void): () => void {
  settled.listeners.add(onChange);
  if (!settled.done && !settled.scheduled) {
    settled.scheduled = true;
    setTimeout(() => {
      settled.done = true;
      for (const listener of settled.listeners) listener();
    }, 0);
  }
  return () => settled.listeners.delete(onChange);
}

/**
 * False on the server and while hydrating, true from the next task on: for what only the browser can
 * show (Radix's toast region writes a style attribute the server's CSP would refuse in HTML, so it
 * mounts after hydration), rendered in a task of its own rather than in hydration's last one.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribeToSettled,
    () => settled.done,
    () => false,
  );
}
