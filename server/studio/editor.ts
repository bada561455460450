/**
 * Whether a session may use the editors' studio (issue 18): the studio is on (`STUDIO=off` turns it off) and the
 * signed-in account has a studio role, editor or admin (read from the database on every request, so a role change
 * applies at once); an admin also manages the studio's people (/studio/people). Used by the proxy (a shopper's studio page is a 403 before any rendering), the studio pages and its API.
 */
import 'server-only';
import type { AccessClaims } from '@/commerce/accounts/tokens';
import { accountRole, isStudioRole, type StudioRole } from '@/commerce/accounts/roles';
import { getPool } from '@/commerce/db/pool';

/** Whether this deployment offers the studio (on unless `STUDIO=off`). */
export function studioEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return (env.STUDIO ?? 'on').trim().toLowerCase() !== 'off';
}

export type StudioAccess = { ok: true; accountId: string; role: StudioRole } | { ok: false; status: 401 | 403 | 404 };

/** The studio access of a session's claims (undefined: not signed in). */
export async function studioAccess(claims: AccessClaims | undefined, env: NodeJS.ProcessEnv = process.env): Promise<StudioAccess> {
  if (!studioEnabled(env)) return { ok: false, status: 404 };
  if (!claims) return { ok: false, status: 401 };
  const role = await accountRole(getPool(), claims.sub);
  return isStudioRole(role) ? { ok: true, accountId: claims.sub, role } : { ok: false, status: 403 };
}

/** `/studio` and the paths below it (a locale-free path, as the proxy resolves it). */
export const isStudioPath = (path: string) => path === '/studio' || path.startsWith('/studio/');

/** `/studio/people` and below: the admins' pages (an editor who is not an admin gets `ADMINS_ONLY_PAGE`, 403). */
export const isStudioAdminPath = (path: string) => path === '/studio/people' || path.startsWith('/studio/people/');

const forbiddenPage = (title: string, text: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Atelier</title><meta name="robots" content="noindex">
<style>body{font-family:system-ui,sans-serif;margin:0;padding:2rem;color:#111;background:#f5f5f5}main{background:#fff;padding:1.5rem;max-width:40rem}a{color:#111}</style></head>
<body><main><h1>${title}</h1>
<p>${text}</p>
<p><a href="/">Back to the shop</a></p></main></body></html>`;

/** The page a shopper's session gets for a studio page, with status 403. */
export const FORBIDDEN_PAGE = forbiddenPage('Only editors may use the studio', 'You are signed in with a shopper account. Sign in with an editor account to build and publish pages.');

/** The page an editor who is not an admin gets for an admins' studio page, with status 403. */
export const ADMINS_ONLY_PAGE = forbiddenPage('Only studio admins may manage the studio\'s people', 'You are signed in as an editor. Ask a studio admin to add or change people. <a href="/studio">Back to the studio</a>');
