/**
 * Who may use the editors' studio (issue 18): a signed-in account with the editor role, on a deployment that
 * has the studio on (`STUDIO=off` turns it off: every studio page and API answers 404). Pages send a visitor
 * who is not signed in to /sign_in and answer a shopper 403; the studio API answers 401 and 403 in JSON.
 */
import 'server-only';
import { connection } from 'next/server';
import { cookies } from 'next/headers';
import { forbidden, notFound, redirect } from 'next/navigation';
import { COOKIES } from '@/lib/cookies';
import { verifyAccessToken, type AccessClaims } from '@/commerce/accounts/tokens';
import { accountRole } from '@/commerce/accounts/roles';
import { getPool } from '@/commerce/db/pool';
import { jsonError } from '@/server/api/respond';
import { readSession } from '@/server/auth/session';

/** Whether this deployment offers the studio (on unless `STUDIO=off`). */
export function studioEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return (env.STUDIO ?? 'on').trim().toLowerCase() !== 'off';
}

export type StudioAccess = { ok: true; accountId: string } | { ok: false; status: 401 | 403 | 404 };

/** The studio access of a session's claims (undefined: not signed in). */
export async function studioAccess(claims: AccessClaims | undefined, env: NodeJS.ProcessEnv = process.env): Promise<StudioAccess> {
  if (!studioEnabled(env)) return { ok: false, status: 404 };
  if (!claims) return { ok: false, status: 401 };
  const role = await accountRole(getPool(), claims.sub);
  return role === 'editor' ? { ok: true, accountId: claims.sub } : { ok: false, status: 403 };
}

/**
 * The first call of every studio page: rendered per request; 404 when the studio is off, the sign-in page
 * (returning to `returnTo`) without a session, 403 for a shopper.
 */
export async function requireEditorPage(returnTo: string): Promise<{ accountId: string }> {
  await connection();
  const jar = await cookies();
  const claims = await verifyAccessToken(jar.get(COOKIES.jwtData.name)?.value, jar.get(COOKIES.jwtSignature.name)?.value);
  const access = await studioAccess(claims);
  if (access.ok) return { accountId: access.accountId };
  if (access.status === 404) notFound();
  if (access.status === 401) redirect(`/sign_in?return_to=${encodeURIComponent(returnTo)}`);
  forbidden();
}

const MESSAGES = {
  401: 'Sign in with an editor account to use the studio.',
  403: 'Only editors may use the studio.',
  404: 'The studio is turned off on this site.',
} as const;

/** For studio API routes: undefined when the request is an editor's, else the JSON answer to send. */
export async function studioApiRefusal(request: Request): Promise<Response | undefined> {
  const access = await studioAccess(await readSession(request));
  return access.ok ? undefined : jsonError(access.status, MESSAGES[access.status]);
}
