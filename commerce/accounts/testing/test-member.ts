// Db tests: a registered member with working defaults (one place, so a registration rule change is one edit).
import type pg from 'pg';
import { RegisterBody } from '@/schemas/api/accounts';
import { registerAccount } from '../accounts';

let made = 0;

export interface TestMemberOptions {
  country?: string;
  language?: string;
  callingCode?: string;
  now?: Date;
  firstName?: string;
  email?: string;
  /** The optional marketing consent (off by default). */
  marketing?: boolean;
  /** A Beauty Pass tier above the entry tier, written as the tier history's newest row. */
  tier?: 'black' | 'gold';
}

/** Registers a member of `country` (SG by default) and answers the account id. */
export async function registerTestMember(pool: pg.Pool, opts: TestMemberOptions = {}): Promise<string> {
  const registered = await registerAccount(
    pool,
    RegisterBody.parse({
      email: opts.email ?? `member-${process.pid}-${Date.now()}-${++made}@example.com`,
      password: 'Rosewood15!',
      passwordConfirmation: 'Rosewood15!',
      firstName: opts.firstName ?? 'Mei',
      lastName: 'Tan',
      mobile: { callingCode: opts.callingCode ?? '+65', number: '81234567' },
      birthDate: '1991-04-02',
      consents: { overMinimumAge: true, policyAgreement: true, personalInformation: true, thirdPartyDisclosure: true, marketing: opts.marketing ?? false },
    }),
    { country: opts.country ?? 'SG', language: opts.language ?? 'en', now: opts.now ?? new Date() },
  );
  if (!registered.ok) throw new Error('registration failed');
  const id = String(registered.account.id);
  if (opts.tier) await giveTier(pool, id, opts.tier);
  return id;
}

/** Puts a member in a Beauty Pass tier now (a tier history row, as a purchase would). */
export async function giveTier(pool: pg.Pool, accountId: string, tier: 'black' | 'gold'): Promise<void> {
  await pool.query(
    "INSERT INTO loyalty_tier_history (account_id, tier, previous_tier, changed_at, year_start, reason) VALUES ($1, $2, 'white', now(), now(), 'purchase')",
    [accountId, tier],
  );
}
