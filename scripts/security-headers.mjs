// Security headers of the built store (`npm run preview`, and the production server when there is one):
// a strict Content-Security-Policy with no inline script, no inline style but the one element carrying
// this response's nonce, no framing, and the API host (and Google reCAPTCHA when a site key is
// configured) as the only other origins.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** The origin of a URL, or null for an empty or invalid one. */
function originOf(url) {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * @param {{ apiBaseUrl?: string | undefined; recaptchaSiteKey?: string | undefined; styleNonce?: string | undefined }} options
 * @returns {Record<string, string>}
 */
export function securityHeaders({ apiBaseUrl, recaptchaSiteKey, styleNonce } = {}) {
  const api = originOf(apiBaseUrl);
  const recaptcha = recaptchaSiteKey ? ['https://www.google.com', 'https://www.gstatic.com'] : [];
  const list = (...sources) => [...new Set(sources.filter(Boolean))].join(' ');
  const policy = [
    `default-src 'self'`,
    `script-src ${list("'self'", ...recaptcha)}`,
    `style-src ${list("'self'", styleNonce ? `'nonce-${styleNonce}'` : null)}`,
    `img-src ${list("'self'", 'data:', 'blob:', api)}`,
    `font-src 'self'`,
    `connect-src ${list("'self'", api)}`,
    `frame-src ${recaptcha.length ? list(...recaptcha) : "'none'"}`,
    `worker-src 'self'`,
    `manifest-src 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
  return {
    'Content-Security-Policy': policy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), geolocation=(), microphone=(self), payment=(self)',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** A fresh nonce for one response: 128 random bits. */
export const newNonce = () => randomBytes(16).toString('base64');

/** index.html with this response's nonce in <meta name="csp-nonce">, which the app gives to the style writer. */
export function withNonce(html, nonce) {
  return html.replace('<head>', `<head>\n    <meta name="csp-nonce" content="${nonce}" />`);
}

/**
 * A Vite plugin for `vite preview`: every response carries the security headers, and a page (any GET
 * that is not a file) is index.html with a nonce of its own, named in the policy.
 * @param {{ apiBaseUrl?: string | undefined; recaptchaSiteKey?: string | undefined }} options
 */
export function securityHeadersPlugin(options) {
  return {
    name: 'bold:security-headers',
    configurePreviewServer(server) {
      // resolve, not join: an absolute --outDir is taken as it is.
      const index = resolve(server.config.root, server.config.build.outDir, 'index.html');
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '/').split('?')[0] ?? '/';
        const isPage = req.method === 'GET' && !/\.[a-z0-9]+$/i.test(path) && (req.headers.accept ?? '').includes('text/html');
        if (!isPage) {
          for (const [k, v] of Object.entries(securityHeaders(options))) res.setHeader(k, v);
          next();
          return;
        }
        const nonce = newNonce();
        for (const [k, v] of Object.entries(securityHeaders({ ...options, styleNonce: nonce }))) res.setHeader(k, v);
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Cache-Control', 'no-store');
        res.end(withNonce(readFileSync(index, 'utf8'), nonce));
      });
    },
  };
}
