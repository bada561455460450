import { parseJsonBody, parseParams } from '@/server/api/handler';
import { json, jsonError } from '@/server/api/respond';
import { StudioPageVersionParams, StudioPageVersionsBody } from '@/schemas/api/studio';
import { restoreVersion } from '@/server/studio/publish';
import { studioRoute } from '@/server/studio/route';

/**
 * `POST /api/studio/pages/{id}/history/{version}/restore` with the versions the editor holds: writes the version's
 * fields into the drafts of the page and its entries (a new draft; nothing is published) and answers the page as
 * the editor loads it. 409 naming the entry someone saved since (nothing written), 404 for no such page or version.
 */
export const POST = studioRoute<{ id: string; version: string }>(async ({ request, params }) => {
  const path = parseParams(StudioPageVersionParams, params);
  if (!path.ok) return path.response;
  const body = await parseJsonBody(request, StudioPageVersionsBody);
  if (!body.ok) return body.response;
  const restored = await restoreVersion(path.data.id, path.data.version, body.data.versions);
  if (!restored) return jsonError(404, 'There is no page with this id.');
  return json(restored, { headers: { 'Cache-Control': 'private, no-store' } });
});
