// Security headers of the built store (`npm run preview`, and the production server when there is one):
// a strict Content-Security-Policy with no inline script, no inline style but the one element carrying
// this response's nonce, no framing, and the API host (and Google reCAPTCHA when a site key is
// configured, Google Ads' conversion hosts when a tag id is, the chat widget's host when its script is) as
// the only other origins.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** What the policy depends on: the build's settings, and this response's style nonce. */
export interface SecuritySettings {
  apiBaseUrl?: string | undefined;
  recaptchaSiteKey?: string | undefined;
  adsTagId?: string | undefined;
  chatScriptUrl?: string | undefined;
  styleNonce?: string | undefined;
  /**
   * This response's nonce for inline scripts: only the development server's pages have any (Vite's client and
   * React's hot-update preamble); a build's pages run no inline script, and their policy allows none.
   */
  scriptNonce?: string | undefined;
}

/** The origin of a URL, or null for an empty or invalid one. */
function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The origin of a script the store may load from another host: https only (http on loopback), or null. */
function scriptOriginOf(url: string | undefined): string | null {
  // No widget is the usual case, and every response asks: an empty URL is not parsed only to throw (a
  // thrown error's stack, twice a request, was 1 % of the server's CPU rendering pages).
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(parsed.hostname);
  return parsed.protocol === 'https:' || (parsed.protocol === 'http:' && loopback) ? parsed.origin : null;
}

/**
 * Where Google Ads' gtag.js and its conversion pings go (Google's "Use a Content Security Policy" guide
 * for the Google tag, Google Ads conversions): the script, the pings as images and fetches, and the
 * frames it opens for conversion linking.
 */
const GOOGLE_ADS = {
  script: [
    'https://www.googletagmanager.com',
    'https://www.googleadservices.com',
    'https://www.google.com',
    'https://googleads.g.doubleclick.net',
  ],
  img: [
    'https://www.googletagmanager.com',
    'https://www.googleadservices.com',
    'https://googleads.g.doubleclick.net',
    'https://www.google.com',
  ],
  connect: [
    'https://www.googletagmanager.com',
    'https://www.googleadservices.com',
    'https://googleads.g.doubleclick.net',
    'https://www.google.com',
  ],
  frame: ['https://www.googletagmanager.com', 'https://td.doubleclick.net', 'https://bid.g.doubleclick.net'],
};
const NO_ADS: typeof GOOGLE_ADS = { script: [], img: [], connect: [], frame: [] };
/** A tag id the store loads (the rule of src/app/config.ts): any other value opens no host. */
const ADS_TAG_ID = /^AW-\d{6,}$/;

/** The headers every response carries, its Content-Security-Policy first. */
export function securityHeaders(settings: SecuritySettings = {}): Record<string, string> {
  const { apiBaseUrl, recaptchaSiteKey, adsTagId, chatScriptUrl, styleNonce, scriptNonce } = settings;
  const api = originOf(apiBaseUrl);
  // A chat widget's script talks to its host, shows its images and opens its window in a frame from there.
  const chat = scriptOriginOf(chatScriptUrl);
  const recaptcha = recaptchaSiteKey ? ['https://www.google.com', 'https://www.gstatic.com'] : [];
  const ads = adsTagId && ADS_TAG_ID.test(adsTagId) ? GOOGLE_ADS : NO_ADS;
  const list = (...sources: (string | null)[]) => [...new Set(sources.filter(Boolean))].join(' ');
  const frames = [...recaptcha, ...ads.frame, chat];
  const policy = [
    `default-src 'self'`,
    `script-src ${list("'self'", scriptNonce ? `'nonce-${scriptNonce}'` : null, ...recaptcha, ...ads.script, chat)}`,
    `style-src ${list("'self'", styleNonce ? `'nonce-${styleNonce}'` : null)}`,
    `img-src ${list("'self'", 'data:', 'blob:', api, ...ads.img, chat)}`,
    `font-src 'self'`,
    // The API host is not here: the page calls the store's own /api, and so a script in the page can call
    // no API as the customer but that one (server/bff.ts keeps the session).
    `connect-src ${list("'self'", ...ads.connect, chat)}`,
    `frame-src ${list(...frames) || "'none'"}`,
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

/** One of the build's hashed files (dist/assets): its name changes with its content, so a browser keeps it a year. */
export const isHashedFile = (path: string): boolean => /[\\/]assets[\\/]/.test(path);
export const HASHED_FILE_CACHE = 'public, max-age=31536000, immutable';

/** A fresh nonce for one response: 128 random bits. */
export const newNonce = () => randomBytes(16).toString('base64');

/** index.html with this response's nonce in <meta name="csp-nonce">, which the app gives to the style writer. */
export function withNonce(html: string, nonce: string): string {
  return html.replace('<head>', `<head>\n    <meta name="csp-nonce" content="${nonce}" />`);
}

/**
 * A Vite plugin for `vite preview`: every response carries the security headers, and a page (any GET
 * that is not a file) is index.html with a nonce of its own, named in the policy.
 */
export function securityHeadersPlugin(options: Omit<SecuritySettings, 'styleNonce'>): Plugin {
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
          if (isHashedFile(path)) res.setHeader('Cache-Control', HASHED_FILE_CACHE);
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
