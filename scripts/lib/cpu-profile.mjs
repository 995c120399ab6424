// Where a process's CPU went, from a V8 .cpuprofile (node --cpu-prof): each sample's self time, put in
// the part of the store's server it belongs to, so `npm run bench:server` can say what limits it.
import { readFileSync } from 'node:fs';

/** The parts, first match wins: a sample's function is placed by its source file (or its name for V8's own). */
const PARTS = [
  ['render (React)', /react-dom|\/react\/|react-router/],
  ['response validation (zod)', /\/zod\//],
  ['query cache and dehydrate (TanStack Query)', /@tanstack/],
  ['compression (zlib)', /zlib|compression/],
  ['HTTP server (Express, node:http)', /express|\/router\/|serve-static|finalhandler|node:_http_server|node:_http_outgoing/],
  ['API calls (fetch, undici, sockets)', /undici|node:internal\/(http|net|stream|streams|webstreams)|node:_http|node:net|node:stream/],
  ['store code (entry-server bundle)', /dist-ssr|\/src\//],
  ['garbage collection', /^\(garbage collector\)$/],
  ['idle', /^\((idle|program)\)$/],
];

export function partOf(callFrame) {
  const where = callFrame.url || `(${callFrame.functionName.replace(/[()]/g, '')})`;
  for (const [name, pattern] of PARTS) if (pattern.test(where)) return name;
  return 'other (V8, Node internals, JSON)';
}

/**
 * Milliseconds of self time per part, largest first, idle left out. `profile` is a parsed .cpuprofile:
 * its samples name nodes, its timeDeltas say how long before each sample the previous one was taken.
 */
export function summariseProfile(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const ms = new Map();
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    if (!node) return;
    const part = partOf(node.callFrame);
    ms.set(part, (ms.get(part) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
  });
  ms.delete('idle');
  const total = [...ms.values()].reduce((a, b) => a + b, 0);
  return [...ms.entries()].sort((a, b) => b[1] - a[1]).map(([part, time]) => ({ part, ms: time, share: total ? time / total : 0 }));
}

export function readProfile(path) {
  return JSON.parse(readFileSync(path, 'utf8'));
}
