/**
 * The people who may use the editors' studio, managed by an operator on a production database (issue 31:
 * `npm run editors`, scripts/editors.ts): create one (or give an existing account the role), list them, disable one,
 * reset one's password. Passwords follow the shop's rules (SPEC §5) and are never returned or logged. And the check
 * a production start makes: the demo editor, whose password the README publishes, must not be able to sign in.
 */
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { Queryable } from '@/commerce/catalog/context';
import { DEMO_EDITOR } from '@/config/demo-editor';
import { PASSWORD_RULES, passwordViolations } from '@/schemas/password-rules';
import { setPassword } from './accounts';
import { verifyPassword } from './passwords';
import { ensureEditor } from './roles';

export interface EditorListing {
  email: string;
  name: string;
  createdAt: Date;
  /** When the account last began a session on a browser it had signed in on (known devices), if ever. */
  lastSignedInAt: Date | null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Why `password` cannot be an editor's (the shop's rules, as sentences), or an empty list. */
export function editorPasswordProblems(email: string, password: string): string[] {
  return passwordViolations({ password, confirmation: password, email, purpose: 'register' }).map((code) => PASSWORD_RULES[code]);
}

export class EditorInputError extends Error {}

/**
 * Makes `email` an editor with `password`: a new account, or an existing one (a shopper) given the role and the new
 * password (its sessions end). Refuses a malformed address or a password breaking the rules, naming why.
 */
export async function createEditor(client: pg.PoolClient, input: { email: string; password: string; firstName?: string; lastName?: string }, now = new Date()): Promise<'created' | 'promoted'> {
  const email = input.email.trim().toLowerCase();
  if (!EMAIL.test(email)) throw new EditorInputError(`"${input.email}" is not an e-mail address.`);
  const problems = editorPasswordProblems(email, input.password);
  if (problems.length > 0) throw new EditorInputError(`The password does not meet the rules: ${problems.join('; ')}.`);
  const outcome = await ensureEditor(client, { email, password: input.password, firstName: input.firstName ?? 'Studio', lastName: input.lastName ?? 'Editor', country: 'SG', language: 'en' }, now, { restorePassword: true });
  if (outcome === 'kept') throw new EditorInputError(`${email} is already an editor: reset their password instead (editors reset-password ${email}).`);
  return outcome;
}

/** Every editor, by e-mail. */
export async function listEditors(db: Queryable): Promise<EditorListing[]> {
  const { rows } = await db.query<{ email: string; first_name: string; last_name: string; created_at: Date; last_signed_in_at: Date | null }>(
    `SELECT a.email, a.first_name, a.last_name, a.created_at,
            (SELECT max(d.last_signed_in_at) FROM known_sign_in_devices d WHERE d.account_id = a.id) AS last_signed_in_at
       FROM accounts a WHERE a.role = 'editor' ORDER BY a.email`,
  );
  return rows.map((r) => ({ email: r.email, name: `${r.first_name} ${r.last_name}`.trim(), createdAt: r.created_at, lastSignedInAt: r.last_signed_in_at }));
}

async function editorId(db: Queryable, email: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>("SELECT id::text FROM accounts WHERE email = $1 AND role = 'editor'", [email.trim().toLowerCase()]);
  if (!rows[0]) throw new EditorInputError(`There is no editor ${email.trim().toLowerCase()} (editors list shows who there is).`);
  return rows[0].id;
}

/**
 * Ends an editor: the account loses the role (the studio reads it on every request, so at once), its password is
 * replaced by one nobody knows and every session ends. The account stays (its history, its orders).
 */
export async function disableEditor(client: pg.PoolClient, email: string, now = new Date()): Promise<void> {
  const id = await editorId(client, email);
  await setPassword(client, id, `${randomBytes(24).toString('base64url')}aA1#`, now);
  await client.query("UPDATE accounts SET role = 'shopper' WHERE id = $1", [id]);
}

/** A new password for an editor (the shop's rules, and not one of their previous two); every session ends. */
export async function resetEditorPassword(client: pg.PoolClient, email: string, password: string, now = new Date()): Promise<void> {
  const id = await editorId(client, email);
  const address = email.trim().toLowerCase();
  const { rows } = await client.query<{ password_hash: string }>('SELECT password_hash FROM password_history WHERE account_id = $1 ORDER BY id DESC LIMIT 2', [id]);
  let reuses = false;
  for (const row of rows) if (await verifyPassword(password, row.password_hash)) reuses = true;
  const codes = passwordViolations({ password, confirmation: password, email: address, purpose: 'reset', reusesPreviousPassword: reuses });
  if (codes.length > 0) throw new EditorInputError(`The password does not meet the rules: ${codes.map((c) => PASSWORD_RULES[c]).join('; ')}.`);
  await setPassword(client, id, password, now);
}

/**
 * Whether the demo editor can still sign in to the studio with the password the README publishes: an editor account
 * with that address whose password is that one.
 */
export async function demoEditorIsOpen(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ password_hash: string }>("SELECT password_hash FROM accounts WHERE email = $1 AND role = 'editor'", [DEMO_EDITOR.email]);
  return rows[0] ? verifyPassword(DEMO_EDITOR.password, rows[0].password_hash) : false;
}

/** What a production start says while the demo editor is open. */
export const DEMO_EDITOR_REFUSAL = `The demo editor ${DEMO_EDITOR.email} can sign in to the studio with the password the README publishes. A production store does not serve while it can: create your own editor (npm run editors -- create <e-mail>), then end the demo one: npm run editors -- disable ${DEMO_EDITOR.email}`;
