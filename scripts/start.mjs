#!/usr/bin/env node
// `npm start`: installs what is missing, then serves the store against the mock API and prints the URL.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstall } from './lib/ensure-install.mjs';
import { onProjectNode } from './lib/project-node.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
ensureInstall(root);
// The store runs on the project's Node (24 LTS), whatever Node started npm start.
onProjectNode(root, fileURLToPath(import.meta.url));

const port = process.env.PORT || '5173';
const host = process.env.HOST || 'localhost';
const mocks =
  process.env.VITE_API_BASE_URL && process.env.VITE_MOCKS !== 'on'
    ? `the API at ${process.env.VITE_API_BASE_URL}`
    : 'the mock API (no backend needed)';
const vite = spawn(join(root, 'node_modules', '.bin', 'vite'), ['--port', port, '--strictPort', '--host', host], {
  cwd: root,
  stdio: ['inherit', 'pipe', 'inherit'],
});
let announced = false;
vite.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  if (!announced && /ready in/i.test(String(chunk))) {
    announced = true;
    console.log(`\n  The store is running against ${mocks}:\n\n    http://${host}:${port}/\n\n  Press Ctrl+C to stop.\n`);
  }
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => vite.kill(signal));
vite.on('exit', (code) => process.exit(code ?? 0));
