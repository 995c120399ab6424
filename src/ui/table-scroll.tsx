import type { ReactNode } from 'react';

/**
 * A wide table's own scroll region (WCAG 1.4.10): on a narrow screen the table scrolls sideways inside
 * it and the page does not. It is a named region that takes focus, so the keyboard can scroll it too.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable (WCAG 2.1.1)
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
