// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fillTemplate, pageAssets } from './page-assets.ts';

const manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    css: ['assets/index.css'],
    imports: ['_vendor.js'],
    dynamicImports: ['src/app/start.tsx', 'mocks/browser.ts'],
  },
  '_vendor.js': { file: 'assets/vendor.js' },
  'src/app/start.tsx': {
    file: 'assets/start.js',
    imports: ['_vendor.js'],
    dynamicImports: ['src/features/chrome/menu.tsx', 'src/features/cart/routes/cart-page.tsx'],
  },
  'src/features/chrome/menu.tsx': { file: 'assets/menu.js', css: ['assets/menu.css'], imports: ['_vendor.js'] },
  'mocks/browser.ts': { file: 'assets/browser.js', css: ['assets/dev-panel.css'] },
  'src/features/catalog/routes/product-page.tsx': {
    file: 'assets/product-page.js',
    css: ['assets/product-page.css'],
    imports: ['_card.js', 'index.html'],
    dynamicImports: ['src/features/catalog/reviews.tsx'],
  },
  '_card.js': { file: 'assets/card.js', css: ['assets/card.css'] },
  'src/features/catalog/reviews.tsx': { file: 'assets/reviews.js', css: ['assets/reviews.css'] },
  'src/features/cart/routes/cart-page.tsx': { file: 'assets/cart-page.js', css: ['assets/cart.css'] },
};

describe('pageAssets', () => {
  it('preloads the route’s code and what it imports, styles what may render, and leaves out other routes and the mocks', () => {
    const { scripts, styles } = pageAssets(manifest, ['src/features/catalog/routes/product-page.tsx']);
    expect(scripts.sort()).toEqual(['assets/card.js', 'assets/product-page.js', 'assets/start.js', 'assets/vendor.js']);
    expect(styles.sort()).toEqual([
      'assets/card.css',
      'assets/index.css',
      'assets/menu.css',
      'assets/product-page.css',
      'assets/reviews.css',
    ]);
  });

  it('names no other page’s styles, though the shell can load every page', () => {
    const withRoutes = {
      ...manifest,
      'index.html': {
        ...manifest['index.html'],
        dynamicImports: [...manifest['index.html'].dynamicImports, 'src/features/cart/routes/cart-page.tsx'],
      },
    };
    expect(pageAssets(withRoutes, ['src/features/catalog/routes/product-page.tsx']).styles).not.toContain('assets/cart.css');
    expect(pageAssets(withRoutes, ['src/features/cart/routes/cart-page.tsx']).styles).toContain('assets/cart.css');
  });

  it('a route the manifest does not know adds nothing but the shell’s styles', () => {
    expect(pageAssets(manifest, ['src/nowhere.tsx'])).toEqual({
      scripts: ['assets/vendor.js', 'assets/start.js'],
      styles: ['assets/index.css', 'assets/menu.css'],
    });
  });
});

describe('fillTemplate', () => {
  const template =
    '<html><head><title>Bold</title><link rel="stylesheet" crossorigin href="/assets/index.css"></head><body><div id="root"></div></body></html>';

  it('with a nonce, writes the CSS into the page in order, the shell’s link replaced, and none can close its element', () => {
    const css = { 'assets/index.css': 'body{margin:0}', 'assets/p.css': '.p{content:"</style>"}' };
    const page = fillTemplate(template, {
      html: '',
      data: '{}',
      scripts: [],
      styles: ['assets/index.css', 'assets/p.css', 'assets/gone.css'],
      inline: { cssOf: (f) => css[f] ?? null, nonce: 'N0nce' },
    });
    expect(page).not.toContain('<link rel="stylesheet" crossorigin href="/assets/index.css">');
    expect(page).toContain('<style nonce="N0nce" data-file="/assets/index.css">body{margin:0}</style>');
    expect(page).toContain('<style nonce="N0nce" data-file="/assets/p.css">.p{content:"<\\/style>"}</style>');
    // Each inlined file is named by a link no browser fetches, so Vite's loader does not add it a second time.
    expect(page).toContain('<link rel="stylesheet" type="text/x-inlined-css" href="/assets/index.css">');
    expect(page).toContain('<link rel="stylesheet" type="text/x-inlined-css" href="/assets/p.css">');
    expect(page.match(/<link rel="stylesheet"(?! type="text\/x-inlined-css")[^>]*>/g)).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/gone.css">',
    ]);
    expect(page.indexOf('body{margin:0}')).toBeLessThan(page.indexOf('.p{'));
    // A file that cannot be read is linked instead.
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/gone.css">');
  });

  it('names the page in <title>, escaped, or keeps the template’s title when the page has none', () => {
    const page = { html: '', data: '{}', scripts: [], styles: [] };
    expect(fillTemplate(template, { ...page, title: 'Gold <Bars> & "Coins" | Bold' })).toContain(
      '<title>Gold &lt;Bars&gt; &amp; &quot;Coins&quot; | Bold</title>',
    );
    expect(fillTemplate(template, page)).toContain('<title>Bold</title>');
  });

  it('keeps every script out of the first paint: the entry and all modulepreloads wait in the template boot.js starts', () => {
    const withEntry = template.replace(
      '</head>',
      '<script type="module" crossorigin src="/assets/index.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/vendor.js">\n</head>',
    );
    const page = fillTemplate(withEntry, { html: '<h1>Silver</h1>', data: '{}', scripts: ['assets/p.js', 'assets/vendor.js'], styles: [] });
    const head = page.slice(0, page.indexOf('</head>'));
    const inert = head.match(/<template id="app-scripts">(.*?)<\/template>/)?.[1] ?? '';
    expect(inert).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/vendor.js"><link rel="modulepreload" crossorigin href="/assets/p.js"><script type="module" crossorigin src="/assets/index.js"></script>',
    );
    const live = head.replace(/<template[^]*?<\/template>/, '');
    expect(live).not.toMatch(/modulepreload|type="module"/);
    expect(live).toContain('<script src="/boot.js" defer></script>');
  });

  it('a page with no script to start names no boot script', () => {
    expect(fillTemplate(template, { html: '', data: '{}', scripts: [], styles: [] })).not.toContain('boot.js');
  });

  it('puts the app in #root, the data after it and the route’s assets in the head, once each', () => {
    const page = fillTemplate(template, {
      html: '<h1>Silver</h1>',
      data: '{"a":1}',
      scripts: ['assets/p.js'],
      styles: ['assets/index.css', 'assets/p.css'],
    });
    expect(page).toContain('<div id="root"><h1>Silver</h1></div>\n    <script type="application/json" id="ssr-data">{"a":1}</script>');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/p.css">');
    expect(page).toContain('<template id="app-scripts"><link rel="modulepreload" crossorigin href="/assets/p.js"></template>');
    expect(page.match(/assets\/index\.css/g)).toHaveLength(1);
    expect(page.indexOf('/assets/p.css')).toBeLessThan(page.indexOf('</head>'));
  });
});
