import type { ReactNode } from 'react';

/** Text for assistive technology only; it keeps its place in the reading order. */
export function VisuallyHidden({ children, as: Tag = 'span' }: { children: ReactNode; as?: 'span' | 'div' | 'p' }) {
  return <Tag className="visually-hidden">{children}</Tag>;
}
