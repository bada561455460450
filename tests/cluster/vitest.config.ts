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
  },
});
