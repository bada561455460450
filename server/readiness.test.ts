import { describe, expect, it } from 'vitest';
import { checkSchemaVersion, runChecks } from './readiness';

describe('runChecks (readiness)', () => {
  it('is ready when every dependency answers', async () => {
    const result = await runChecks({ database: async () => 1, redis: async () => 'PONG' });
    expect(result.ready).toBe(true);
    expect(Object.keys(result.checks)).toEqual(['database', 'redis']);
    expect(result.checks.redis.ok).toBe(true);
  });

  it('is not ready while one dependency fails, and says which and why', async () => {
    const result = await runChecks({ content: async () => 'entry', database: async () => { throw new Error('connect ECONNREFUSED 127.0.0.1:54329'); } });
    expect(result.ready).toBe(false);
    expect(result.degraded).toEqual([]);
    expect(result.checks.content.ok).toBe(true);
    expect(result.checks.database).toMatchObject({ ok: false, message: 'connect ECONNREFUSED 127.0.0.1:54329' });
  });

  it('stays ready, degraded, while only the content source fails (cached pages are still served)', async () => {
    const result = await runChecks({ database: async () => 1, content: async () => { throw new Error('connect ECONNREFUSED 127.0.0.1:54400'); } });
    expect(result.ready).toBe(true);
    expect(result.degraded).toEqual(['content']);
    expect(result.checks.content).toMatchObject({ ok: false, message: 'connect ECONNREFUSED 127.0.0.1:54400' });
  });

  it('gives up on a dependency that hangs, within the time limit', async () => {
    const started = Date.now();
    const result = await runChecks({ database: () => new Promise(() => undefined) }, 50);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(result.checks.database).toMatchObject({ ok: false, message: 'no answer within 50 ms' });
    expect(result.ready).toBe(false);
  });
});

describe('readiness degrades, not stops, for what every instance shares and can serve without', () => {
  it('stays ready, degraded, while Redis fails: each instance serves and caches on its own', async () => {
    const result = await runChecks({ database: async () => 1, redis: async () => { throw new Error('connect ECONNREFUSED 127.0.0.1:6379'); } });
    expect(result.ready).toBe(true);
    expect(result.degraded).toEqual(['redis']);
  });
});

describe('checkSchemaVersion (an instance is not ready on a database its build has not been migrated onto)', () => {
  const answering = (newest: string | null) => async () => ({ rows: [{ newest }] });

  it('passes on a database at the build\'s migration or past it (a rolling deploy migrates first)', async () => {
    await expect(checkSchemaVersion(answering('0046'), '0046')).resolves.toBeUndefined();
    await expect(checkSchemaVersion(answering('0047'), '0046')).resolves.toBeUndefined();
  });

  it('fails on an older database, naming both migrations and the release step', async () => {
    await expect(checkSchemaVersion(answering('0045'), '0046')).rejects.toThrow('the database is at migration 0045, this build needs 0046: run the release step (scripts/db.ts migrate)');
  });

  it('fails on an empty database (no migrations table, or no row)', async () => {
    const noTable = async () => { throw Object.assign(new Error('relation "schema_migrations" does not exist'), { code: '42P01' }); };
    await expect(checkSchemaVersion(noTable, '0046')).rejects.toThrow('the database has no migrations; this build needs 0046');
    await expect(checkSchemaVersion(answering(null), '0046')).rejects.toThrow('the database has no migrations');
  });

  it('passes a connection failure on as it is', async () => {
    const refused = async () => { throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:54329'), { code: 'ECONNREFUSED' }); };
    await expect(checkSchemaVersion(refused, '0046')).rejects.toThrow('ECONNREFUSED');
  });

  it('the store\'s readiness answers 503 on an unmigrated database', async () => {
    const result = await runChecks({ database: () => checkSchemaVersion(answering('0001'), '0046') });
    expect(result.ready).toBe(false);
    expect(result.checks.database.message).toContain('this build needs 0046');
  });
});
