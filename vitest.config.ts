import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

// tests/cluster and tests/reliability need a production build: their own configs, run by npm test after the build.
const shared = { exclude: ['node_modules/**', '.next/**', '.next-retail/**', '.next-first-deploy/**', '.data/**', 'tests/e2e/**', 'tests/cluster/**', 'tests/reliability/**', 'storybook-static/**'] };
/**
 * Component tests and story play functions type whole forms key by key in jsdom: a second on a quiet machine,
 * past vitest's default 5 s when the two cores are busy (a story once timed out that way). A real hang still fails.
 */
const INTERACTION_TEST_TIMEOUT_MS = 20_000;

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      // `@/…` names a file from the repository's root (tsconfig.json "paths"), as Next and tsx read it.
      { find: /^@\//, replacement: root },
      // server/ marks itself server-only for Next's bundles; its unit tests run it in plain Node.
      { find: /^server-only$/, replacement: `${root}node_modules/server-only/empty.js` },
      // next/og's entry expects Next's server bundle; the same ImageResponse (satori and resvg) loads directly in Node.
      { find: /^next\/og$/, replacement: `${root}node_modules/next/dist/compiled/@vercel/og/index.node.js` },
    ],
  },
  test: {
    // One retry: a test that fails once and then passes is "flaky", named in `npm test`'s summary
    // (scripts/lib/flaky-reporter.mjs) to be mended; a test that fails twice fails the run.
    retry: 1,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['**/*.test.ts'],
          exclude: [...shared.exclude, '**/*.db.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          include: ['**/*.test.tsx'],
          exclude: shared.exclude,
          environment: 'jsdom',
          testTimeout: INTERACTION_TEST_TIMEOUT_MS,
          setupFiles: ['tests/setup/query-client.ts', 'tests/setup/dialog.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'db',
          include: ['**/*.db.test.ts'],
          exclude: shared.exclude,
          environment: 'node',
          globalSetup: ['tests/db/vitest.global-setup.ts'],
          pool: 'forks',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          environment: 'jsdom',
          testTimeout: INTERACTION_TEST_TIMEOUT_MS,
          // react-query is inlined so that it takes the same React as the stories (Next's compiled copy).
          server: { deps: { inline: [/@storybook\/nextjs-vite/, /vite-plugin-storybook-nextjs/, /storybook/, /@tanstack\/react-query/] } },
        },
      },
    ],
  },
});
