import { parseJsonBody, parseQuery } from '@/server/api/handler';
import { jsonError } from '@/server/api/respond';
import { STUDIO_UNSAVED_MAX_BYTES, StudioUnsavedBody, StudioUnsavedQuery } from '@/schemas/api/studio';
import { readSession } from '@/server/auth/session';
import { forgetUnsaved, keepUnsaved, unsavedSessionKey } from '@/server/studio/unsaved-state';
import { studioRoute } from '@/server/studio/route';

const NO_CONTENT = () => new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });

/** The session key of an editor's request (the frame let only editors through; their token names the session). */
async function sessionKeyOf(request: Request): Promise<string | undefined> {
  const claims = await readSession(request);
  return claims?.sid ? unsavedSessionKey(claims.sid) : undefined;
}

/**
 * `PUT /api/studio/preview-state`: the editor's unsaved entries of a page (issue 33), kept for their session only so
 * that the studio's preview frame shows them as they type; an empty `entries` forgets the page. 204.
 */
export const PUT = studioRoute(async ({ request }) => {
  const body = await parseJsonBody(request, StudioUnsavedBody, STUDIO_UNSAVED_MAX_BYTES);
  if (!body.ok) return body.response;
  const key = await sessionKeyOf(request);
  if (!key) return jsonError(401, 'Sign in again to use the live preview.');
  await keepUnsaved(key, body.data.pageId, body.data.entries);
  return NO_CONTENT();
});

/** `DELETE /api/studio/preview-state?pageId=…`: forgets the page's unsaved state (the editor left it). 204. */
export const DELETE = studioRoute(async ({ request, url }) => {
  const query = parseQuery(StudioUnsavedQuery, url.searchParams);
  if (!query.ok) return query.response;
  const key = await sessionKeyOf(request);
  if (!key) return jsonError(401, 'Sign in again to use the live preview.');
  await forgetUnsaved(key, query.data.pageId);
  return NO_CONTENT();
});
