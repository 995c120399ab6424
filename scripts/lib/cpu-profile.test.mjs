// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { partOf, summariseProfile } from './cpu-profile.mjs';

const frame = (url, functionName = 'f') => ({ url, functionName });

describe('where the server’s CPU went', () => {
  it('puts each function in its part of the server by its source', () => {
    expect(partOf(frame('file:///app/node_modules/react-dom/cjs/react-dom-server.node.production.js'))).toBe('render (React)');
    expect(partOf(frame('file:///app/node_modules/zod/v4/core/schemas.js'))).toBe('response validation (zod)');
    expect(partOf(frame('file:///app/node_modules/@tanstack/query-core/build/modern/hydration.js'))).toBe(
      'query cache and dehydrate (TanStack Query)',
    );
    expect(partOf(frame('node:internal/deps/undici/undici'))).toBe('API calls (fetch, undici, sockets)');
    expect(partOf(frame('node:zlib'))).toBe('compression (zlib)');
    expect(partOf(frame('file:///app/dist-ssr/entry-server.js'))).toBe('store code (entry-server bundle)');
    expect(partOf(frame('', '(garbage collector)'))).toBe('garbage collection');
    expect(partOf(frame('', 'JSON.stringify'))).toBe('other (V8, Node internals, JSON)');
  });

  it('sums each sample’s time into its part, largest first, idle left out', () => {
    const profile = {
      nodes: [
        { id: 1, callFrame: frame('', '(idle)') },
        { id: 2, callFrame: frame('file:///x/node_modules/react-dom/server.js') },
        { id: 3, callFrame: frame('node:zlib') },
      ],
      // Each sample's time is the gap to the next one (in µs).
      samples: [2, 2, 3, 1],
      timeDeltas: [0, 1000, 3000, 2000],
    };
    expect(summariseProfile(profile)).toEqual([
      { part: 'render (React)', ms: 4, share: 4 / 6 },
      { part: 'compression (zlib)', ms: 2, share: 2 / 6 },
    ]);
  });
});
