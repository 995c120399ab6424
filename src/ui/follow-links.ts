import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/** What of a click decides who follows a link: the router, or the browser. */
type LinkClick = Pick<MouseEvent<HTMLElement>, 'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey' | 'defaultPrevented' | 'target'>;

/**
 * The address in this store a click on a plain link inside the clicked container opens, or null when the
 * browser follows it as it would any link: another button or a modifier key (a new tab or window, a
 * download), a link to another site, one with a target or download of its own, or no link at all.
 */
function inAppTarget(event: LinkClick, origin: string): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  // The handler is the container's, so a link found from the clicked element is in it.
  const anchor = event.target instanceof Element ? event.target.closest('a') : null;
  if (!anchor?.href || anchor.hasAttribute('download') || (anchor.target && anchor.target !== '_self')) return null;
  const url = new URL(anchor.href);
  return url.origin === origin ? url.pathname + url.search + url.hash : null;
}

/**
 * A click handler for a part made of many plain `<a href>` links to the store's own pages (the header's
 * menus, some 200 links on every page): it follows them as React Router's Link does, the router showing
 * the page without loading a document, and the browser keeps every other click. The server renders such a
 * part on every page, where a Link each, resolving its path per render, was the largest single cost; one
 * handler on the part does the same for all of them. A part of a few links keeps Link.
 */
export function useFollowLinks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return (event) => {
    const to = inAppTarget(event, window.location.origin);
    if (to === null) return;
    event.preventDefault();
    const here = window.location.pathname + window.location.search + window.location.hash;
    // As Link: a link to the page already shown replaces its history entry rather than adding a second.
    void navigate(to, { replace: to === here });
  };
}
