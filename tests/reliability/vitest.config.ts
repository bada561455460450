import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The reliability suite (issue 20): the production build's store under faults (content source, database,
 * experiment service, kill -9), abuse (rate limits, enumeration), races and hostile input. Each file starts
 * what it needs (scripts/lib/stack.mjs, profile `reliability`) and records its figures with
 * tests/reliability/figures.ts; `npm run reliability` writes them into docs/reliability.md.
 */
export default defineConfig({
  resolve: { alias: [{ find: /^@\//, replacement: root }] },
  test: {
    root,
    include: ['tests/reliability/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 600_000,
    // The files stop and start the store's parts: one at a time.
    fileParallelism: false,
    // As the other suites: one retry, so a test that passes only on it is seen (and mended), not hidden.
    retry: 1,
  },
});
