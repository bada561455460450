import { parseParams } from '@/server/api/handler';
import { json, jsonError } from '@/server/api/respond';
import { StudioEntryId } from '@/schemas/api/studio';
import { contentTypeNames, studioEntryForm } from '@/server/studio/blocks';
import { loadPageChanges } from '@/server/studio/content';
import { studioRoute } from '@/server/studio/route';

/**
 * `GET /api/studio/pages/{id}/changes`: what changed in the page since its last publish, entry by entry, field by
 * field and per locale, the published value beside the saved draft's (lib/studio/changes.ts); 404 for no such page.
 */
export const GET = studioRoute<{ id: string }>(async ({ params }) => {
  const path = parseParams(StudioEntryId, params);
  if (!path.ok) return path.response;
  const found = await loadPageChanges(path.data.id, (type) => studioEntryForm(type)?.fields.filter((f) => f.kind === 'value').map((f) => f.name) ?? []);
  if (!found) return jsonError(404, 'There is no page with this id.');
  const { changes, labels } = found;
  const types = [...changes.blocks, ...changes.linked].map((e) => e.contentType);
  return json({ ...changes, labels, names: contentTypeNames(types) }, { headers: { 'Cache-Control': 'private, no-store' } });
});
