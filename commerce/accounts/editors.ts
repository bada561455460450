/**
 * The people who may use the editors' studio, managed by an operator on a production database (issue 31:
 * `npm run editors`, scripts/editors.ts, and an admin at /studio/people): create one, editor or admin (or give an
 * existing account the role), list them with their roles, change a role, disable one, reset one's password. From the
 * studio an admin cannot remove themselves nor leave the studio without an admin; the command line may (it is told). Passwords follow the shop's rules (SPEC §5) and are never returned or logged. And the check
 * a production start makes: the demo editor, whose password the README publishes, must not be able to sign in.
 */
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { Queryable } from '@/commerce/catalog/context';
import { DEMO_EDITOR } from '@/config/demo-editor';
import { PASSWORD_RULES, passwordViolations } from '@/schemas/password-rules';
import { setPassword } from './accounts';
import { verifyPassword } from './passwords';
import { ensureEditor, isStudioRole, roleInWords, STUDIO_ROLES, type StudioRole } from './roles';

export interface EditorListing {
  id: string;
  email: string;
  name: string;
  role: StudioRole;
  createdAt: Date;
  /** When the account last began a session on a browser it had signed in on (known devices), if ever. */
  lastSignedInAt: Date | null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Why `password` cannot be an editor's (the shop's rules, as sentences), or an empty list. */
export function editorPasswordProblems(email: string, password: string): string[] {
  return passwordViolations({ password, confirmation: password, email, purpose: 'register' }).map((code) => PASSWORD_RULES[code]);
}

/**
 * A refusal to say to the person who asked, with the HTTP status the studio API answers it with (400 bad input, 404
 * no such person, 409 a rule such as "the last admin stays").
 */
export class EditorInputError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404 | 409 = 400,
  ) {
    super(message);
  }
}

/** What the studio's role rules apply to: the admin acting (from the studio); the command line acts as nobody. */
export interface StudioActor {
  accountId: string;
}

const normalEmail = (email: string) => email.trim().toLowerCase();

function checkedEmail(email: string): string {
  const address = normalEmail(email);
  if (!EMAIL.test(address)) throw new EditorInputError(`"${email}" is not an e-mail address.`);
  return address;
}

/** A password nobody knows (it meets the rules, so the account row is like any other). */
const unusablePassword = () => `${randomBytes(24).toString('base64url')}aA1#`;

/**
 * Makes `email` a studio person (an editor unless `role` says admin) with `password`: a new account, or an existing
 * one (a shopper) given the role and the new password (its sessions end). Refuses a malformed address, a password
 * breaking the rules and someone already in the studio, naming why.
 */
export async function createEditor(
  client: pg.PoolClient,
  input: { email: string; password: string; firstName?: string; lastName?: string; role?: StudioRole },
  now = new Date(),
): Promise<'created' | 'promoted'> {
  const email = checkedEmail(input.email);
  const problems = editorPasswordProblems(email, input.password);
  if (problems.length > 0) throw new EditorInputError(`The password does not meet the rules: ${problems.join('; ')}.`);
  await refuseStudioPerson(client, email);
  return ensureStudioRole(client, { ...input, email }, input.password, now, true);
}

/**
 * An admin's "Add a person" (/studio/people): a new account with a password nobody knows (the caller mails them a
 * password link), or an existing shopper account given the role (its own password kept). Refuses someone already in
 * the studio (409).
 */
export async function addStudioPerson(
  client: pg.PoolClient,
  input: { email: string; firstName: string; lastName: string; role: StudioRole },
  now = new Date(),
): Promise<'created' | 'promoted'> {
  const email = checkedEmail(input.email);
  await refuseStudioPerson(client, email);
  return ensureStudioRole(client, { ...input, email }, unusablePassword(), now, false);
}

async function refuseStudioPerson(db: Queryable, email: string): Promise<void> {
  const { rows } = await db.query<{ role: string }>('SELECT role FROM accounts WHERE email = $1', [email]);
  if (isStudioRole(rows[0]?.role)) throw new EditorInputError(`${email} is already in the studio as ${roleInWords(rows[0].role)}: change their role or send them a password reset link instead (editors reset-password ${email}).`, 409);
}

async function ensureStudioRole(
  client: pg.PoolClient,
  input: { email: string; firstName?: string; lastName?: string; role?: StudioRole },
  password: string,
  now: Date,
  restorePassword: boolean,
): Promise<'created' | 'promoted'> {
  const account = { email: input.email, password, firstName: input.firstName?.trim() || 'Studio', lastName: input.lastName?.trim() || 'Editor', country: 'SG', language: 'en' };
  const outcome = await ensureEditor(client, account, now, { restorePassword, role: input.role ?? 'editor' });
  if (outcome === 'kept') throw new EditorInputError(`${input.email} is already in the studio.`, 409);
  return outcome;
}

/** Every person of the studio (editors, publishers and admins), by e-mail, with their role. */
export async function listEditors(db: Queryable): Promise<EditorListing[]> {
  const { rows } = await db.query<{ id: string; email: string; first_name: string; last_name: string; role: StudioRole; created_at: Date; last_signed_in_at: Date | null }>(
    `SELECT a.id::text, a.email, a.first_name, a.last_name, a.role, a.created_at,
            (SELECT max(d.last_signed_in_at) FROM known_sign_in_devices d WHERE d.account_id = a.id) AS last_signed_in_at
       FROM accounts a WHERE a.role = ANY($1) ORDER BY a.email`,
    [STUDIO_ROLES],
  );
  return rows.map((r) => ({ id: r.id, email: r.email, name: `${r.first_name} ${r.last_name}`.trim(), role: r.role, createdAt: r.created_at, lastSignedInAt: r.last_signed_in_at }));
}

