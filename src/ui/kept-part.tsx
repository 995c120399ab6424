import type { FormHTMLAttributes, ReactNode } from 'react';

/** Where the server holds each kept part's HTML, by its `keep` name. */
export interface KeptHtml {
  get(name: string): string | undefined;
  set(name: string, html: string): unknown;
}

/** How the server renders a part to hydratable HTML (React's `renderToString`); never set in the browser. */
let renderPart: ((node: ReactNode) => string) | null = null;
let kept: KeptHtml = new Map<string, string>();

/**
 * Makes the server keep the HTML of each {@link KeptPart}'s children: the server's entry calls it once,
 * with the renderer (which a component cannot import: it would ship in the browser's code) and where to
 * hold the HTML (the server's is bounded: a card's name changes with its price, so old names must age out;
 * the bounded map stays out of the browser's code too). Null renders the children in place again, as the
 * browser does.
 */
export function keepPartsRenderedWith(render: ((node: ReactNode) => string) | null, held: KeptHtml = new Map<string, string>()): void {
  renderPart = render;
  kept = held;
}

type KeptPartProps = FormHTMLAttributes<HTMLElement> & {
  /** The element the part is: a `<div>`, a list or an item of one, a `<form>` or a `<section>`. */
  as?: 'div' | 'ul' | 'li' | 'form' | 'section';
  /**
   * The part's name, the same for the same children: its children are rendered once under this name. A
   * function when making the name costs something (a card's is written from its product): only the server
   * asks for it.
   */
  keep: string | (() => string);
  children: ReactNode;
};

/**
 * An element whose children are the same for every shopper who sees them, and large (the header's menu
 * panels, some 400 elements on every page; a listing's product cards): the server renders them once per
 * process and name and writes that HTML into each page, instead of rendering every element again per
 * request. The browser renders the children as usual and hydrates them against that HTML, which is what
 * React would have written in place. So what the children render may not depend on a context or on
 * `useId` (rendered apart from the page, those would differ), nor on anything else that a page or a
 * shopper changes and the name does not say: the name stands for the HTML.
 */
export function KeptPart({ as: Element = 'div', keep, children, ...props }: KeptPartProps) {
  if (!renderPart) return <Element {...props}>{children}</Element>;
  const name = typeof keep === 'string' ? keep : keep();
  let html = kept.get(name);
  if (html === undefined) kept.set(name, (html = renderPart(<>{children}</>)));
  return <Element {...props} dangerouslySetInnerHTML={{ __html: html }} />;
}
