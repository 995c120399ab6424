#!/usr/bin/env node
// Plants one-line bugs of the kind a tired hand writes, one at a time, and runs the unit tests related to the file:
// each must fail at least one test. The file is always restored. Part of `npm run mutation`.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

export const PLANTED = [
  {
    what: 'Impaired no longer counts as in stock',
    file: 'src/domain/cart/quantity-limit.ts',
    find: "Instock: ['in stock', 'Impaired']",
    plant: "Instock: ['in stock']",
  },
  {
    what: 'tax exemption judged on the subtotal before the coupon',
    file: 'src/domain/cart/totals.ts',
    find: 'taxable >= tax.exemptFromCents',
    plant: 'subtotalCents >= tax.exemptFromCents',
  },
  {
    what: 'tierFor: quantity < floorMax (19 and 99 get the next tier)',
    file: 'src/domain/catalog/pricing.ts',
    find: 'quantity <= t.floorMax',
    plant: 'quantity < t.floorMax',
  },
  { what: 'password: length > 8 instead of >= 8', file: 'src/domain/validation/rules.ts', find: 'v.length >= 8', plant: 'v.length > 8' },
  { what: 'Apple Pay without the surcharge', file: 'src/domain/checkout/charges.ts', find: " || method === 'ApplePay'", plant: '' },
  { what: 'voice: 100 g no longer becomes 100 gram', file: 'src/domain/search/voice.ts', find: "'$1 gram'", plant: "'$1 g'" },
  {
    what: 'free shipping judged on the card price after the coupon',
    file: 'src/domain/cart/totals.ts',
    find: "const qualifying = eCheckMerchandise - couponDiscountCents(lines, options.coupon, 'eCheck');",
    plant: 'const qualifying = subtotalCents - discountCents;',
  },
  {
    what: 'sameLine ignores the size',
    file: 'src/domain/cart/cart-rules.ts',
    find: 'a.source === b.source &&\n    (a.size ?? null) === (b.size ?? null)',
    plant: 'a.source === b.source',
  },
  {
    what: 're-adding an inactive line leaves it selected',
    file: 'src/domain/cart/cart-rules.ts',
    find: 'isActive: true, selected: false }',
    plant: 'isActive: true, selected: true }',
  },
];

export function runPlanted({ log = console.log } = {}) {
  let caught = 0;
  for (const bug of PLANTED) {
    const original = readFileSync(bug.file, 'utf8');
    const at = original.indexOf(bug.find);
    if (at < 0 || original.indexOf(bug.find, at + 1) >= 0)
      throw new Error(`${bug.file}: the line to plant "${bug.find}" is not there exactly once; update scripts/planted-bugs.mjs`);
    writeFileSync(bug.file, original.slice(0, at) + bug.plant + original.slice(at + bug.find.length));
    let failed;
    try {
      const r = spawnSync('npx', ['vitest', 'related', bug.file, '--run', '-c', 'vitest.mutation.config.ts', '--reporter=dot'], {
        encoding: 'utf8',
        env: { ...process.env, FORCE_COLOR: '0' },
      });
      failed = r.status !== 0;
    } finally {
      writeFileSync(bug.file, original);
    }
    if (failed) caught++;
    log(`${failed ? 'caught ' : 'MISSED '} ${bug.what} (${bug.file})`);
  }
  log(`planted bugs: ${caught} of ${PLANTED.length} caught`);
  return caught === PLANTED.length;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = runPlanted() ? 0 : 1;
