import { useCallback, useEffect, useRef } from 'react';

/**
 * Focus is never lost when an item leaves a list (WCAG 2.4.3): once the removed item is gone, focus
 * moves to the item after it, the one before it if it was the last, or `fallback()` (the list's
 * heading) when none is left. A removal that fails is `cancel()`led and focus stays where it was.
 */
export function useFocusAfterRemoval(keys: readonly string[], fallback: () => HTMLElement | null | undefined) {
  // A ref, not state: nothing re-renders for it; the list re-rendering without the item is what acts on it.
  const pending = useRef<{ removed: string; next: string | null } | null>(null);
  const targets = useRef(new Map<string, HTMLElement>());
  const fallbackRef = useRef(fallback);
  useEffect(() => {
    fallbackRef.current = fallback;
  });
  useEffect(() => {
    const wanted = pending.current;
    if (!wanted || keys.includes(wanted.removed)) return;
    pending.current = null;
    const target = (wanted.next === null ? undefined : targets.current.get(wanted.next)) ?? fallbackRef.current();
    target?.focus();
  }, [keys]);

  const removing = useCallback(
    (key: string) => {
      const at = keys.indexOf(key);
      pending.current = { removed: key, next: keys[at + 1] ?? keys[at - 1] ?? null };
    },
    [keys],
  );
  const cancel = useCallback(() => {
    pending.current = null;
  }, []);
  /** A ref callback for the element of `key` that takes focus when it becomes the next item. */
  const target = useCallback(
    (key: string) => (element: HTMLElement | null) => {
      if (element) targets.current.set(key, element);
      else targets.current.delete(key);
    },
    [],
  );
  return { removing, cancel, target };
}
