import { describe, expect, it } from 'vitest';
import { runChecks } from './readiness';

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
    const result = await runChecks({ redis: () => new Promise(() => undefined) }, 50);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(result.checks.redis).toMatchObject({ ok: false, message: 'no answer within 50 ms' });
    expect(result.ready).toBe(false);
  });
});
