/**
 * The scheduled jobs' commands run on Node 20 (issue 31: a top-level await, compiled as CommonJS by tsx, made both
 * exit 1) and run once per period: `npm run loyalty` and `npm run notify-subscribers` against a migrated database
 * exit 0 having done their work, and a second run in the same period says so and does nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { foundationSeedSteps } from '@/demo-data/seed';
import { databasesUnderTest, migratedTestDatabase, type MigratedTestDatabase } from '@/tests/db/test-database';

const root = join(__dirname, '..');
const run = (script: string, url: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', `scripts/${script}`], { cwd: root, env: { ...process.env, DATABASE_URL: url }, encoding: 'utf8', timeout: 120_000 });

describe.each(databasesUnderTest())('the scheduled commands on $name PostgreSQL', ({ url }) => {
  let db: MigratedTestDatabase;
  beforeAll(async () => {
    db = await migratedTestDatabase(url, { seed: foundationSeedSteps });
  });
  afterAll(() => db?.close());

  it.each([
    ['loyalty.ts', /loyalty: 0 members checked/, 'loyalty: already run for'],
    ['notify-subscribers.ts', /notify-subscribers: 0 coming-soon reminders sent/, 'notify-subscribers: already run for'],
  ])('%s exits 0 with its work done, then once more doing nothing in the same period', (script, done, skipped) => {
    const first = run(script, db.url);
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toMatch(done);
    expect(first.stdout).not.toContain(skipped);
    const second = run(script, db.url);
    expect(second.status, second.stderr).toBe(0);
    expect(second.stdout).toContain(skipped);
    expect(second.stdout).not.toMatch(done);
  }, 120_000);
});
