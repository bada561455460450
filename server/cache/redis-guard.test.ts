import { describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript module loaded by Next by path (no types)
import { CONSECUTIVE_FAILURES, createRedisGuard } from './redis-guard.mjs';

const never = () => new Promise(() => undefined);

describe('the Redis guard', () => {
  it('answers the fallback at once while Redis is not connected, without calling the library', async () => {
    let calls = 0;
    const guard = createRedisGuard({ timeoutMs: 200, isReady: () => false });
    const started = performance.now();
    expect(await guard.run(() => (calls++, never()), null)).toBeNull();
    expect(performance.now() - started).toBeLessThan(50);
    expect(calls).toBe(0);
    await expect(guard.run(() => never(), undefined, { rethrow: true })).rejects.toThrow(/not connected/);
  });

  it('bounds a call that never answers by the timeout, then opens the circuit so the next calls do not wait', async () => {
    let calls = 0;
    const guard = createRedisGuard({ timeoutMs: 100, isReady: () => true });
    for (let i = 0; i < CONSECUTIVE_FAILURES; i++) {
      const started = performance.now();
      expect(await guard.run(() => (calls++, never()), 'miss')).toBe('miss');
      expect(performance.now() - started).toBeLessThan(400);
    }
    expect(calls).toBe(CONSECUTIVE_FAILURES);
    const started = performance.now();
    expect(await guard.run(() => (calls++, never()), 'miss')).toBe('miss');
    expect(performance.now() - started).toBeLessThan(50);
    expect(calls).toBe(CONSECUTIVE_FAILURES); // open: the library was not asked
    expect(await guard.run(async () => 'hit', 'miss')).toBe('miss');
  });

  it('passes answers through while Redis answers', async () => {
    const guard = createRedisGuard({ timeoutMs: 100, isReady: () => true });
    expect(await guard.run(async () => 'entry', null)).toBe('entry');
  });
});
