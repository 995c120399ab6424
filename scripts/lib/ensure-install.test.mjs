// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { needsInstall } from './ensure-install.mjs';

function project() {
  const dir = mkdtempSync(join(tmpdir(), 'ensure-install-'));
  writeFileSync(join(dir, 'package-lock.json'), '{}');
  return dir;
}

describe('needsInstall', () => {
  it('installs when node_modules is absent', () => {
    expect(needsInstall(project())).toBe(true);
  });

  it('installs when package-lock.json is newer than the installed tree', () => {
    const dir = project();
    mkdirSync(join(dir, 'node_modules'));
    writeFileSync(join(dir, 'node_modules', '.package-lock.json'), '{}');
    const old = new Date(Date.now() - 60_000);
    utimesSync(join(dir, 'node_modules', '.package-lock.json'), old, old);
    expect(needsInstall(dir)).toBe(true);
  });

  it('does nothing when the installed tree is up to date', () => {
    const dir = project();
    mkdirSync(join(dir, 'node_modules'));
    const old = new Date(Date.now() - 60_000);
    utimesSync(join(dir, 'package-lock.json'), old, old);
    writeFileSync(join(dir, 'node_modules', '.package-lock.json'), '{}');
    expect(needsInstall(dir)).toBe(false);
  });
});
