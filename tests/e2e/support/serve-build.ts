// The production server (server/serve.ts) on a build of its own, made in another folder than the suite's
// dist/: `node tests/e2e/support/serve-build.ts <folder>` serves <folder>/dist and <folder>/dist-ssr on a
// free loopback port and says where, as `npm run serve` does. SIGTERM stops it.
import { join } from 'node:path';
import { createLogger, createStoreServer } from '../../../server/serve.ts';
import { listenGracefully } from '../../../server/shutdown.ts';

const folder = process.argv[2];
if (!folder) throw new Error('Say which build to serve: node tests/e2e/support/serve-build.ts <folder>');
const store = await createStoreServer({
  dist: join(folder, 'dist'),
  distSsr: join(folder, 'dist-ssr'),
  logger: createLogger(),
  pageCache: false,
  requestsPerMinute: 0,
});
const running = await listenGracefully(store.app, { port: 0, host: '127.0.0.1' });
console.log(`The store is served at http://127.0.0.1:${running.port}/`);
process.once('SIGTERM', () => {
  void running.shutdown().then(async () => {
    await store.close();
    process.exit(0);
  });
});
