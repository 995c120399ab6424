import type { ComponentPropsWithoutRef, ReactNode } from 'react';

/** How the server renders a part to hydratable HTML (React's `renderToString`); never set in the browser. */
let renderPart: ((node: ReactNode) => string) | null = null;
/** Each kept part's HTML, by its `keep` name: as many entries as there are such parts in the code. */
const kept = new Map<string, string>();

/**
 * Makes the server keep the HTML of each {@link KeptDiv}'s children: the server's entry calls it once,
 * with the renderer (which a component cannot import: it would ship in the browser's code). Null renders
 * the children in place again, as the browser does.
 */
export function keepPartsRenderedWith(render: ((node: ReactNode) => string) | null): void {
  renderPart = render;
  kept.clear();
}

type KeptDivProps = ComponentPropsWithoutRef<'div'> & {
  /** The part's name, the same for the same children: its children are rendered once under this name. */
  keep: string;
  children: ReactNode;
};

/**
 * A `<div>` whose children are the same on every page and for every shopper, and large (the header's menu
 * panels, some 400 elements on every page): the server renders them once per process and writes that HTML
 * into each page, instead of rendering every element again per request. The browser renders the children
 * as usual and hydrates them against that HTML, which is what React would have written in place. So what
 * the children render may not depend on a context or on `useId` (rendered apart from the page, those would
 * differ), nor on anything else that a page or a shopper changes: the name stands for the HTML.
 */
export function KeptDiv({ keep, children, ...props }: KeptDivProps) {
  if (!renderPart) return <div {...props}>{children}</div>;
  let html = kept.get(keep);
  if (html === undefined) kept.set(keep, (html = renderPart(<>{children}</>)));
  return <div {...props} dangerouslySetInnerHTML={{ __html: html }} />;
}
