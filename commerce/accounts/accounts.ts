/**
 * Accounts: registration, reading an account as its owner sees it (SPEC §3 fields), and password
 * changes with their history (SPEC §5 rule 006). Points and tier come from the Beauty Pass ledger
 * (`loyaltyStanding`), never from columns edited in place.
 */
import { createHash, randomInt } from 'node:crypto';
import pg from 'pg';
import type { Account, LoyaltyTier, RegisterBody } from '@/schemas/api/accounts';
import { MINIMUM_AGE, ageOn } from '@/schemas/api/accounts';
import { passwordViolations, type PasswordPurpose, type PasswordRuleCode } from '@/schemas/password-rules';
import type { Queryable } from '../catalog/context';
import { withTransaction } from '../db/pool';
import { readBeautyPass } from '../loyalty/points';
import { hashPassword, verifyPassword } from './passwords';

export type { Queryable };

/** How many earlier passwords rule 006 compares a new one with. */
export const PREVIOUS_PASSWORDS_CHECKED = 2;

export interface AccountRow {
  id: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  mobile_calling_code: string;
  mobile_number: string;
  birth_date: string;
  marketing_consent: boolean;
  is_employee: boolean;
  card_number: string;
  country: string;
  language: string;
  created_at: Date;
  blocked_at: Date | null;
  block_reference: string | null;
}

const ACCOUNT_COLUMNS = `id::text, email, password_hash, first_name, last_name, mobile_calling_code, mobile_number,
  to_char(birth_date, 'YYYY-MM-DD') AS birth_date, marketing_consent, is_employee, card_number, country, language,
  created_at, blocked_at, block_reference`;

/** Today's date (UTC) as `YYYY-MM-DD`. */
export function isoDate(now: Date): string {
  return now.toISOString().slice(0, 10);
}

const hex = (algorithm: 'md5' | 'sha256', value: string) => createHash(algorithm).update(value).digest('hex');

/** Points, tier and tier counter of an account: the Beauty Pass ledger's figures (none yet: a new member). */
export interface LoyaltyStanding {
  points: number;
  tier: LoyaltyTier;
  tierPointsCounter: number;
}

export type LoyaltyReader = (db: Queryable, accountId: string) => Promise<LoyaltyStanding>;

/**
 * Points (the ledger's sum, never a column edited in place), tier and the spend counted in the current tier
 * year (`tierPointsCounter`), from the Beauty Pass (commerce/loyalty).
 */
export const readLoyaltyStanding: LoyaltyReader = async (db, accountId) => {
  const pass = await readBeautyPass(db, accountId);
  return pass ? { points: pass.points.balance, tier: pass.tier.tier, tierPointsCounter: pass.tier.spend } : { points: 0, tier: 'pink', tierPointsCounter: 0 };
};

/** The SPEC §3 account as its owner sees it. */
export function accountView(row: AccountRow, standing: LoyaltyStanding, now: Date): Account {
  return {
    id: Number(row.id),
    isEmployee: row.is_employee,
    age: ageOn(row.birth_date, isoDate(now)),
    cardNumber: row.card_number,
    emailSHA256: hex('sha256', row.email),
    emailMD5: hex('md5', row.email),
    mobileNumberMD5: hex('md5', `${row.mobile_calling_code}${row.mobile_number}`),
    loyaltyPoints: standing.points,
    loyaltyTier: standing.tier,
    tierPointsCounter: standing.tierPointsCounter,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    mobile: { callingCode: row.mobile_calling_code, number: row.mobile_number },
    birthDate: row.birth_date,
    marketingConsent: row.marketing_consent,
    country: row.country,
    createdAt: row.created_at.toISOString(),
  };
}

export async function findAccountById(db: Queryable, id: string | number): Promise<AccountRow | undefined> {
  const { rows } = await db.query<AccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM accounts WHERE id = $1`, [String(id)]);
  return rows[0];
}

export async function findAccountByEmail(db: Queryable, email: string): Promise<AccountRow | undefined> {
  const { rows } = await db.query<AccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM accounts WHERE email = $1`, [email.trim().toLowerCase()]);
  return rows[0];
}

/** A Beauty Pass card number: 16 digits starting 6010, the last a Luhn check digit. */
export function newCardNumber(): string {
  const body = `6010${Array.from({ length: 11 }, () => randomInt(10)).join('')}`;
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let digit = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}

