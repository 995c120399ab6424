/**
 * What the store does to run under the strict Content-Security-Policy of its server. Imported first by
 * main.tsx, so it runs before any other module:
 * - zod never probes `new Function` for its JIT (which `script-src 'self'` refuses and reports): zod
 *   reads its settings from `globalThis.__zod_globalConfig`, set here before any schema exists, without
 *   pulling zod into the shell;
 * - the one place that must write a <style> element (the scroll lock of Radix dialogs, through
 *   react-style-singleton and get-nonce, which reads the global `__webpack_nonce__`) tags it with the
 *   per-response nonce the server puts in <meta name="csp-nonce">. The dev server sends no CSP and no
 *   meta, and then nothing is tagged.
 */
export function prepareForContentSecurityPolicy(scope: typeof globalThis = globalThis, doc: Document | undefined = scope.document): void {
  const holder = scope as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean }; __webpack_nonce__?: string };
  holder.__zod_globalConfig ??= {};
  holder.__zod_globalConfig.jitless = true;
  const nonce = doc?.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
  if (nonce) holder.__webpack_nonce__ = nonce;
}

prepareForContentSecurityPolicy();
