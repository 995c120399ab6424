import type { MouseEvent, ReactNode } from 'react';

/** First focusable element of every page: jumps past the header to the main content. */
export function SkipLink({ targetId, children }: { targetId: string; children: ReactNode }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.scrollIntoView({ block: 'start' });
  };
  return (
    <a className="skip-link" href={`#${targetId}`} onClick={onClick}>
      {children}
    </a>
  );
}
