/**
 * The layer table is a lint rule (eslint.config.mjs, `import/no-restricted-paths`): a planted wrong-way import
 * is reported with the table's message, and the same import from a layer that may make it passes.
 */
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'import/no-restricted-paths').map((m) => m.message);
}

// The first lint loads the whole ESLint configuration and its plugins: seconds on a busy machine.
describe('the layer table as a lint rule', { timeout: 30_000 }, () => {
  it('refuses lib/ code that imports the server layer', async () => {
    const errors = await layerErrors('lib/planted-violation.ts', "import { CATALOG_TAG } from '@/server/catalog';\nexport const planted = CATALOG_TAG;\n");
    expect(errors).toEqual([expect.stringContaining('lib/ may not import server/')]);
  });

  it('refuses a commerce service that imports a client component, and a flow that does I/O through commerce', async () => {
    expect(await layerErrors('commerce/planted-violation.ts', "import { ProductCard } from '@/components/product-card/ProductCard';\nexport const planted = ProductCard;\n")).toEqual([
      expect.stringContaining('commerce/ may not import components/'),
    ]);
    expect(await layerErrors('flows/planted/planted.machine.ts', "import { getPool } from '@/commerce/db/pool';\nexport const planted = getPool;\n")).toEqual([
      expect.stringContaining('flows/ may not import commerce/'),
    ]);
  });

  it('lets the server layer import commerce, and a test reach across layers', async () => {
    expect(await layerErrors('server/planted-allowed.ts', "import { getPool } from '@/commerce/db/pool';\nexport const planted = getPool;\n")).toEqual([]);
    expect(await layerErrors('lib/planted.test.ts', "import { CATALOG_TAG } from '@/server/catalog';\nexport const planted = CATALOG_TAG;\n")).toEqual([]);
  });
});
