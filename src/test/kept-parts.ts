import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { keepPartsRenderedWith } from '@/ui/kept-part';

/**
 * Makes this process keep parts as the server does (KeptPart), and returns the HTML of each part rendered
 * from now on, in order: a test counts them to see a part rendered once for every page. A test that uses it
 * sets the parts back with `keepPartsRenderedWith(null)` after each test.
 */
export function keepPartsCounted(): string[] {
  const parts: string[] = [];
  keepPartsRenderedWith((node: ReactNode) => {
    const html = renderToString(node);
    parts.push(html);
    return html;
  });
  return parts;
}
