import { useEffect, useRef } from 'react';
import { useServerResponse } from './server-response';

export const SITE_NAME = 'Bold Precious Metals';

let hasRenderedAPage = false;

/**
 * The page's one h1. It names the document and, after a client-side navigation (not on first load),
 * takes focus so a screen-reader user hears where they landed.
 */
export function PageTitle({ title, id, visuallyHidden = false }: { title: string; id?: string; visuallyHidden?: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useServerResponse()?.setTitle(`${title} | ${SITE_NAME}`);
  useEffect(() => {
    document.title = `${title} | ${SITE_NAME}`;
  }, [title]);
  // Focus moves only when a new page mounts, not when its title fills in after loading.
  useEffect(() => {
    if (hasRenderedAPage) ref.current?.focus({ preventScroll: true });
    hasRenderedAPage = true;
  }, []);
  return (
    <h1 ref={ref} id={id} tabIndex={-1} className={visuallyHidden ? 'visually-hidden page-title' : 'page-title'}>
      {title}
    </h1>
  );
}
