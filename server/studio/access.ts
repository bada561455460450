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
import { studioAccess } from './editor';

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
