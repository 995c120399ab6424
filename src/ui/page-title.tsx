import { useEffect, useRef } from 'react';
import { useServerResponse } from './server-response';

export const SITE_NAME = 'Bold Precious Metals';

let hasRenderedAPage = false;

/**
 * The page's one h1. It names the document and, after a client-side navigation (not on first load),
 * takes focus so a screen-reader user hears where they landed. While the page's data is still on its way
 * (`pending`, the title a placeholder such as "Loading products…") it waits, and takes focus when the real
 * title is there: focused at once, the placeholder was what was heard, and the title that replaced it in
 * the same element was never said.
 */
export function PageTitle({
  title,
  id,
  visuallyHidden = false,
  pending = false,
}: {
  title: string;
  id?: string;
  visuallyHidden?: boolean;
  pending?: boolean;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  const focused = useRef(false);
  useServerResponse()?.setTitle(`${title} | ${SITE_NAME}`);
  useEffect(() => {
    document.title = `${title} | ${SITE_NAME}`;
  }, [title]);
  // Focus moves once a page, not when its title changes later (a new sort, a filter).
  useEffect(() => {
    if (pending || focused.current) return;
    focused.current = true;
    if (hasRenderedAPage) ref.current?.focus({ preventScroll: true });
    hasRenderedAPage = true;
  }, [pending]);
  return (
    <h1 ref={ref} id={id} tabIndex={-1} className={visuallyHidden ? 'visually-hidden page-title' : 'page-title'}>
      {title}
    </h1>
  );
}
