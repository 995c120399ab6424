// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { newNonce, securityHeaders, securityHeadersPlugin, withNonce } from './security-headers.ts';

const directives = (h) => Object.fromEntries(h['Content-Security-Policy'].split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

describe('security headers of the built store (trust finding 17)', () => {
  it('sends a strict policy: self only, no inline script or style, no framing', () => {
    const h = securityHeaders();
    const d = directives(h);
    expect(d['default-src']).toEqual(["'self'"]);
    expect(d['script-src']).toEqual(["'self'"]);
    expect(d['style-src']).toEqual(["'self'"]);
    expect(d['frame-ancestors']).toEqual(["'none'"]);
    expect(d['object-src']).toEqual(["'none'"]);
    expect(h['Content-Security-Policy']).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    expect(h['X-Content-Type-Options']).toBe('nosniff');
    expect(h['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  });

  it('lets the page show the API host’s images, by its origin only, but call no API but the store’s own', () => {
    const d = directives(securityHeaders({ apiBaseUrl: 'https://api.bold.example/v1/' }));
    expect(d['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://api.bold.example']);
    expect(d['connect-src']).toEqual(["'self'"]);
    expect(directives(securityHeaders({ apiBaseUrl: 'not a url' }))['img-src']).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('allows Google reCAPTCHA only when a site key is configured', () => {
    expect(directives(securityHeaders())['frame-src']).toEqual(["'none'"]);
    const d = directives(securityHeaders({ recaptchaSiteKey: 'site-key' }));
    expect(d['script-src']).toEqual(["'self'", 'https://www.google.com', 'https://www.gstatic.com']);
    expect(d['frame-src']).toEqual(['https://www.google.com', 'https://www.gstatic.com']);
  });

  it('allows the chat widget’s host, by its origin, for its script, its calls, its images and its frame, only when configured', () => {
    const none = directives(securityHeaders());
    for (const chatScriptUrl of [
      undefined,
      '',
      'not a url',
      'http://chat.example.com/widget.js',
      'javascript:alert(1)',
      'data:text/javascript,1',
    ])
      expect(directives(securityHeaders({ chatScriptUrl })), String(chatScriptUrl)).toEqual(none);
    const d = directives(securityHeaders({ chatScriptUrl: 'https://chat.example.com/v2/widget.js?key=abc' }));
    expect(d['script-src']).toEqual(["'self'", 'https://chat.example.com']);
    expect(d['connect-src']).toEqual(["'self'", 'https://chat.example.com']);
    expect(d['img-src']).toContain('https://chat.example.com');
    expect(d['frame-src']).toEqual(['https://chat.example.com']);
    expect(d['style-src']).toEqual(["'self'"]);
    expect(directives(securityHeaders({ chatScriptUrl: 'http://127.0.0.1:4179/widget.js' }))['script-src']).toEqual([
      "'self'",
      'http://127.0.0.1:4179',
    ]);
  });

  it('opens Google Ads’ hosts only for a tag id the store loads (AW- and at least 6 digits), and no wildcard', () => {
    const none = directives(securityHeaders());
    for (const adsTagId of [undefined, '', 'AW-12345', 'G-1234567', 'AW-1234567 https://evil.example']) {
      const d = directives(securityHeaders({ adsTagId }));
      expect(d, String(adsTagId)).toEqual(none);
    }
    const h = securityHeaders({ adsTagId: 'AW-123456' });
    const d = directives(h);
    expect(d['script-src']).toEqual([
      "'self'",
      'https://www.googletagmanager.com',
      'https://www.googleadservices.com',
      'https://www.google.com',
      'https://googleads.g.doubleclick.net',
    ]);
    expect(d['connect-src']).toContain('https://www.googleadservices.com');
    expect(d['img-src']).toContain('https://googleads.g.doubleclick.net');
    expect(d['frame-src']).toEqual(['https://www.googletagmanager.com', 'https://td.doubleclick.net', 'https://bid.g.doubleclick.net']);
    expect(d['style-src']).toEqual(["'self'"]);
    expect(h['Content-Security-Policy']).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  });

  it('lets in only the style element carrying this response’s nonce, a new one each time', () => {
    const a = newNonce();
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(newNonce()).not.toBe(a);
    expect(directives(securityHeaders({ styleNonce: a }))['style-src']).toEqual(["'self'", `'nonce-${a}'`]);
    expect(withNonce('<html><head><title>x</title></head></html>', a)).toContain(`<meta name="csp-nonce" content="${a}" />`);
  });

  it('lets in an inline script only when a script nonce is given (the development server’s pages), and only that nonce’s', () => {
    const a = newNonce();
    expect(directives(securityHeaders({ styleNonce: a }))['script-src']).toEqual(["'self'"]);
    const d = directives(securityHeaders({ styleNonce: a, scriptNonce: a }));
    expect(d['script-src']).toEqual(["'self'", `'nonce-${a}'`]);
    expect(securityHeaders({ scriptNonce: a })['Content-Security-Policy']).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it('serves a page from a build in any folder: an absolute --outDir as it is, a relative one under the root', () => {
    const built = mkdtempSync(join(tmpdir(), 'preview-'));
    writeFileSync(join(built, 'index.html'), '<html><head></head><body>built elsewhere</body></html>');
    for (const config of [
      { root: '/somewhere/else', build: { outDir: built } },
      { root: tmpdir(), build: { outDir: built.slice(tmpdir().length + 1) } },
    ]) {
      let middleware;
      securityHeadersPlugin({}).configurePreviewServer({ config, middlewares: { use: (m) => (middleware = m) } });
      let body = '';
      const headers = {};
      middleware(
        { method: 'GET', url: '/silver-bullion', headers: { accept: 'text/html' } },
        { setHeader: (k, v) => (headers[k] = v), end: (b) => (body = b) },
        () => {},
      );
      expect(body).toContain('built elsewhere');
      expect(body).toMatch(/<meta name="csp-nonce" content="[^"]+" \/>/);
    }
  });

  it('lets a browser keep the build’s hashed files a year in the preview, as the store’s server does, and nothing else', () => {
    let middleware;
    securityHeadersPlugin({}).configurePreviewServer({
      config: { root: tmpdir(), build: { outDir: tmpdir() } },
      middlewares: { use: (m) => (middleware = m) },
    });
    const cacheOf = (url) => {
      const headers = {};
      let passedOn = false;
      middleware({ method: 'GET', url, headers: { accept: '*/*' } }, { setHeader: (k, v) => (headers[k] = v) }, () => (passedOn = true));
      expect(passedOn, url).toBe(true);
      return headers['Cache-Control'];
    };
    expect(cacheOf('/assets/index-Bp-_1wS8.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheOf('/assets/routes-BLVvurlb.css?v=1')).toBe('public, max-age=31536000, immutable');
    // A file whose name stays when it changes, and the API behind the preview's proxy, keep their own.
    for (const url of ['/mockServiceWorker.js', '/boot.js', '/favicon.svg', '/api/UI/GetNotice', '/assetsx/a.js'])
      expect(cacheOf(url), url).toBeUndefined();
  });
});
