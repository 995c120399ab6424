#!/usr/bin/env node
// `npm run mock-api`: the stateful mock API as a standalone HTTP server with CORS (default port 4010).
//   PORT=4010  HOST=127.0.0.1  MOCK_SCENARIO=slow,expired  MOCK_SEED=20261121  MOCK_NOW=2026-11-21T17:00:00Z
// Point a build at it with VITE_API_BASE_URL=http://localhost:4010.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstall } from './lib/ensure-install.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
ensureInstall(root);

const { createServer } = await import('vite');
// Vite loads the TypeScript mocks with the app's own aliases; nothing is bundled or served by Vite itself.
const vite = await createServer({ root, logLevel: 'error', appType: 'custom', server: { middlewareMode: true, hmr: false, watch: null } });
const { startMockServer } = await vite.ssrLoadModule('/mocks/server.ts');
const mock = await startMockServer({
  port: Number(process.env.PORT || 4010),
  host: process.env.HOST || '127.0.0.1',
  scenarios: process.env.MOCK_SCENARIO || '',
  seed: process.env.MOCK_SEED ? Number(process.env.MOCK_SEED) : undefined,
  now: process.env.MOCK_NOW,
});
console.log(`Mock API listening on ${mock.url}/api/  (scenarios: ${process.env.MOCK_SCENARIO || 'none'})`);
console.log(`  try: curl ${mock.url}/api/Pricing/GetSpotPrices`);
console.log(`       curl '${mock.url}/api/Product/GetProductsByCategory?slug=silver-bullion&pageSize=2'`);
const stop = async () => {
  await mock.close();
  await vite.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
