/**
 * Account roles (issue 18): `shopper` (everyone who registers in the shop) or `editor` (may use the
 * editors' studio at /studio). Kept in `accounts.role` (migration 0027).
 */
import type pg from 'pg';
import type { Queryable } from '@/commerce/catalog/context';
import { hashPassword } from './passwords';
import { newCardNumber, setPassword } from './accounts';

export const ACCOUNT_ROLES = ['shopper', 'editor'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

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
 * Makes sure an editor account exists for `email`: registers it with `password` when missing, else only
 * gives it the editor role (a password the editor changed is kept). Returns what it did.
 */
export async function ensureEditor(client: pg.PoolClient, editor: EditorAccount, now = new Date(), { restorePassword = false }: { restorePassword?: boolean } = {}): Promise<'created' | 'promoted' | 'kept'> {
  const email = editor.email.toLowerCase();
  const { rows } = await client.query<{ id: string; role: AccountRole }>('SELECT id::text, role FROM accounts WHERE email = $1', [email]);
  const existing = rows[0];
  if (existing) {
    if (existing.role === 'editor') return 'kept';
    await client.query("UPDATE accounts SET role = 'editor' WHERE id = $1", [existing.id]);
    if (restorePassword) await setPassword(client, existing.id, editor.password, now);
    return 'promoted';
  }
  const hash = await hashPassword(editor.password);
  const inserted = await client.query<{ id: string }>(
    `INSERT INTO accounts (email, password_hash, first_name, last_name, mobile_calling_code, mobile_number, birth_date,
       consented_at, card_number, country, language, created_at, password_changed_at, role)
     VALUES ($1, $2, $3, $4, '+65', '80000000', '1990-01-01', $5, $6, $7, $8, $5, $5, 'editor')
     RETURNING id::text`,
    [email, hash, editor.firstName, editor.lastName, now, newCardNumber(), editor.country.toUpperCase(), editor.language],
  );
  await client.query('INSERT INTO password_history (account_id, password_hash, created_at) VALUES ($1, $2, $3)', [inserted.rows[0].id, hash, now]);
  return 'created';
}
