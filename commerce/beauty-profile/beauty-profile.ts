/**
 * The member's beauty profile (issue 9): one row per member (`beauty_profiles`, migration 0013), edited in
 * place. Saving a profile that is complete for the first time sets `completed_at` and awards the country's
 * `completed_beauty_profile` points — once per member: the member's account row is locked for the save, and the
 * ledger's unique index refuses a second entry even if two saves race (see commerce/loyalty/awards.ts).
 */
import type pg from 'pg';
import type { Queryable } from '../catalog/context';
import { withTransaction } from '../db/pool';
import { awardOnce } from '../loyalty/awards';
import { missingParts, type BeautyProfile, type BeautyProfileResponse } from '@/schemas/api/beauty-profile';

/** The ledger reference of the completion award: one per member. */
export const PROFILE_REFERENCE = 'beauty-profile';

interface Row {
  skin_type: BeautyProfile['skinType'];
  skin_concerns: BeautyProfile['skinConcerns'];
  hair_type: BeautyProfile['hairType'];
  complexion: BeautyProfile['complexion'];
  preferences: BeautyProfile['preferences'];
  completed_at: Date | null;
}

const EMPTY: BeautyProfile = { skinType: null, skinConcerns: [], hairType: null, complexion: null, preferences: [] };

function view(row: Row | undefined): BeautyProfileResponse {
  const profile: BeautyProfile = row
    ? { skinType: row.skin_type, skinConcerns: row.skin_concerns, hairType: row.hair_type, complexion: row.complexion, preferences: row.preferences }
    : EMPTY;
  return { profile, complete: missingParts(profile).length === 0, completedAt: row?.completed_at?.toISOString() ?? null };
}

const SELECT = 'SELECT skin_type, skin_concerns, hair_type, complexion, preferences, completed_at FROM beauty_profiles WHERE account_id = $1';

/** The member's profile (empty when they have not saved one). */
export async function readBeautyProfile(db: Queryable, accountId: string): Promise<BeautyProfileResponse> {
  const { rows } = await db.query<Row>(SELECT, [accountId]);
  return view(rows[0]);
}

/** Saves the whole profile; the first save that is complete awards the points. */
export async function saveBeautyProfile(pool: pg.Pool, accountId: string, profile: BeautyProfile, now = new Date()): Promise<BeautyProfileResponse & { pointsAwarded: number }> {
  return withTransaction(async (client) => {
    const locked = await client.query('SELECT 1 FROM accounts WHERE id = $1 FOR UPDATE', [accountId]);
    if (!locked.rowCount) throw new Error(`no account ${accountId}`);
    const complete = missingParts(profile).length === 0;
    const { rows } = await client.query<Row>(
      `INSERT INTO beauty_profiles AS t (account_id, skin_type, skin_concerns, hair_type, complexion, preferences, completed_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $7 THEN $8::timestamptz END, $8, $8)
       ON CONFLICT (account_id) DO UPDATE SET skin_type = excluded.skin_type, skin_concerns = excluded.skin_concerns, hair_type = excluded.hair_type,
         complexion = excluded.complexion, preferences = excluded.preferences, updated_at = excluded.updated_at,
         completed_at = coalesce(t.completed_at, excluded.completed_at)
       RETURNING skin_type, skin_concerns, hair_type, complexion, preferences, completed_at`,
      [accountId, profile.skinType, profile.skinConcerns, profile.hairType, profile.complexion, profile.preferences, complete, now.toISOString()],
    );
    const pointsAwarded = complete ? await awardOnce(client, accountId, 'completed_beauty_profile', PROFILE_REFERENCE, now) : 0;
    return { ...view(rows[0]), pointsAwarded };
  }, pool);
}
