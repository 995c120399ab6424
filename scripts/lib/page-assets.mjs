// What a server-rendered page names in its <head> so it neither waits for nor shifts under its route's
// code: a modulepreload for each JS chunk the route needs and a stylesheet for each CSS file, read from
// Vite's build manifest (dist/.vite/manifest.json).

/**
 * @typedef {{ file: string; css?: string[]; imports?: string[]; dynamicImports?: string[] }} ManifestChunk
 * @typedef {Record<string, ManifestChunk>} Manifest
 */

/**
 * The JS and CSS of the route modules (source paths such as src/features/catalog/routes/product-page.tsx),
 * with everything they import statically. CSS of the chunks they import on demand (a header's lazy menu, the
 * home page's lower sections) is named too, as those render on the server and must not restyle on arrival;
 * their JS is not preloaded, and the mock API's chunks never are.
 * @param {Manifest} manifest
 * @param {string[]} modules
 * @returns {{ scripts: string[]; styles: string[] }}
 */
export function pageAssets(manifest, modules) {
  const scripts = new Set();
  const styles = new Set();
  const seen = new Set();
  const visit = (key, withScript) => {
    const chunk = manifest[key];
    if (!chunk || key.startsWith('mocks/') || seen.has(`${key}:${withScript}`)) return;
    seen.add(`${key}:${withScript}`);
    if (withScript) scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported, withScript);
    if (withScript) for (const lazy of chunk.dynamicImports ?? []) visit(lazy, false);
  };
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (entry) visit(entry, true);
  for (const m of modules) visit(m, true);
  if (entry) scripts.delete(manifest[entry].file);
  return { scripts: [...scripts], styles: [...styles] };
}

/** Text for HTML: the five characters that could end or change an element or attribute. */
export function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
}

/**
 * The page: the built index.html with the rendered app in #root, the route's assets in the head and the
 * data after the root.
 * @param {string} template
 * @param {{ html: string; data: string; scripts: string[]; styles: string[]; title?: string | null }} page
 */
export function fillTemplate(template, { html, data, scripts, styles, title = null }) {
  const head = [
    ...styles.map((href) => `<link rel="stylesheet" crossorigin href="/${href}">`),
    ...scripts.map((href) => `<link rel="modulepreload" crossorigin href="/${href}">`),
  ].filter((tag) => !template.includes(tag.match(/href="([^"]+)"/)?.[1] ?? '\u0000'));
  const titled = title ? template.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`) : template;
  return titled
    .replace('</head>', `${head.join('\n    ')}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${html}</div>\n    <script type="application/json" id="ssr-data">${data}</script>`);
}
