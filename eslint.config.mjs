import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * The layer table (docs/architecture.md "Layout"): what each top-level folder's code may not import. Tests,
 * stories, fixtures and `testing/` helpers may reach across layers; scripts and tests/ may import anything.
 * `except` names the deliberate exceptions, each a path below the forbidden folder.
 */
const ALL = ['app', 'proxy.ts', 'renderer', 'blocks', 'components', 'flows', 'preview', 'server', 'content', 'commerce', 'lib', 'schemas', 'config', 'embedded', 'demo-data'];
const allBut = (...allowed) => ALL.filter((folder) => !allowed.includes(folder));
export const LAYERS = {
  app: { mayNotImport: ['demo-data', 'embedded'] },
  renderer: { mayNotImport: ['app', 'commerce', 'embedded', 'demo-data'] },
  blocks: { mayNotImport: ['app', 'commerce', 'content', 'embedded', 'demo-data', 'preview'] },
  components: { mayNotImport: ['app', 'server', 'commerce', 'content', 'embedded', 'demo-data', 'preview'], except: { app: ['styles'] } },
  flows: { mayNotImport: allBut('flows', 'lib', 'schemas', 'config') },
  preview: { mayNotImport: ['app', 'commerce', 'embedded', 'demo-data'] },
  server: { mayNotImport: ['app', 'components', 'blocks', 'preview', 'demo-data', 'embedded'] },
  content: { mayNotImport: allBut('content', 'lib', 'schemas', 'config', 'renderer', 'demo-data'), except: {} },
  commerce: { mayNotImport: allBut('commerce', 'lib', 'schemas', 'config') },
  lib: { mayNotImport: allBut('lib', 'schemas', 'config', 'flows') },
  schemas: { mayNotImport: allBut('schemas', 'lib', 'config') },
  config: { mayNotImport: allBut('config', 'schemas', 'lib') },
  embedded: { mayNotImport: ['app', 'components', 'blocks', 'renderer', 'preview', 'demo-data', 'content'] },
  'demo-data': { mayNotImport: ['app', 'server', 'components', 'blocks', 'renderer', 'preview', 'content', 'flows'] },
};
/** Deliberate exceptions: [importing folder or file, imported path]. */
const EXCEPTIONS = [
  // The embedded experiment service's HTTP face is a set of the store's own routes.
  ['app/api/experiments', 'embedded/experiment-service'],
  // The server's experiments client runs the embedded service in-process when no external one is configured.
  ['server/experiments', 'embedded/experiment-service'],
  // The embedded experiment service answers through the store's API frame.
  ['embedded/experiment-service', 'server/api'],
  // Server components among the shared ones: the booking pages' shell checks the activity (a cached read) and
  // the header's promo strip reads its page flag's variables.
  ['components/booking', 'server/store-locations.ts'],
  ['components/site-header', 'server/experiments/page-flag-variables.ts'],
  // The developer outbox page lists the outbox's own message type.
  ['components/sandbox', 'commerce/outbox/outbox.ts'],
  // Draft content is read only with preview access.
  ['server/content', 'preview/access.ts'],
];
const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx', '**/*.stories.tsx', '**/*.fixtures.ts', '**/*.fixtures.tsx', '**/testing/**'];

function layerZones() {
  const zones = [];
  for (const [folder, { mayNotImport, except = {} }] of Object.entries(LAYERS)) {
    for (const from of mayNotImport) {
      if (from === folder) continue;
      const allowed = [...(except[from] ?? []), ...EXCEPTIONS.filter(([a, b]) => a.split('/')[0] === folder && b.split('/')[0] === from).map(([, b]) => b.split('/').slice(1).join('/'))];
      zones.push({
        target: `./${folder}/**`,
        from: `./${from}`,
        ...(allowed.length ? { except: allowed.map((p) => `./${p}`) } : {}),
        message: `${folder}/ may not import ${from}/ (the layer table in docs/architecture.md).`,
      });
    }
  }
  return zones;
}

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores(['.next/**', '.next-retail/**', '.next-first-deploy/**', '.data/**', 'node_modules/**', 'storybook-static/**', 'test-results/**', 'playwright-report/**', 'bench-results/**', 'next-env.d.ts']),
  {
    rules: {
      // The one JSON-LD helper is the only place allowed to set inner HTML (DESIGN.md security sinks).
      'react/no-danger': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The layer table as a rule: a wrong-way import fails `npm run lint` (and so `npm test`).
    files: ['**/*.ts', '**/*.tsx'],
    ignores: TEST_FILES,
    rules: { 'import/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: layerZones() }] },
  },
  {
    // Scripts run under plain Node.
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
]);
