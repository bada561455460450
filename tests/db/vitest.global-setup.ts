// Vitest globalSetup of the "db" test project: one embedded PostgreSQL server for the whole run
// (port 54330, data in .data/postgres-test, apart from the dev server on 54329). Its URL reaches the
// test files through vitest's provide/inject (see test-database.ts).
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '@/embedded/postgres';

/** The test server's port; EMBEDDED_TEST_PORT moves it (two checkouts testing at once). */
export const EMBEDDED_TEST_PORT = Number(process.env.EMBEDDED_TEST_PORT ?? 54330);
export const EMBEDDED_TEST_DATA_DIR = path.join('.data', 'postgres-test');

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of the embedded test server's `atelier` database; tests create their own databases beside it. */
    embeddedTestDatabaseUrl: string;
    /** Absolute data dir of that server. */
    embeddedTestDataDir: string;
  }
}

let server: EmbeddedPostgres | undefined;

export async function setup(project: TestProject): Promise<void> {
  // Resolve against the project root, not the shell's cwd (vitest may be run with --root).
  const dataDir = path.resolve(project.config.root ?? process.cwd(), EMBEDDED_TEST_DATA_DIR);
  server = await startEmbeddedPostgres({
    dataDir,
    port: EMBEDDED_TEST_PORT,
    log: (line) => {
      if (/\b(FATAL|PANIC):/.test(line)) console.error(line);
    },
  });
  project.provide('embeddedTestDatabaseUrl', server.url);
  project.provide('embeddedTestDataDir', dataDir);
  // Also in the environment, for anything run outside vitest's injection (child processes).
  process.env.EMBEDDED_TEST_DATABASE_URL = server.url;
}

export async function teardown(): Promise<void> {
  await server?.stop();
  server = undefined;
}
