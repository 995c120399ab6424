import { useEffect, useRef } from 'react';

/**
 * Moves focus to the first refused field of a form's new answer (its route action's), in the form's order
 * of `fields`. Only a new answer moves it: a page rendered with its refused form (sent without script),
 * hydrating, moves none.
 */
export function useFocusFirstRefused(
  state: { fieldErrors: Partial<Record<string, string>> } | null,
  fields: readonly { name: string; id: string }[],
): void {
  const answered = useRef(state);
  useEffect(() => {
    if (state === answered.current) return;
    answered.current = state;
    const first = fields.find((f) => state?.fieldErrors[f.name]);
    if (first) document.getElementById(first.id)?.focus();
  }, [state, fields]);
}
