/**
 * The studio's people as the admins' page and API show and change them (/studio/people, app/api/studio/people): the
 * rules are commerce/accounts/editors.ts's; a person added, or asked for, gets the shop's password-reset link by
 * e-mail (commerce/accounts/account-links.ts, through the outbox), so no password is ever typed by an admin.
 */
import 'server-only';
import type { z } from 'zod';
import { addStudioPerson, disableEditor, listEditors, setStudioRole, studioPersonEmail, type EditorListing, type StudioActor } from '@/commerce/accounts/editors';
import { requestPasswordReset, type LinkTarget } from '@/commerce/accounts/account-links';
import type { StudioRole } from '@/commerce/accounts/roles';
import { getPool, withTransaction } from '@/commerce/db/pool';
import type { StudioPersonView } from '@/schemas/api/studio-people';

export type StudioPerson = z.output<typeof StudioPersonView>;

const view = (p: EditorListing): StudioPerson => ({ id: p.id, email: p.email, name: p.name, role: p.role, createdAt: p.createdAt.toISOString(), lastSignedInAt: p.lastSignedInAt?.toISOString() ?? null });

export async function listStudioPeople(): Promise<StudioPerson[]> {
  return (await listEditors(getPool())).map(view);
}

/** Adds a person (an account with no usable password, or a shopper given the role) and mails them a password link. */
export async function addPerson(input: { email: string; firstName: string; lastName: string; role: StudioRole }, target: LinkTarget): Promise<StudioPerson> {
  const pool = getPool();
  await withTransaction((client) => addStudioPerson(client, input), pool);
  await requestPasswordReset(pool, input.email.trim().toLowerCase(), target);
  const added = (await listEditors(pool)).find((p) => p.email === input.email.trim().toLowerCase());
  if (!added) throw new Error('The person just added is not in the studio');
  return view(added);
}

/** Mails a studio person the shop's password-reset link; answers their address. */
export async function sendPasswordLink(id: string, target: LinkTarget): Promise<string> {
  const pool = getPool();
  const email = await studioPersonEmail(pool, id);
  await requestPasswordReset(pool, email, target);
  return email;
}

export async function changeRole(id: string, role: StudioRole, actor: StudioActor): Promise<{ email: string; changed: boolean }> {
  const change = await withTransaction((client) => setStudioRole(client, { id }, role, actor), getPool());
  return { email: change.email, changed: change.changed };
}

export async function removePerson(id: string, actor: StudioActor): Promise<string> {
  return (await withTransaction((client) => disableEditor(client, { id }, new Date(), actor), getPool())).email;
}
