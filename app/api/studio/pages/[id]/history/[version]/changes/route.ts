import { parseParams } from '@/server/api/handler';
import { json, jsonError } from '@/server/api/respond';
import { StudioPageVersionParams } from '@/schemas/api/studio';
import { contentTypeNames } from '@/server/studio/blocks';
import { compareVersionWithDraft } from '@/server/studio/publish';
import { studioRoute } from '@/server/studio/route';

/**
 * `GET /api/studio/pages/{id}/history/{version}/changes`: the version beside the page's saved draft, entry by entry,
 * field by field and per locale (the comparison "Changes since publish" makes with the published state); 404 for
 * no such page or version.
 */
export const GET = studioRoute<{ id: string; version: string }>(async ({ params }) => {
  const path = parseParams(StudioPageVersionParams, params);
  if (!path.ok) return path.response;
  const found = await compareVersionWithDraft(path.data.id, path.data.version);
  if (!found) return jsonError(404, 'There is no page with this id.');
  const { changes, labels, version } = found;
  const types = [...changes.blocks, ...changes.linked].map((e) => e.contentType);
  return json({ ...changes, labels, names: contentTypeNames(types), version }, { headers: { 'Cache-Control': 'private, no-store' } });
});
