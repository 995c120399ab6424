import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** DESIGN.md: imports point down only. Each zone names a folder and what it may not import. */
const layerZones = [
  {
    target: './src/domain',
    from: ['./src/app', './src/features', './src/ui', './src/api', './mocks', './generated'],
    message: 'domain imports nothing of ours.',
  },
  {
    target: './src/ui',
    from: ['./src/app', './src/features', './src/api', './mocks', './generated'],
    message: 'ui may import only domain.',
  },
  {
    target: './src/api',
    from: ['./src/app', './src/features', './src/ui', './mocks'],
    message: 'api may import only generated and domain.',
  },
  { target: './src/features', from: ['./src/app', './mocks'], message: 'features never import app or mocks.' },
  {
    target: './mocks',
    from: ['./src/app', './src/features', './src/ui', './src/api'],
    message: 'mocks import only generated, domain and openapi.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      '.bench',
      'generated',
      'coverage',
      'playwright-report',
      'test-results',
      'node_modules',
      '.tmp',
      '.stryker-tmp',
      'reports',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    rules: {
      ...reactHooks.configs['recommended-latest'].rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
    },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['./tsconfig.app.json', './tsconfig.tooling.json'], noWarnOnMultipleProjects: true }),
        importX.createNodeResolver(),
      ],
    },
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.strict },
  {
    // The first Intl object a page makes is a 13 to 30 ms task (ICU's locale data) on the first load;
    // the store's formats are written out in src/domain/format.ts. Tests use Intl as their oracle.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'Intl', message: 'Use the formats in src/domain/format.ts: the first Intl object costs the page a long task.' },
      ],
      'no-restricted-properties': [
        'error',
        ...['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'].map((property) => ({
          property,
          message: 'Use the formats in src/domain/format.ts: toLocale…String sets up Intl, a long task on the first load.',
        })),
      ],
    },
  },
  {
    // A test of a screen or hook runs on the one seeded mock API (DESIGN.md, Tests): its data comes from
    // the mock's handlers, never from JSON written in the test. The store's own code still never imports it.
    files: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones.map((z) => ({ ...z, from: z.from.filter((f) => f !== './mocks') })) }],
    },
  },
  {
    // Tests may assert that seeded data exists with `!`; a wrong assumption fails the test loudly.
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // The page's boot script (public/boot.js) runs in the browser, as a classic script.
    files: ['public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  {
    files: ['scripts/**/*.mjs', '*.config.{js,ts}', 'tests/e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  // Prettier owns layout (npm run format); any ESLint rule about spacing or line breaks is turned off last.
  prettier,
);
