import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BeautyProfile } from '@/schemas/api/beauty-profile';
import { registerTestMember } from '../accounts/testing/test-member';
import { foundationSeedSteps } from '@/demo-data/seed';
import { databasesUnderTest, migratedTestDatabase } from '@/tests/db/test-database';
import { readBeautyProfile, saveBeautyProfile } from './beauty-profile';

const COMPLETE = BeautyProfile.parse({ skinType: 'combination', skinConcerns: ['dullness', 'large_pores'], hairType: 'wavy', complexion: 'medium', preferences: ['vegan'] });

describe.each(databasesUnderTest())('beauty profile on $name PostgreSQL', ({ url: serverUrl }) => {
  let pool: pg.Pool;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ pool, close } = await migratedTestDatabase(serverUrl, { seed: foundationSeedSteps, max: 20 }));
  }, 120_000);
  afterAll(async () => {
    await close?.();
  });

  const ledger = async (accountId: string) =>
    (await pool.query<{ points: number; source: string; reference: string }>('SELECT points, source, reference FROM loyalty_ledger WHERE account_id = $1', [accountId])).rows;

  it('reads an empty profile before the first save, and keeps a part-filled one without points', async () => {
    const id = await registerTestMember(pool);
    expect(await readBeautyProfile(pool, id)).toEqual({ profile: BeautyProfile.parse({}), complete: false, completedAt: null });
    const partial = await saveBeautyProfile(pool, id, BeautyProfile.parse({ skinType: 'dry', skinConcerns: ['redness'] }));
    expect(partial).toMatchObject({ complete: false, completedAt: null, pointsAwarded: 0, profile: { skinType: 'dry', skinConcerns: ['redness'], hairType: null } });
    expect(await ledger(id)).toEqual([]);
  });

  it('completing it awards completed_beauty_profile points once: not again on a second completion or an edit', async () => {
    const id = await registerTestMember(pool);
    const first = await saveBeautyProfile(pool, id, COMPLETE, new Date('2026-05-01T08:00:00Z'));
    expect(first).toMatchObject({ complete: true, completedAt: '2026-05-01T08:00:00.000Z', pointsAwarded: 100 });
    // An edit, a part emptied and filled again (a second completion), the same save again.
    expect((await saveBeautyProfile(pool, id, { ...COMPLETE, skinType: 'oily' })).pointsAwarded).toBe(0);
    expect(await saveBeautyProfile(pool, id, { ...COMPLETE, hairType: null })).toMatchObject({ complete: false, completedAt: '2026-05-01T08:00:00.000Z', pointsAwarded: 0 });
    expect((await saveBeautyProfile(pool, id, COMPLETE)).pointsAwarded).toBe(0);
    expect(await ledger(id)).toEqual([{ points: 100, source: 'completed_beauty_profile', reference: 'beauty-profile' }]);
    expect((await readBeautyProfile(pool, id)).profile).toEqual(COMPLETE);
  });

  it('awards once when several completing saves race', async () => {
    const id = await registerTestMember(pool);
    const results = await Promise.all(Array.from({ length: 6 }, () => saveBeautyProfile(pool, id, COMPLETE)));
    expect(results.map((r) => r.pointsAwarded).sort((a, b) => b - a)).toEqual([100, 0, 0, 0, 0, 0]);
    expect(await ledger(id)).toHaveLength(1);
  });

  it('the ledger itself refuses a second completion entry for a member', async () => {
    const id = await registerTestMember(pool);
    await saveBeautyProfile(pool, id, COMPLETE);
    await expect(
      pool.query("INSERT INTO loyalty_ledger (account_id, points, source, reference) VALUES ($1, 100, 'completed_beauty_profile', 'beauty-profile')", [id]),
    ).rejects.toThrow(/loyalty_ledger_once/);
  });
});

describe('the beauty profile contract', () => {
  it('refuses unknown and repeated values with readable messages', () => {
    const bad = BeautyProfile.safeParse({ skinType: 'scaly', skinConcerns: ['acne', 'acne'] });
    expect(bad.success).toBe(false);
    const messages = bad.error!.issues.map((i) => `${i.path.join('.')} ${i.message}`);
    expect(messages).toContain('skinType must be one of dry, oily, combination, normal, sensitive');
    expect(messages).toContain('skinConcerns must not repeat a value');
  });
});
