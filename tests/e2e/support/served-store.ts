import { spawn } from 'node:child_process';
import { once } from 'node:events';

/** How long the server may take to say where it listens: it loads the server build and starts its mock. */
const START_MS = 30_000;

export interface ServedStore {
  /** Where it listens, such as http://127.0.0.1:41234 (no trailing slash, for Playwright's baseURL). */
  url: string;
  stop(): Promise<void>;
}

/**
 * The production server (`npm run serve`, pages rendered on the server) in a process of its own, on a free
 * loopback port, with its mock's clock standing still at `now` (MOCK_NOW): its pages are priced at the same
 * instant as a browser whose clock is installed there, on every run. The build must be there (`npm run build`).
 */
export async function startServedStore(now: Date): Promise<ServedStore> {
  const child = spawn(process.execPath, ['server/serve.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      MOCK_NOW: now.toISOString(),
      LOG_LEVEL: 'warn',
      STORE_INSTALLED: '1',
      RATE_LIMIT_PER_MINUTE: '1000000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let said = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm run serve said no address in ${START_MS} ms:\n${said}`)), START_MS);
    const hear = (chunk: Buffer) => {
      if (said.length > 20_000) return;
      said += chunk.toString();
      const address = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(said);
      if (!address) return;
      clearTimeout(timer);
      resolve(`http://127.0.0.1:${address[1]}`);
    };
    child.stdout.on('data', hear);
    child.stderr.on('data', hear);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm run serve stopped (${code}) before it listened:\n${said}`));
    });
  });
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      // Ctrl-C's signal, which stops the server at once: SIGTERM first fails /readyz for 5 s while a load
      // balancer would notice, and a test's server has none (that wait was most of a journey's fixtures).
      child.kill('SIGINT');
      await exited;
    },
  };
}
