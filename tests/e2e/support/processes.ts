// Processes an e2e test starts itself, on loopback: a free port, a command waited for until it says it is
// ready, a command run to its end.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { stripVTControlCharacters } from 'node:util';

const root = process.cwd();

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface Running {
  child: ChildProcess;
  /** What it has said so far, stdout and stderr. */
  said: () => string;
  /** Its exit code once it has stopped. */
  exited: Promise<number | null>;
}

/** Starts a command and resolves once it says `ready` (or rejects with what it said when it stops first). */
export function run(command: string, args: string[], env: Record<string, string>, ready: RegExp): Promise<Running> {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let said = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const hear = (chunk: Buffer) => {
      // Without colours: a tool may colour its output when the test runner's environment asks for it.
      said += stripVTControlCharacters(chunk.toString());
      if (ready.test(said)) resolve({ child, said: () => said, exited });
    };
    child.stdout?.on('data', hear);
    child.stderr?.on('data', hear);
    void exited.then((code) => reject(new Error(`${command} ${args.join(' ')} stopped (${code}) before it was ready:\n${said}`)));
  });
}

/** Runs a command to its end; rejects with what it said unless it exits 0. */
export function finish(command: string, args: string[], env: Record<string, string>): Promise<void> {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let said = '';
  child.stdout.on('data', (chunk: Buffer) => (said += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (said += chunk.toString()));
  return new Promise((resolve, reject) =>
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${said}`)))),
  );
}