/** Who a command names: an e-mail (the command line) or an account id (the studio API). */
export type StudioPersonRef = { email: string } | { id: string };

interface StudioPerson {
  id: string;
  email: string;
  role: StudioRole;
}

/** The studio person `ref` names, its row locked for the change; 404 when there is none. */
async function studioPerson(db: Queryable, ref: StudioPersonRef): Promise<StudioPerson> {
  const byId = 'id' in ref;
  if (byId && !/^\d{1,18}$/.test(ref.id)) throw new EditorInputError('There is no such person in the studio.', 404);
  const { rows } = await db.query<StudioPerson>(
    `SELECT id::text, email, role FROM accounts WHERE ${byId ? 'id = $1' : 'email = $1'} AND role = ANY($2) FOR UPDATE`,
    [byId ? ref.id : normalEmail(ref.email), STUDIO_ROLES],
  );
  if (!rows[0]) throw new EditorInputError(byId ? 'There is no such person in the studio.' : `There is no one in the studio with the e-mail ${normalEmail(ref.email)} (editors list shows who there is).`, 404);
  return rows[0];
}

/** The ids of every admin, their rows locked so two admins leaving at once cannot leave none. */
async function lockedAdmins(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>("SELECT id::text FROM accounts WHERE role = 'admin' ORDER BY id FOR UPDATE");
  return rows.map((r) => r.id);
}

/** What a change did to the admins: `lastAdminGone` when it left the studio with none (only the command line may). */
export interface StudioChange {
  email: string;
  lastAdminGone: boolean;
}

/**
 * The role rules of a change that takes `person` out of the admins: from the studio an admin may not remove
 * themselves, nor the last admin; the command line may (and is told, `lastAdminGone`).
 */
async function adminsAfter(db: Queryable, person: StudioPerson, actor: StudioActor | undefined, what: 'remove' | 'demote'): Promise<boolean> {
  if (actor && what === 'remove' && actor.accountId === person.id) throw new EditorInputError('You cannot remove yourself from the studio: ask another admin.', 409);
  if (person.role !== 'admin') return false;
  const admins = await lockedAdmins(db);
  const last = admins.length === 1 && admins[0] === person.id;
  if (last && actor) throw new EditorInputError(`${person.email} is the studio's last admin: make someone else an admin first.`, 409);
  return last;
}

/**
 * Ends a studio person (editor or admin): the account loses the role (the studio reads it on every request, so at
 * once), its password is replaced by one nobody knows and every session ends. The account stays (its history, its
 * orders). From the studio (`actor`), an admin cannot remove themselves or the last admin.
 */
export async function disableEditor(client: pg.PoolClient, ref: StudioPersonRef | string, now = new Date(), actor?: StudioActor): Promise<StudioChange> {
  const person = await studioPerson(client, typeof ref === 'string' ? { email: ref } : ref);
  const lastAdminGone = await adminsAfter(client, person, actor, 'remove');
  await setPassword(client, person.id, unusablePassword(), now);
  await client.query("UPDATE accounts SET role = 'shopper' WHERE id = $1", [person.id]);
  return { email: person.email, lastAdminGone };
}

/** Makes a studio person an editor or an admin. From the studio (`actor`), the last admin stays one. */
export async function setStudioRole(client: pg.PoolClient, ref: StudioPersonRef, role: StudioRole, actor?: StudioActor): Promise<StudioChange & { changed: boolean }> {
  const person = await studioPerson(client, ref);
  if (person.role === role) return { email: person.email, lastAdminGone: false, changed: false };
  const lastAdminGone = role === 'editor' ? await adminsAfter(client, person, actor, 'demote') : false;
  await client.query('UPDATE accounts SET role = $2 WHERE id = $1', [person.id, role]);
  return { email: person.email, lastAdminGone, changed: true };
}

/** The e-mail address of a studio person (the studio's "Send a password reset link"); 404 when there is none. */
export async function studioPersonEmail(db: Queryable, id: string): Promise<string> {
  return (await studioPerson(db, { id })).email;
}

/** A new password for an editor or admin (the shop's rules, and not one of their previous two); every session ends. */
export async function resetEditorPassword(client: pg.PoolClient, email: string, password: string, now = new Date()): Promise<void> {
  const { id } = await studioPerson(client, { email });
  const address = normalEmail(email);
  const { rows } = await client.query<{ password_hash: string }>('SELECT password_hash FROM password_history WHERE account_id = $1 ORDER BY id DESC LIMIT 2', [id]);
  let reuses = false;
  for (const row of rows) if (await verifyPassword(password, row.password_hash)) reuses = true;
  const codes = passwordViolations({ password, confirmation: password, email: address, purpose: 'reset', reusesPreviousPassword: reuses });
  if (codes.length > 0) throw new EditorInputError(`The password does not meet the rules: ${codes.map((c) => PASSWORD_RULES[c]).join('; ')}.`);
  await setPassword(client, id, password, now);
}

/**
 * Whether the demo editor can still sign in to the studio with the password the README publishes: a studio account
 * with that address whose password is that one.
 */
export async function demoEditorIsOpen(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ password_hash: string }>('SELECT password_hash FROM accounts WHERE email = $1 AND role = ANY($2)', [DEMO_EDITOR.email, STUDIO_ROLES]);
  return rows[0] ? verifyPassword(DEMO_EDITOR.password, rows[0].password_hash) : false;
}

/** What a production start says while the demo editor is open. */
export const DEMO_EDITOR_REFUSAL = `The demo editor ${DEMO_EDITOR.email} can sign in to the studio with the password the README publishes. A production store does not serve while it can: create your own admin (npm run editors -- create <e-mail> --role admin), then end the demo one: npm run editors -- disable ${DEMO_EDITOR.email}`;
