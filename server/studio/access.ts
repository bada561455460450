/**
 * The studio's access checks for its pages and API (who may: ./editor.ts). Pages send a visitor who is not signed
 * in to /sign_in and answer a shopper 403 (the proxy already did, before rendering); the API answers 401 and 403 in
 * JSON; with the studio off both are 404.
 */
import 'server-only';
import { connection } from 'next/server';
import { cookies } from 'next/headers';
import { forbidden, notFound, redirect } from 'next/navigation';
import { COOKIES } from '@/lib/cookies';
import { verifyAccessToken } from '@/commerce/accounts/tokens';
import { jsonError } from '@/server/api/respond';
import { readSession } from '@/server/auth/session';
import type { StudioRole } from '@/commerce/accounts/roles';
import { studioAccess } from './editor';

/**
 * The first call of every studio page: rendered per request; 404 when the studio is off, the sign-in page
 * (returning to `returnTo`) without a session, 403 for a shopper.
 */
export async function requireEditorPage(returnTo: string): Promise<{ accountId: string; role: StudioRole }> {
  await connection();
  const jar = await cookies();
  const claims = await verifyAccessToken(jar.get(COOKIES.jwtData.name)?.value, jar.get(COOKIES.jwtSignature.name)?.value);
  const access = await studioAccess(claims);
  if (access.ok) return { accountId: access.accountId, role: access.role };
  if (access.status === 404) notFound();
  if (access.status === 401) redirect(`/sign_in?return_to=${encodeURIComponent(returnTo)}`);
  forbidden();
}

/** An admin's studio page (/studio/people): as `requireEditorPage`, and 403 for an editor who is not an admin. */
export async function requireAdminPage(returnTo: string): Promise<{ accountId: string }> {
  const editor = await requireEditorPage(returnTo);
  if (editor.role !== 'admin') forbidden();
  return { accountId: editor.accountId };
}

/** The signed-in studio role of a page's request, for the studio bar (no check: the page did it). */
export async function studioRoleOfPage(): Promise<StudioRole | undefined> {
  const jar = await cookies();
  const access = await studioAccess(await verifyAccessToken(jar.get(COOKIES.jwtData.name)?.value, jar.get(COOKIES.jwtSignature.name)?.value));
  return access.ok ? access.role : undefined;
}

const MESSAGES = {
  401: 'Sign in with an editor account to use the studio.',
  403: 'Only editors may use the studio.',
  404: 'The studio is turned off on this site.',
} as const;

/** For studio API routes: the editor's (or admin's) account id and role, or the JSON refusal (401, 403, 404). */
export async function studioApiAccess(request: Request): Promise<{ ok: true; accountId: string; role: StudioRole } | { ok: false; response: Response }> {
  const access = await studioAccess(await readSession(request));
  return access.ok ? { ok: true, accountId: access.accountId, role: access.role } : { ok: false, response: jsonError(access.status, MESSAGES[access.status]) };
}

/** For the admins' studio API (app/api/studio/people): the admin's account id, or the JSON refusal (403 for an editor). */
export async function studioAdminApiAccess(request: Request): Promise<{ ok: true; accountId: string } | { ok: false; response: Response }> {
  const access = await studioAccess(await readSession(request));
  if (!access.ok) return { ok: false, response: jsonError(access.status, MESSAGES[access.status]) };
  if (access.role !== 'admin') return { ok: false, response: jsonError(403, 'Only studio admins may manage the studio\'s people.') };
  return { ok: true, accountId: access.accountId };
}
