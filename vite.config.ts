/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { securityHeadersPlugin } from './server/security-headers.ts';

/** Mocks are on unless an API host is configured; VITE_MOCKS=on|off forces either way. */
export function mocksEnabled(env: Record<string, string | undefined>): boolean {
  if (env.VITE_MOCKS === 'on') return true;
  if (env.VITE_MOCKS === 'off') return false;
  return !env.VITE_API_BASE_URL;
}

const workerFile = 'mockServiceWorker.js';

/** Serves and emits MSW's service worker only in mock mode, so a real-API build ships no mock file. */
function mockServiceWorker(enabled: boolean): Plugin {
  const source = () => readFileSync(fileURLToPath(new URL(`./node_modules/msw/lib/${workerFile}`, import.meta.url)), 'utf8');
  return {
    name: 'bold:mock-service-worker',
    configureServer(server) {
      if (!enabled) return;
      server.middlewares.use(`/${workerFile}`, (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(source());
      });
    },
    generateBundle() {
      if (enabled && this.environment.name !== 'ssr') this.emitFile({ type: 'asset', fileName: workerFile, source: source() });
    },
  };
}

export default defineConfig(({ command, mode, isSsrBuild }) => {
  const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env };
  const mocks = mocksEnabled(env);
  // The browser calls the store's own /api (src/app/app.tsx); with an API host, the preview passes those
  // calls on to it. `npm start` needs no proxy: the store's server (server/dev.ts) answers /api itself.
  const apiProxy =
    !mocks && env.VITE_API_BASE_URL ? { '/api': { target: new URL(env.VITE_API_BASE_URL).origin, changeOrigin: true } } : undefined;
  return {
    // The built store is served with a strict CSP and the other security headers (the dev server is not: HMR needs inline script).
    plugins: [
      react(),
      mockServiceWorker(mocks),
      securityHeadersPlugin({
        apiBaseUrl: env.VITE_API_BASE_URL,
        recaptchaSiteKey: env.VITE_RECAPTCHA_SITE_KEY,
        adsTagId: env.VITE_ADS_TAG_ID?.trim(),
        chatScriptUrl: env.VITE_CHAT_SCRIPT_URL?.trim(),
      }),
      // Every text file of the browser build also as .br and .gz, made once here: the server sends them as they
      // are (server/serve.ts), so it compresses nothing per request while a phone is starting the page.
      ...(command === 'build' && !isSsrBuild
        ? [compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, exclude: [/\.vite\//], logLevel: 'silent' })]
        : []),
    ],
    define: { __MOCKS_ENABLED__: JSON.stringify(mocks) },
    resolve: {
      alias: {
        // React Router's package exports name its development build for every condition (remix-run/react-router#14102):
        // a build takes its production files, without the development warnings.
        ...(command === 'build'
          ? { 'react-router': fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) }
          : {}),
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
        '@generated': fileURLToPath(new URL('./generated', import.meta.url)),
      },
    },
    // The mock API chunk (msw, faker fallbacks, the seeded db) loads only in mock mode; the budget script checks the shell.
    // Every browser that runs this es2022 build preloads modules itself: no polyfill in the shell.
    build: isSsrBuild
      ? // The server's bundle (`vite build --ssr`, into dist-ssr/): the renderer, and in mock mode the mock API it renders with.
        {
          outDir: 'dist-ssr',
          emptyOutDir: true,
          copyPublicDir: false,
          sourcemap: false,
          target: 'node20',
          rollupOptions: { input: { 'entry-server': 'src/entry-server.tsx', ...(mocks ? { 'mock-server': 'mocks/server.ts' } : {}) } },
        }
      : { manifest: true, sourcemap: false, target: 'es2022', chunkSizeWarningLimit: 1100, modulePreload: { polyfill: false } },
    preview: { port: 4173, strictPort: true, proxy: apiProxy },
    test: {
      globals: true,
      css: { modules: { classNameStrategy: 'non-scoped' } },
      restoreMocks: true,
      // A file per core. Vitest's own default keeps one core back (for a watcher's UI), which on a 2-core
      // machine is half of it idle while `npm test` waits: 220 s on one worker, 132 s on two.
      maxWorkers: availableParallelism(),
      // Code with no DOM runs in Node; only components and hooks pay for starting jsdom (about a second a file).
      projects: [
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            include: [
              'src/domain/**/*.test.ts',
              'mocks/**/*.test.ts',
              'tests/contract/**/*.test.ts',
              'scripts/**/*.test.mjs',
              'server/**/*.test.{mjs,ts}',
              'packages/**/*.test.mjs',
              'tests/e2e/support/**/*.test.ts',
            ],
          },
        },
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'jsdom',
            // One jsdom a worker for its files, which src/test/setup.ts sets back to a new page's before each
            // file: a jsdom and every package imported again for each file took 134 s of the dom files' run
            // alone, 40 s without.
            isolate: false,
            setupFiles: ['./src/test/setup.ts'],
            include: ['src/**/*.test.{ts,tsx}'],
            exclude: ['src/domain/**'],
          },
        },
      ],
    },
  };
});
