// What a server-rendered page names in its <head> so it neither waits for nor shifts under its route's
// code: a modulepreload for each JS chunk the route needs and a stylesheet for each CSS file, read from
// Vite's build manifest (dist/.vite/manifest.json).

/** One chunk of Vite's build manifest, as far as a page's assets are read from it. */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * The JS and CSS of the route modules (source paths such as src/features/catalog/routes/product-page.tsx),
 * with everything they import statically, and the entry's steps (what it imports on demand as it starts). CSS of the chunks they import on demand (a header's lazy menu, the
 * home page's lower sections) is named too, as those render on the server and must not restyle on arrival;
 * their JS is not preloaded; other route modules and the mock API's chunks are never named.
 */
export function pageAssets(manifest: Manifest, modules: string[]): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string, withScript: boolean) => {
    const chunk = manifest[key];
    if (!chunk || key.startsWith('mocks/') || seen.has(`${key}:${withScript}`)) return;
    seen.add(`${key}:${withScript}`);
    if (withScript) scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported, withScript);
    // Other route modules are pages of their own: their styles come with them.
    if (withScript) for (const lazy of chunk.dynamicImports ?? []) if (!/\/routes\//.test(lazy)) visit(lazy, false);
  };
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (entry) {
    visit(entry, true);
    // The entry's own imports on demand are the steps the store starts in (React DOM, the router, the app).
    for (const step of manifest[entry]?.dynamicImports ?? []) if (!/\/routes\//.test(step)) visit(step, true);
  }
  for (const m of modules) visit(m, true);
  const entryFile = entry ? manifest[entry]?.file : undefined;
  if (entryFile) scripts.delete(entryFile);
  return { scripts: [...scripts], styles: [...styles] };
}

/** The inert <template> that holds a server-rendered page's scripts, and the script (public/boot.js) that starts them after the first paint. */
export const DEFERRED_SCRIPTS_ID = 'app-scripts';
export const BOOT_SCRIPT = 'boot.js';
/** The type of the link that names a stylesheet already written into the page, so that no one fetches it. */
export const INLINED_CSS_TYPE = 'text/x-inlined-css';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for HTML: the five characters that could end or change an element or attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/** What a page says of itself (src/ui/server-response.tsx), as the head's tags are written from it. */
export interface PageMeta {
  description: string;
  canonical: string;
  image?: string;
  type?: 'website' | 'product' | 'article';
  publishedTime?: string;
  price?: { amount: number; currency: string };
  structuredData?: readonly object[];
}

/** The fields of structured data that hold a URL, which a page gives as a path from the site's root. */
const URL_FIELDS = new Set(['url', 'item', 'image', 'logo', 'urlTemplate', '@id', 'mainEntityOfPage']);

/**
 * Structured data with every path in a URL field made absolute against `origin` (a `{search_term_string}`
 * template keeps its braces). `key` is the field `value` is in.
 */
export function absoluteUrls(value: unknown, origin: string, key?: string): unknown {
  if (typeof value === 'string') return key && URL_FIELDS.has(key) && value.startsWith('/') ? origin + value : value;
  if (Array.isArray(value)) return value.map((v) => absoluteUrls(v, origin, key));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, absoluteUrls(v, origin, k)]));
  return value;
}

/** The name shared links and search results give the site. */
const SITE_NAME = 'Bold Precious Metals';

/**
 * The head's tags a search engine and a shared link read: the canonical URL, Open Graph and the Twitter
 * card, from the page's title and what it says of itself (src/ui/page-meta.tsx). A page that says
 * nothing (its data did not load, or it has none to say) gets the site's name and its title only.
 * Structured data goes in `<script type="application/ld+json">` elements (data, never run), with the
 * response's nonce and every `<` escaped so no value can close the element.
 */
