import { parseJsonBody, parseParams } from '@/server/api/handler';
import { json, jsonError } from '@/server/api/respond';
import { StudioEntryId, StudioPublishBody } from '@/schemas/api/studio';
import { entryProblems } from '@/lib/studio/validate';
import { studioEntryForm } from '@/server/studio/blocks';
import { isSegmentBlocks, segmentBlocksProblems } from '@/lib/studio/segment-blocks';
import { DEFAULT_LOCALE, loadEntry, publishEntry, unpublishEntry } from '@/server/studio/content';
import { studioRoute } from '@/server/studio/route';

/**
 * `PUT /api/studio/entries/{id}/published`: publishes the draft of `version`. A block entry is checked against
 * its block's schema in every locale it has values in first (422 with each problem), a segment-blocks entry for
 * its segments (at least one, well formed), so shoppers never get a block the renderer would skip; 409 when someone saved since.
 * Publishers and admins only: an editor gets 403 and saves drafts.
 */
export const PUT = studioRoute<{ id: string }>(async ({ request, params }) => {
  const path = parseParams(StudioEntryId, params);
  if (!path.ok) return path.response;
  const body = await parseJsonBody(request, StudioPublishBody);
  if (!body.ok) return body.response;
  const entry = await loadEntry(path.data.id);
  if (isSegmentBlocks(entry.contentType)) {
    const segmentProblems = segmentBlocksProblems(entry.fields, DEFAULT_LOCALE);
    if (segmentProblems.length) return jsonError(422, `Segment blocks cannot be published yet: ${segmentProblems.map((p) => p.message).join(' ')}`, { problems: segmentProblems });
  }
  const form = studioEntryForm(entry.contentType);
  const problems = form ? entryProblems(form, entry.fields, DEFAULT_LOCALE) : [];
  if (problems.length) return jsonError(422, `${form!.name} cannot be published yet: ${problems.map((p) => p.message).join(' ')}`, { problems });
  return json(await publishEntry(path.data.id, body.data.version));
}, { least: 'publisher' });

/** `DELETE /api/studio/entries/{id}/published`: unpublishes the entry (shoppers no longer get it). Publishers and admins only, as publishing. */
export const DELETE = studioRoute<{ id: string }>(async ({ params }) => {
  const path = parseParams(StudioEntryId, params);
  if (!path.ok) return path.response;
  return json(await unpublishEntry(path.data.id));
}, { least: 'publisher' });
