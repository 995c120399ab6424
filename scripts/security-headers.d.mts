import type { Plugin } from 'vite';

/** Security headers of the built store; see security-headers.mjs. */
export function securityHeaders(options?: {
  apiBaseUrl?: string | undefined;
  recaptchaSiteKey?: string | undefined;
  adsTagId?: string | undefined;
  chatScriptUrl?: string | undefined;
  styleNonce?: string | undefined;
}): Record<string, string>;
export function newNonce(): string;
export function withNonce(html: string, nonce: string): string;
export function securityHeadersPlugin(options: {
  apiBaseUrl?: string | undefined;
  recaptchaSiteKey?: string | undefined;
  adsTagId?: string | undefined;
  chatScriptUrl?: string | undefined;
}): Plugin;
