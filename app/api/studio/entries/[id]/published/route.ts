import { parseJsonBody, parseParams } from '@/server/api/handler';
import { json, jsonError } from '@/server/api/respond';
import { StudioEntryId, StudioPublishBody } from '@/schemas/api/studio';
import { loadEntry, publishEntry, unpublishEntry } from '@/server/studio/content';
import { publishProblems } from '@/server/studio/publish';
import { studioRoute } from '@/server/studio/route';

/**
 * `PUT /api/studio/entries/{id}/published`: publishes the draft of `version`. A block entry is checked against
 * its block's schema in every locale it has values in first (422 with each problem), a segment-blocks entry for
 * its segments (at least one, well formed), so shoppers never get a block the renderer would skip; 409 when someone
 * saved since. (The studio publishes a page with its blocks in one step: `POST /api/studio/pages/{id}/publish`.)
 * Publishers and admins only: an editor gets 403 and saves drafts.
 */
export const PUT = studioRoute<{ id: string }>(async ({ request, params }) => {
  const path = parseParams(StudioEntryId, params);
  if (!path.ok) return path.response;
  const body = await parseJsonBody(request, StudioPublishBody);
  if (!body.ok) return body.response;
  const entry = await loadEntry(path.data.id);
  const refused = publishProblems(entry);
  if (refused) return jsonError(422, refused.message, { problems: refused.problems });
  return json(await publishEntry(path.data.id, body.data.version));
}, { least: 'publisher' });

/** `DELETE /api/studio/entries/{id}/published`: unpublishes the entry (shoppers no longer get it). Publishers and admins only, as publishing. */
export const DELETE = studioRoute<{ id: string }>(async ({ params }) => {
  const path = parseParams(StudioEntryId, params);
  if (!path.ok) return path.response;
  return json(await unpublishEntry(path.data.id));
}, { least: 'publisher' });
