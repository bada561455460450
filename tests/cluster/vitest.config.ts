import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The cluster suite: a production build's instances on Redis behind nginx (scripts/lib/cluster.mjs). */
export default defineConfig({
  resolve: { alias: [{ find: /^@\//, replacement: root }] },
  test: {
    root,
    include: ['tests/cluster/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 600_000,
    fileParallelism: false,
    // As the other suites: one retry, so a test that passes only on it is seen (and mended), not hidden.
    retry: 1,
  },
});
