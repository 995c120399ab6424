// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseDockerfile } from './container-check.mjs';

describe('the Dockerfile as the container check reads it', () => {
  const [build, image] = parseDockerfile(readFileSync(new URL('../Dockerfile', import.meta.url), 'utf8'));

  it('builds in a stage of its own with every dependency, then the build for the API it is given', () => {
    expect(build.run[0]).toBe('npm ci --no-audit --no-fund');
    expect(build.args).toEqual({ API: '' });
    expect(build.run[1]).toContain('npm run build:real-api -- --api "$API" && npm prune --omit=dev');
  });

  it('runs as the unprivileged node user, with only the build and what the server needs', () => {
    expect(image.user).toBe('node');
    expect(image.copy.filter((c) => c.from === 'build').flatMap((c) => c.sources)).toEqual([
      'package.json',
      'package-lock.json',
      'node_modules',
      'dist',
      'dist-ssr',
      'server',
      // The contract's operations, the only calls the server's /api forwards.
      'generated/operations.ts',
    ]);
    expect(image.env).toMatchObject({ NODE_ENV: 'production', HOST: '0.0.0.0', STORE_INSTALLED: '1' });
    expect(image.cmd).toEqual(['node', 'server/serve.ts']);
  });

  it('checks its health on /healthz with node itself (the slim image has no curl)', () => {
    expect(image.healthcheck[0]).toBe('node');
    expect(image.healthcheck.join(' ')).toContain('/healthz');
  });
});