export function metaTags({
  title,
  meta,
  origin,
  nonce,
}: {
  title: string | null;
  meta: PageMeta | null;
  origin: string;
  nonce?: string | undefined;
}): string[] {
  const og = (property: string, content: string) => `<meta property="${property}" content="${escapeHtml(content)}">`;
  const named = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}">`;
  const tags = [og('og:site_name', SITE_NAME)];
  if (title) tags.push(og('og:title', title), named('twitter:title', title));
  if (!meta) return [...tags, og('og:type', 'website'), named('twitter:card', 'summary')];
  const url = new URL(meta.canonical, origin).href;
  tags.unshift(`<link rel="canonical" href="${escapeHtml(url)}">`);
  tags.push(og('og:type', meta.type ?? 'website'), og('og:url', url), og('og:description', meta.description));
  tags.push(named('twitter:card', meta.image ? 'summary_large_image' : 'summary'), named('twitter:description', meta.description));
  if (meta.image) {
    const image = new URL(meta.image, origin).href;
    tags.push(og('og:image', image), named('twitter:image', image));
  }
  if (meta.publishedTime) tags.push(og('article:published_time', meta.publishedTime));
  if (meta.price) tags.push(og('product:price:amount', meta.price.amount.toFixed(2)), og('product:price:currency', meta.price.currency));
  for (const data of meta.structuredData ?? []) {
    const json = JSON.stringify(absoluteUrls(data, origin)).replace(/</g, '\\u003c');
    tags.push(`<script type="application/ld+json"${nonce ? ` nonce="${nonce}"` : ''}>${json}</script>`);
  }
  return tags;
}

/** What one page puts into the template: the rendered app, its data, its assets and what it says of itself. */
export interface PageParts {
  /** The rendered app as UTF-8, as the renderer gives it. */
  html: Uint8Array;
  data: string;
  scripts: string[];
  styles: string[];
  title?: string | null;
  meta?: PageMeta | null;
  origin?: string;
  inline?: { cssOf: (file: string) => string | null; nonce: string };
}

/** Where a page's own text goes in the template, found once: each is a cut the template is split at. */
const SLOTS = [
  ['head', /<head>/],
  ['title', /<title>[^<]*<\/title>/],
  ['description', /<meta name="description" content="[^"]*"/],
  ['endHead', /\s*<\/head>/],
  ['root', /<div id="root"><\/div>/],
] as const;

type SlotName = (typeof SLOTS)[number][0];

/**
 * The built index.html, split once into the parts between the places a page writes into (its title, its
 * description, the end of its head, #root), with its stylesheets, modulepreloads and module scripts taken
 * out to be put back per page. `fill` joins the parts with a page's own text: nothing a page says (a search
 * word, a review) is ever read as a pattern (`$'` or `$&` in a String.replace replacement rewrote the page),
 * and no page searches 100-200 KB of HTML again.
 */
