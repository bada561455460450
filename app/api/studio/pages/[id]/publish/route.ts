import { parseJsonBody, parseParams } from '@/server/api/handler';
import { json, jsonError } from '@/server/api/respond';
import { StudioEntryId, StudioPageVersionsBody } from '@/schemas/api/studio';
import { publishPage } from '@/server/studio/publish';
import { studioRoute } from '@/server/studio/route';

/**
 * `POST /api/studio/pages/{id}/publish` with `{ versions: { [entryId]: version } }`, the versions the editor holds:
 * publishes the page and, first, those of its blocks and linked entries that changed since their last publish, in
 * one step (server/studio/publish.ts), and records the publish as the page's next version. 409 naming the entry
 * someone saved since (nothing published), 422 naming each problem of the publish check, 404 for no such page.
 */
export const POST = studioRoute<{ id: string }>(async ({ request, params, editor }) => {
  const path = parseParams(StudioEntryId, params);
  if (!path.ok) return path.response;
  const body = await parseJsonBody(request, StudioPageVersionsBody);
  if (!body.ok) return body.response;
  const result = await publishPage(path.data.id, body.data.versions, editor);
  if (!result) return jsonError(404, 'There is no page with this id.');
  return json(result, { headers: { 'Cache-Control': 'private, no-store' } });
}, { least: 'publisher' });
