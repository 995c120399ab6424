import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

/**
 * The features, and which others each may use. A feature is used only through its public face, its
 * `index.ts`; its other files are its own to change. The map is the features' layering: it must name
 * every folder in src/features and hold no cycle (checked below), so a newcomer adding an import between
 * features adds it here first, where a cycle shows at once.
 */
export const FEATURE_IMPORTS = {
  session: [],
  analytics: [],
  auth: ['session'],
  cart: ['analytics', 'session'],
  content: ['session'],
  messages: ['session'],
  orders: ['session'],
  preferences: ['session'],
  spot: ['session'],
  market: ['spot'],
  catalog: ['analytics', 'cart', 'market', 'session', 'spot'],
  search: ['catalog'],
  home: ['catalog', 'content', 'spot'],
  checkout: ['analytics', 'cart', 'session'],
  portfolio: ['session', 'spot'],
  account: ['cart', 'home', 'preferences', 'session'],
  chrome: ['analytics', 'cart', 'market', 'messages', 'preferences', 'search', 'session', 'spot'],
};

/** Throws when src/features and the map disagree, or when the map holds a cycle (naming it). */
export function checkFeatureMap(map) {
  const folders = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  const unlisted = folders.filter((f) => !(f in map));
  if (unlisted.length) throw new Error(`eslint.config.js: add ${unlisted.join(', ')} to FEATURE_IMPORTS with the features it uses.`);
  const state = {};
  const visit = (feature, path) => {
    if (state[feature] === 'done') return;
    if (state[feature] === 'open') throw new Error(`eslint.config.js: features import in a cycle: ${[...path, feature].join(' -> ')}`);
    state[feature] = 'open';
    for (const used of map[feature] ?? []) visit(used, [...path, feature]);
    state[feature] = 'done';
  };
  for (const feature of Object.keys(map)) visit(feature, []);
}
checkFeatureMap(FEATURE_IMPORTS);

/** Each feature may import its own files and the index.ts of the features the map lets it use; nothing else of src/features. */
const featureZones = [
  ...Object.entries(FEATURE_IMPORTS).map(([feature, uses]) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`, ...uses.map((used) => `./${used}/index.ts`)],
    message: `features/${feature} may import only its own files and the index.ts of: ${uses.join(', ') || 'none'} (FEATURE_IMPORTS in eslint.config.js).`,
  })),
  {
    target: ['./src/app', './src/test'],
    from: './src/features',
    except: Object.keys(FEATURE_IMPORTS).map((feature) => `./${feature}/index.ts`),
    message: 'Use a feature through its index.ts, its public face.',
  },
];

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
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...featureZones] }],
      // Nothing imports itself back, in any number of steps: a cycle makes the order modules run in depend on who imports first.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
    settings: {
      // The rules that follow imports (no-cycle) read TypeScript files only when told these are modules and how to parse them.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
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
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...layerZones.map((z) => ({ ...z, from: z.from.filter((f) => f !== './mocks') })), ...featureZones] },
      ],
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
    files: ['scripts/**/*.mjs', 'server/**/*.{ts,mjs}', 'packages/**/*.mjs', '*.config.{js,ts}', 'tests/e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  // Prettier owns layout (npm run format); any ESLint rule about spacing or line breaks is turned off last.
  prettier,
  {
    // Prettier wraps code to 140 columns but never a comment or a string: comments are held to it here,
    // strings, template literals, URLs and regular expressions may run on.
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.ts'],
    rules: {
      'max-len': [
        'error',
        {
          code: 140,
          ignoreStrings: true,
          ignoreTemplateLiterals: true,
          ignoreUrls: true,
          ignoreRegExpLiterals: true,
          ignorePattern: '^\\s*// Stryker ',
        },
      ],
    },
  },
);