export function pageTemplate(template: string): { fill: (page: PageParts) => Buffer } {
  const stylesheets = new Map<string, string>();
  const preloads: string[] = [];
  const modules: string[] = [];
  const rest = template
    .replace(/\s*<link rel="stylesheet"[^>]*href="\/([^"]+)"[^>]*>/g, (tag: string, file: string) => {
      stylesheets.set(file, tag.trim());
      return '';
    })
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, (tag) => {
      preloads.push(tag.trim());
      return '';
    })
    .replace(/\s*<script type="module"[^>]*><\/script>/g, (tag) => {
      modules.push(tag.trim());
      return '';
    });
  /**
   * The files the template's modulepreloads name, looked up by name for each of a page's scripts: a route's
   * script the template already preloads is not named twice (searching the tags' text for each script was
   * 1.3 % of the server's CPU on a category page).
   */
  const preloadedFiles = preloads.map((tag) => /href="\/([^"]+)"/.exec(tag)?.[1]).filter((file) => file !== undefined);
  const found: { name: SlotName; at: number; text: string }[] = [];
  for (const [name, pattern] of SLOTS) {
    const match = pattern.exec(rest);
    if (match) found.push({ name, at: match.index, text: match[0] });
  }
  found.sort((a, b) => a.at - b.at);
  /** The template's text between the slots: parts[i] comes before found[i]. */
  const parts: string[] = [];
  let from = 0;
  for (const slot of found) {
    parts.push(rest.slice(from, slot.at));
    from = slot.at + slot.text.length;
  }
  parts.push(rest.slice(from));
  const original = Object.fromEntries(found.map((slot) => [slot.name, slot.text]));
  /** A CSS file's text as a <style> element's, `</style` escaped: a file's text is escaped once, not per page. */
  const escapedCss = new Map<string, { css: string; text: string }>();
  const styleText = (file: string, css: string) => {
    const known = escapedCss.get(file);
    if (known?.css === css) return known.text;
    const text = css.replace(/<\/style/gi, '<\\/style');
    escapedCss.set(file, { css, text });
    return text;
  };

  /**
   * The page: the template with the rendered app in #root, the route's assets in the head and the data
   * after the root. With `inline` (the text of a CSS file, and the response's CSP nonce), the page's CSS is
   * written into <style> elements instead of linked, and the nonce into <meta name="csp-nonce">: the first
   * paint then waits for no other request. With `origin` (the site's, for absolute URLs), the head also gets
   * the page's description and its {@link metaTags}. The page is bytes, as it is sent: the app's bytes as
   * the renderer wrote them, between the template's text before and after them.
   */
  const fill = ({ html, data, scripts, styles, title = null, meta = null, origin, inline }: PageParts): Buffer => {
    const tags: string[] = [];
    if (origin) tags.push(...metaTags({ title, meta, origin, nonce: inline?.nonce }));
    const linked = new Set<string>();
    for (const file of styles) {
      const css = inline?.cssOf(file) ?? null;
      if (css === null || !inline) {
        tags.push(stylesheets.get(file) ?? `<link rel="stylesheet" crossorigin href="/${file}">`);
        linked.add(file);
        continue;
      }
      linked.add(file);
      tags.push(`<style nonce="${inline.nonce}" data-file="/${file}">${styleText(file, css)}</style>`);
      // Vite's loader of a route's code adds its CSS as a stylesheet unless a stylesheet link for it is in the
      // page; this one says so without being fetched (a type that is not CSS), so the page is not styled twice
      // (a second copy of the same rules made the browser style and lay out the whole page again).
      tags.push(`<link rel="stylesheet" type="${INLINED_CSS_TYPE}" href="/${file}">`);
    }
    // The template's own stylesheets that this page did not name stay, ahead of the page's.
    tags.unshift(...[...stylesheets].filter(([file]) => !linked.has(file)).map(([, tag]) => tag));
    // The server's HTML paints without any script. The code that makes it interactive (the entry and the
    // modulepreloads, the template's and the route's) waits in an inert <template> until /boot.js, once the
    // page has painted, puts it into the page: on a slow network the page's text, styles and images do not
    // share the line with 200 KB of JavaScript before the shopper sees anything.
    const deferred = [...preloads];
    const named = new Set(preloadedFiles);
    for (const file of scripts) {
      if (named.has(file)) continue;
      named.add(file);
      deferred.push(`<link rel="modulepreload" crossorigin href="/${file}">`);
    }
    deferred.push(...modules);
    if (deferred.length)
      tags.push(`<template id="${DEFERRED_SCRIPTS_ID}">${deferred.join('')}</template>`, `<script src="/${BOOT_SCRIPT}" defer></script>`);
    const filled: Record<Exclude<SlotName, 'root'>, string> = {
      head: inline ? `<head>\n    <meta name="csp-nonce" content="${inline.nonce}" />` : '<head>',
      title: title ? `<title>${escapeHtml(title)}</title>` : (original.title ?? ''),
      description: origin && meta ? `<meta name="description" content="${escapeHtml(meta.description)}"` : (original.description ?? ''),
      endHead: `${tags.length ? `\n    ${tags.join('\n    ')}` : ''}\n  </head>`,
    };
    const bytes: Uint8Array[] = [];
    let text = '';
    found.forEach((slot, i) => {
      text += parts[i];
      if (slot.name !== 'root') {
        text += filled[slot.name];
        return;
      }
      bytes.push(Buffer.from(`${text}<div id="root">`), html);
      text = `</div>\n    <script type="application/json" id="ssr-data">${data}</script>`;
    });
    bytes.push(Buffer.from(text + parts[found.length]));
    return Buffer.concat(bytes);
  };
  return { fill };
}

/**
 * One page from `template`, as text, with the app's HTML as text (a server keeps {@link pageTemplate}'s
 * result and fills it with bytes for each page).
 */
export function fillTemplate(template: string, page: Omit<PageParts, 'html'> & { html: string }): string {
  return pageTemplate(template)
    .fill({ ...page, html: Buffer.from(page.html) })
    .toString('utf8');
}
