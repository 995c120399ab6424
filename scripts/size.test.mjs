// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { homeRouteFiles, shellFiles } from './size.mjs';

describe('homeRouteFiles', () => {
  it('counts the entry, the home route and their static imports, not other lazy routes or the mocks', () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', imports: ['_vendor.js'], dynamicImports: ['src/app/routes/cart.tsx', 'mocks/browser.ts'] },
      '_vendor.js': { file: 'assets/vendor.js' },
      'src/features/home/routes/home-page.tsx': { file: 'assets/home.js', imports: ['_vendor.js', '_card.js'] },
      '_card.js': { file: 'assets/card.js' },
      'src/app/routes/cart.tsx': { file: 'assets/cart.js' },
      'mocks/browser.ts': { file: 'assets/browser.js' },
      'index.css': { file: 'assets/index.css' },
    };
    expect(homeRouteFiles(manifest).sort()).toEqual(['assets/card.js', 'assets/home.js', 'assets/index.js', 'assets/vendor.js']);
    expect(shellFiles(manifest).sort()).toEqual(['assets/index.js', 'assets/vendor.js']);
  });

  it('counts the steps the entry starts in (imported on demand, loaded on every page) in the shell, not the mocks or routes', () => {
    const manifest = {
      'index.html': {
        file: 'assets/index.js',
        dynamicImports: ['_react-dom.js', 'src/app/start.tsx', 'mocks/browser.ts', 'src/app/routes/cart.tsx'],
      },
      '_react-dom.js': { file: 'assets/react-dom.js' },
      'src/app/start.tsx': { file: 'assets/start.js', imports: ['_router.js'], dynamicImports: ['src/features/home/routes/home-page.tsx'] },
      '_router.js': { file: 'assets/router.js' },
      'src/features/home/routes/home-page.tsx': { file: 'assets/home.js' },
      'src/app/routes/cart.tsx': { file: 'assets/cart.js' },
      'mocks/browser.ts': { file: 'assets/browser.js' },
    };
    expect(shellFiles(manifest).sort()).toEqual(['assets/index.js', 'assets/react-dom.js', 'assets/router.js', 'assets/start.js']);
    expect(homeRouteFiles(manifest).sort()).toEqual([
      'assets/home.js',
      'assets/index.js',
      'assets/react-dom.js',
      'assets/router.js',
      'assets/start.js',
    ]);
  });
});
