#!/usr/bin/env node
// `npm run mutation`: a benchmark of how well the unit tests catch bugs in the money and rules
// code, not part of `npm test`. First the planted one-line bugs of the issue, then StrykerJS over
// src/domain and the mock's pricing: the score per file and overall, every surviving mutant, and every
// mutant marked equivalent with its reason. Targets: src/domain 95% (no file under 90%), mock pricing 90%.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { runPlanted } from './planted-bugs.mjs';

const plantedOk = runPlanted();

const stryker = spawnSync('npx', ['stryker', 'run'], { stdio: 'inherit' });
const report = 'reports/mutation/mutation.json';
if (stryker.status !== 0 || !existsSync(report)) {
  console.error('Stryker did not finish; see its output above.');
  process.exit(1);
}

const { files } = JSON.parse(readFileSync(report, 'utf8'));
const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);
const score = (mutants) => {
  const detected = mutants.filter((m) => DETECTED.has(m.status)).length;
  const valid = detected + mutants.filter((m) => UNDETECTED.has(m.status)).length;
  return valid === 0 ? 100 : (100 * detected) / valid;
};
const group = (prefix) => Object.entries(files).filter(([f]) => f.startsWith(prefix) || f.includes(`/${prefix}`));
const all = (entries) => entries.flatMap(([, f]) => f.mutants);

console.log('\nMutants marked equivalent (Stryker disable comments), with their reasons:');
for (const [file, f] of Object.entries(files)) {
  // Static mutants (module-level constants, skipped with ignoreStatic) are left out: they were never tried.
  for (const m of f.mutants.filter((x) => x.status === 'Ignored' && !/^Static mutant/.test(x.statusReason ?? '')))
    console.log(`  ${file}:${m.location.start.line} ${m.mutatorName}: ${m.statusReason ?? 'no reason given'}`);
}

const domain = group('src/domain/');
const mock = group('mocks/db/');
const low = domain.filter(([, f]) => score(f.mutants) < 90).map(([file, f]) => `${file} ${score(f.mutants).toFixed(1)}%`);
console.log(`\nsrc/domain: ${score(all(domain)).toFixed(1)}% (target 95%); files under 90%: ${low.length ? low.join(', ') : 'none'}`);
console.log(`mock pricing (mocks/db/pricing.ts, cart-view.ts): ${score(all(mock)).toFixed(1)}% (target 90%)`);
const met = plantedOk && score(all(domain)) >= 95 && low.length === 0 && score(all(mock)) >= 90;
console.log(met ? 'mutation targets met' : 'mutation targets not met');
process.exitCode = met ? 0 : 1;
