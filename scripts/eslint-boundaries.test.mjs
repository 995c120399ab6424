// The lint rules that keep the features apart, each shown failing on a bad import and passing on the
// good one. The code under test is a few lines linted as if they were a file at `filePath`; the files
// they import are the store's own.
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkFeatureMap, FEATURE_IMPORTS } from '../eslint.config.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

/** The messages of one rule for `code` in a file at `filePath` (relative to the repository). */
async function lint(filePath, code, ruleId) {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return result.messages.filter((m) => m.ruleId === ruleId).map((m) => m.message);
}

const BOUNDARY = 'import-x/no-restricted-paths';

describe('features are used through their public face', { timeout: 60_000 }, () => {
  it('refuses a deep import into another feature, by alias or by relative path, and names what may be imported', async () => {
    const byAlias = await lint(
      'src/features/catalog/routes/probe.tsx',
      "import { PriceComparisonTable } from '@/features/market/components/price-comparison-table';\nexport const probe = PriceComparisonTable;\n",
      BOUNDARY,
    );
    expect(byAlias).toEqual([
      'Unexpected path "@/features/market/components/price-comparison-table" imported in restricted zone. features/catalog may import only its own files and the index.ts of: analytics, cart, market, session, spot (FEATURE_IMPORTS in eslint.config.js).',
    ]);
    const relative = await lint(
      'src/features/catalog/routes/probe.tsx',
      "import { PriceComparisonTable } from '../../market/components/price-comparison-table';\nexport const probe = PriceComparisonTable;\n",
      BOUNDARY,
    );
    expect(relative).toHaveLength(1);
  });

  it('lets a feature import the index.ts of a feature it uses, and its own files', async () => {
    expect(
      await lint(
        'src/features/catalog/routes/probe.tsx',
        "import { ProductPriceComparison } from '@/features/market';\nimport { ProductGrid } from '../components/product-grid';\nexport const probe = [ProductPriceComparison, ProductGrid];\n",
        BOUNDARY,
      ),
    ).toEqual([]);
  });

  it('refuses even the index.ts of a feature the map does not let it use', async () => {
    const messages = await lint(
      'src/features/market/routes/probe.tsx',
      "import { ProductGrid } from '@/features/catalog';\nexport const probe = ProductGrid;\n",
      BOUNDARY,
    );
    expect(messages).toEqual([expect.stringContaining('features/market may import only its own files and the index.ts of: spot')]);
  });

  it('holds the app and the test helpers to the index.ts as well', async () => {
    const deep = "import { SpotBoard } from '@/features/home/components/spot-board';\nexport const probe = SpotBoard;\n";
    expect(await lint('src/app/probe.tsx', deep, BOUNDARY)).toEqual([expect.stringContaining('through its index.ts')]);
    expect(await lint('src/test/probe.tsx', deep, BOUNDARY)).toHaveLength(1);
    expect(
      await lint('src/app/probe.tsx', "import { HomeAds } from '@/features/home';\nexport const probe = HomeAds;\n", BOUNDARY),
    ).toEqual([]);
  });
});

describe('no import cycles', { timeout: 60_000 }, () => {
  // The rule reads the imported files from disk (it works out the cycles of the whole graph once), so the
  // two modules are real files, in .tmp (ignored by lint and git, hence `ignore: false` here).
  const dir = join(root, '.tmp', `cycle-probe-${process.pid}`);
  const unignored = new ESLint({ cwd: root, ignore: false });
  beforeAll(() => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'b.ts'), "import { a } from './a';\nexport const b = () => a;\n");
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const cycleMessages = async (code) => {
    writeFileSync(join(dir, 'a.ts'), code);
    const [result] = await unignored.lintFiles([join(dir, 'a.ts')]);
    return result.messages.filter((m) => m.ruleId === 'import-x/no-cycle').map((m) => m.message);
  };

  it('refuses a module that imports one of the modules that import it', async () => {
    expect(await cycleMessages("import { b } from './b';\nexport const a = 1;\nexport const probe = b;\n")).toEqual([
      expect.stringMatching(/^Dependency cycle detected/),
    ]);
  });

  it('passes the same module without the import back', async () => {
    expect(await cycleMessages('export const a = 1;\n')).toEqual([]);
  });
});

describe('the features map', () => {
  it('names every feature folder, and the store’s map has no cycle', () => {
    expect(() => checkFeatureMap(FEATURE_IMPORTS)).not.toThrow();
    const withoutChrome = Object.fromEntries(Object.entries(FEATURE_IMPORTS).filter(([feature]) => feature !== 'chrome'));
    expect(() => checkFeatureMap(withoutChrome)).toThrow('add chrome to FEATURE_IMPORTS');
  });

  it('refuses a map in which two features use each other, naming the cycle', () => {
    expect(() => checkFeatureMap({ ...FEATURE_IMPORTS, market: ['spot', 'catalog'] })).toThrow(
      'features import in a cycle: market -> catalog -> market',
    );
  });
});
