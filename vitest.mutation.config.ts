// The unit tests Stryker runs for `npm run mutation`: the tests beside the domain code and the
// mock's own tests and contract tests, in Node (no jsdom to start for each mutant). The fuzz is left out:
// it proves the mock never answers 5xx, not what a price is, and takes a minute a run.
import type { ConfigEnv, UserConfig } from 'vite';
import viteConfig from './vite.config.ts';

export default (env: ConfigEnv): UserConfig => {
  const base = (viteConfig as (env: ConfigEnv) => UserConfig)(env);
  const { projects: _projects, ...shared } = base.test ?? {};
  return {
    ...base,
    test: {
      ...shared,
      environment: 'node',
      setupFiles: [],
      include: [
        'src/domain/**/*.test.ts',
        'mocks/**/*.test.ts',
        'tests/contract/mock-api.test.ts',
        'tests/contract/mock-checkout.test.ts',
        'tests/contract/mock-state.test.ts',
      ],
    },
  };
};
