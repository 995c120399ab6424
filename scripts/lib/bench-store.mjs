// The production server for `npm run bench:server`, in a process of its own so its CPU time is the
// server's alone. Forked with DIST, DIST_SSR and PORT; says `{ type: 'listening' }` once up and answers
// `{ type: 'cpu' }` with process.cpuUsage() in microseconds and how many pages have failed to render so far
// (a failed render is sent as the bare shell with status 200: it must not count as a fast page).
import { pino } from 'pino';
import { createLogger, createStoreServer } from '../../server/serve.ts';

process.env.NODE_ENV ??= 'production';
let renderFailures = 0;
const store = await createStoreServer({
  dist: process.env.DIST,
  distSsr: process.env.DIST_SSR,
  // Each request is logged as in production (the cost is part of the figures), to nowhere.
  logger: createLogger({ destination: pino.destination({ dest: '/dev/null', sync: false }) }),
  // Every request comes from one address: the per-client limit stays on (its cost is in the figures) but far above the load.
  requestsPerMinute: 1_000_000_000,
  onRenderFailure: (message) => {
    // Counted for the figures; the first one's reason is said, so a failure under load can be looked into.
    if (renderFailures++ === 0) console.error(`A page failed to render (later ones are only counted): ${message}`);
  },
});
const listener = store.app.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.({ type: 'listening' }));
process.on('message', (message) => {
  if (message?.type === 'cpu') process.send?.({ type: 'cpu', ...process.cpuUsage(), renderFailures });
});
process.on('disconnect', () => listener.close(() => void store.close().then(() => process.exit(0))));
