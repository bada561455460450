/**
 * Developer test accounts (`sandbox/users/`): what tests and developers need to set up a situation quickly
 * — an employee, a blocked account, an account that no longer exists — without going through the forms.
 */
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { z } from 'zod';
import { SANDBOX_DEFAULT_PASSWORD, type SandboxUserCreate, type SandboxUserUpdate } from '@/schemas/api/sandbox-users';
import { RegisterBody } from '@/schemas/api/accounts';
import { accountView, findAccountById, readLoyaltyStanding, registerAccount, type AccountRow, type RegisterResult } from './accounts';
import { newReferenceId } from './sign-in';
import { awardPoints } from '../loyalty/points';
import { earnedForExpiryAt } from '../loyalty/ledger';

const DAY_MS = 24 * 60 * 60 * 1000;

export function sandboxUserView(row: AccountRow, standing: Awaited<ReturnType<typeof readLoyaltyStanding>>, now = new Date()) {
  return { ...accountView(row, standing, now), blocked: row.blocked_at !== null, blockReference: row.block_reference };
}

export async function listSandboxUsers(pool: pg.Pool, limit = 50) {
  const { rows } = await pool.query<{ id: string }>('SELECT id::text FROM accounts ORDER BY accounts.id DESC LIMIT $1', [limit]);
  const accounts = await Promise.all(rows.map((r) => findAccountById(pool, r.id)));
  return Promise.all(accounts.filter((a): a is AccountRow => !!a).map(async (a) => sandboxUserView(a, await readLoyaltyStanding(pool, a.id))));
}

/** Registers a test account; every field not given gets a working default (a unique email, a valid password). */
export async function createSandboxUser(pool: pg.Pool, input: z.output<typeof SandboxUserCreate>, ctx: { country: string; language: string; callingCode: string }): Promise<RegisterResult> {
  const password = input.password ?? SANDBOX_DEFAULT_PASSWORD;
  const registration = RegisterBody.parse({
    email: input.email ?? `sandbox-${Date.now()}-${randomBytes(3).toString('hex')}@example.com`,
    password,
    passwordConfirmation: password,
    firstName: input.firstName ?? 'Sandbox',
    lastName: input.lastName ?? 'Shopper',
    mobile: input.mobile ?? { callingCode: ctx.callingCode, number: '81234567' },
    birthDate: input.birthDate ?? '1990-01-01',
    consents: { overMinimumAge: true, policyAgreement: true, personalInformation: true, thirdPartyDisclosure: true, marketing: input.marketingConsent ?? false },
  });
  const result = await registerAccount(pool, registration, { country: ctx.country, language: ctx.language, now: new Date() });
  if (result.ok && input.points) {
    // Points that expire in `pointsExpiringInDays` days were given 18 months before that (no purchase since).
    const at = input.pointsExpiringInDays === undefined ? new Date() : new Date(earnedForExpiryAt(new Date(Date.now() + input.pointsExpiringInDays * DAY_MS).toISOString()));
    await awardPoints(pool, result.account.id, { points: input.points, source: 'manual_points_adjustment', reference: 'sandbox', at });
  }
  if (result.ok && input.tier) {
    await pool.query("INSERT INTO loyalty_tier_history (account_id, tier, previous_tier, changed_at, year_start, reason) VALUES ($1, $2, 'pink', now(), now(), 'purchase')", [result.account.id, input.tier]);
  }
  if (result.ok && input.isEmployee) {
    await pool.query('UPDATE accounts SET is_employee = true WHERE id = $1', [result.account.id]);
    return { ok: true, account: (await findAccountById(pool, result.account.id))! };
  }
  return result;
}

export async function updateSandboxUser(pool: pg.Pool, id: number, patch: z.output<typeof SandboxUserUpdate>): Promise<AccountRow | undefined> {
  const { rows } = await pool.query<{ id: string }>(
    `UPDATE accounts SET
       first_name = coalesce($2, first_name),
       last_name = coalesce($3, last_name),
       is_employee = coalesce($4, is_employee),
       marketing_consent = coalesce($5, marketing_consent),
       blocked_at = CASE WHEN $6::boolean IS NULL THEN blocked_at WHEN $6 THEN coalesce(blocked_at, now()) ELSE NULL END,
       block_reference = CASE WHEN $6::boolean IS NULL THEN block_reference WHEN $6 THEN coalesce(block_reference, $7) ELSE NULL END,
       unlocked_at = CASE WHEN $6::boolean IS FALSE AND blocked_at IS NOT NULL THEN now() ELSE unlocked_at END
     WHERE id = $1 RETURNING id::text`,
    [id, patch.firstName ?? null, patch.lastName ?? null, patch.isEmployee ?? null, patch.marketingConsent ?? null, patch.blocked ?? null, newReferenceId()],
  );
  return rows[0] ? findAccountById(pool, rows[0].id) : undefined;
}

export async function deleteSandboxUser(pool: pg.Pool, id: number): Promise<boolean> {
  const { rowCount } = await pool.query('DELETE FROM accounts WHERE id = $1', [id]);
  return (rowCount ?? 0) > 0;
}
