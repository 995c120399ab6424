#!/usr/bin/env node
// `npm start`: installs what is missing, then serves the store from its source through the store's own
// server (server/dev.ts: pages rendered on the server, Vite's hot updates, the mock API behind the store's
// /api unless VITE_API_BASE_URL names an API) and prints the URL.
//   PORT=5173  HOST=localhost  LOG_LEVEL=warn (info: a line for every request, each module among them)
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstall } from './lib/ensure-install.mjs';
import { onProjectNode } from './lib/project-node.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
ensureInstall(root);
// The store runs on the project's Node (24 LTS, which runs the server's TypeScript), whatever Node started npm start.
onProjectNode(root, fileURLToPath(import.meta.url));

const { startDevStore } = await import('../server/dev.ts');
const port = Number(process.env.PORT || 5173);
const host = process.env.HOST || 'localhost';
try {
  const store = await startDevStore({ port, host, logLevel: process.env.LOG_LEVEL || 'warn' });
  const api = store.mocksEnabled ? 'the mock API (no backend needed)' : `the API at ${store.apiBaseUrl}`;
  console.log(`\n  The store is running against ${api}:\n\n    http://${host}:${store.port}/\n\n  Press Ctrl+C to stop.\n`);
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.once(signal, () => {
      void store.stop().then(() => process.exit(0));
    });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