export type RegisterResult =
  | { ok: true; account: AccountRow }
  | { ok: false; reason: 'password_rules'; codes: PasswordRuleCode[] }
  | { ok: false; reason: 'under_age' }
  | { ok: false; reason: 'email_taken' };

export interface RegisterContext {
  country: string;
  language: string;
  now: Date;
}

/** Registers an account (input already parsed by `RegisterBody`). The password rules are checked again here. */
export async function registerAccount(db: pg.Pool, input: RegisterBody, ctx: RegisterContext): Promise<RegisterResult> {
  const codes = passwordViolations({ password: input.password, confirmation: input.passwordConfirmation, email: input.email, purpose: 'register' });
  if (codes.length) return { ok: false, reason: 'password_rules', codes };
  if (ageOn(input.birthDate, isoDate(ctx.now)) < MINIMUM_AGE) return { ok: false, reason: 'under_age' };
  if (await findAccountByEmail(db, input.email)) return { ok: false, reason: 'email_taken' };
  const hash = await hashPassword(input.password);
  return withTransaction(async (client) => {
    const { rows } = await client.query<AccountRow>(
      `INSERT INTO accounts (email, password_hash, first_name, last_name, mobile_calling_code, mobile_number, birth_date,
         consented_at, marketing_consent, card_number, country, language, created_at, password_changed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $8, $8)
       ON CONFLICT (email) DO NOTHING
       RETURNING ${ACCOUNT_COLUMNS}`,
      [input.email, hash, input.firstName, input.lastName, input.mobile.callingCode, input.mobile.number, input.birthDate,
        ctx.now, input.consents.marketing, newCardNumber(), ctx.country.toUpperCase(), ctx.language],
    );
    const account = rows[0];
    // Two registrations with one email at once: the second finds the row taken.
    if (!account) return { ok: false, reason: 'email_taken' } as const;
    await client.query('INSERT INTO password_history (account_id, password_hash, created_at) VALUES ($1, $2, $3)', [account.id, hash, ctx.now]);
    return { ok: true, account } as const;
  }, db);
}

/** Whether `password` equals one of the account's previous `PREVIOUS_PASSWORDS_CHECKED` passwords. */
export async function reusesPreviousPassword(db: Queryable, accountId: string, password: string): Promise<boolean> {
  const { rows } = await db.query<{ password_hash: string }>(
    'SELECT password_hash FROM password_history WHERE account_id = $1 ORDER BY id DESC LIMIT $2',
    [accountId, PREVIOUS_PASSWORDS_CHECKED],
  );
  for (const row of rows) if (await verifyPassword(password, row.password_hash)) return true;
  return false;
}

/** The rule codes a new password breaks for this account (006 includes its previous passwords). */
export async function newPasswordViolations(db: Queryable, account: AccountRow, password: string, confirmation: string, purpose: Exclude<PasswordPurpose, 'register'>): Promise<PasswordRuleCode[]> {
  const reuses = await reusesPreviousPassword(db, account.id, password);
  return passwordViolations({ password, confirmation, email: account.email, purpose, reusesPreviousPassword: reuses });
}

/**
 * Stores a new password (already checked), records it in the history, lifts a sign-in block (setting a
 * password proves the owner) and revokes every session: other devices must sign in again, and are no longer known
 * devices (sign-in.ts).
 */
export async function setPassword(client: pg.PoolClient, accountId: string, password: string, now: Date): Promise<void> {
  const hash = await hashPassword(password);
  await client.query(
    'UPDATE accounts SET password_hash = $2, password_changed_at = $3, blocked_at = NULL, block_reference = NULL WHERE id = $1',
    [accountId, hash, now],
  );
  await client.query('INSERT INTO password_history (account_id, password_hash, created_at) VALUES ($1, $2, $3)', [accountId, hash, now]);
  await client.query('UPDATE refresh_tokens SET revoked_at = $2 WHERE account_id = $1 AND revoked_at IS NULL', [accountId, now]);
  // Devices that knew the old password are no longer vouched for (the one changing it is remembered again when its new
  // session starts).
  await client.query('DELETE FROM known_sign_in_devices WHERE account_id = $1', [accountId]);
}
