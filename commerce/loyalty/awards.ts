/**
 * Points given once for something a member did (issue 9): a published review (`published_review`, the review's
 * id as reference) or a completed beauty profile (`completed_beauty_profile`). The amount is the member's
 * country's (`beautyPass` in the country config). "Once" holds in the database: the member's account row is
 * locked first (as every ledger change does, see points.ts) and the unique index `loyalty_ledger_once`
 * (migration 0013) refuses a second entry for the same member, source and reference, whatever runs at once.
 */
import type pg from 'pg';
import { countries } from '@/config/countries/registry';
import type { CountryConfig } from '@/config/countries/types';

export type OnceSource = 'published_review' | 'completed_beauty_profile';

const AMOUNT: Record<OnceSource, (bp: CountryConfig['beautyPass']) => number> = {
  published_review: (bp) => bp.publishedReviewPoints,
  completed_beauty_profile: (bp) => bp.completedBeautyProfilePoints,
};

/**
 * Appends the entry unless the member has it already; answers the points awarded (0 when awarded before, or
 * when the country gives none). Call inside a transaction.
 */
export async function awardOnce(client: pg.PoolClient, accountId: string, source: OnceSource, reference: string, now: Date): Promise<number> {
  const { rows } = await client.query<{ country: string }>('SELECT country FROM accounts WHERE id = $1 FOR UPDATE', [accountId]);
  if (!rows[0]) return 0;
  const config = countries.get(rows[0].country);
  const points = config ? AMOUNT[source](config.beautyPass) : 0;
  if (points <= 0) return 0;
  const inserted = await client.query(
    `INSERT INTO loyalty_ledger (account_id, points, source, reference, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (account_id, source, reference) WHERE source IN ('published_review', 'completed_beauty_profile') DO NOTHING`,
    [accountId, points, source, reference, now.toISOString()],
  );
  return inserted.rowCount ? points : 0;
}
