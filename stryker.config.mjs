// Mutation testing of the money and rules code: `npm run mutation`.
// A benchmark, not part of `npm test`: it takes minutes on two cores.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  mutate: ['src/domain/**/*.ts', '!src/domain/**/*.test.ts', 'mocks/db/pricing.ts', 'mocks/db/cart-view.ts'],
  coverageAnalysis: 'perTest',
  ignoreStatic: true,
  concurrency: 2,
  timeoutMS: 20_000,
  reporters: ['clear-text', 'progress', 'json', 'html'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  clearTextReporter: { allowColor: false, logTests: false, maxTestsToLog: 0, reportScoreTable: true, reportMutants: true },
  thresholds: { high: 95, low: 90, break: null },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  // Later runs re-test only what changed since the last one.
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
};
