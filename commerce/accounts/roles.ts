/**
 * Account roles (issue 18): `shopper` (everyone who registers in the shop), `editor` (may use the editors' studio at
 * /studio and save drafts), `publisher` (an editor who also publishes and unpublishes) or `admin` (a publisher who also
 * manages the studio's people at /studio/people). Kept in `accounts.role` (migrations 0027, 0053, 0057).
 */
import type pg from 'pg';
import type { Queryable } from '@/commerce/catalog/context';
import { hashPassword } from './passwords';
import { newCardNumber, setPassword } from './accounts';
import { roleIncludes, roleInWords, STUDIO_ROLES, type StudioRole } from '@/schemas/api/studio-people';

export const ACCOUNT_ROLES = ['shopper', ...STUDIO_ROLES] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

/** The roles that may use the studio (their list is the studio API's: schemas/api/studio-people.ts). */
export { roleIncludes, roleInWords, STUDIO_ROLES, type StudioRole };

export const isStudioRole = (role: unknown): role is StudioRole => (STUDIO_ROLES as readonly unknown[]).includes(role);

/** The role of an account, or undefined when there is no such account. */
export async function accountRole(db: Queryable, accountId: string): Promise<AccountRole | undefined> {
  if (!/^\d{1,18}$/.test(accountId)) return undefined;
  const { rows } = await db.query<{ role: AccountRole }>('SELECT role FROM accounts WHERE id = $1', [accountId]);
  return rows[0]?.role;
}

export interface EditorAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  country: string;
  language: string;
}

/**
 * Makes sure a studio account with at least `role` (editor unless said) exists for `email`: registers it with
 * `password` when missing, else only gives it the role (a password the person changed is kept). A person whose role
 * already includes the one asked for keeps theirs (`kept`: an admin asked to be an editor stays an admin); one whose
 * role does not gets it (`promoted`). Returns what it did.
 */
export async function ensureEditor(
  client: pg.PoolClient,
  editor: EditorAccount,
  now = new Date(),
  { restorePassword = false, role = 'editor' }: { restorePassword?: boolean; role?: StudioRole } = {},
): Promise<'created' | 'promoted' | 'kept'> {
  const email = editor.email.toLowerCase();
  const { rows } = await client.query<{ id: string; role: AccountRole }>('SELECT id::text, role FROM accounts WHERE email = $1', [email]);
  const existing = rows[0];
  if (existing) {
    if (isStudioRole(existing.role) && roleIncludes(existing.role, role)) return 'kept';
    await client.query('UPDATE accounts SET role = $2 WHERE id = $1', [existing.id, role]);
    if (restorePassword) await setPassword(client, existing.id, editor.password, now);
    return 'promoted';
  }
  const hash = await hashPassword(editor.password);
  const inserted = await client.query<{ id: string }>(
    `INSERT INTO accounts (email, password_hash, first_name, last_name, mobile_calling_code, mobile_number, birth_date,
       consented_at, card_number, country, language, created_at, password_changed_at, role)
     VALUES ($1, $2, $3, $4, '+65', '80000000', '1990-01-01', $5, $6, $7, $8, $5, $5, $9)
     RETURNING id::text`,
    [email, hash, editor.firstName, editor.lastName, now, newCardNumber(), editor.country.toUpperCase(), editor.language, role],
  );
  await client.query('INSERT INTO password_history (account_id, password_hash, created_at) VALUES ($1, $2, $3)', [inserted.rows[0].id, hash, now]);
  return 'created';
}
