import { parseParams } from '@/server/api/handler';
import { json, jsonError } from '@/server/api/respond';
import { StudioEntryId } from '@/schemas/api/studio';
import { unpublishPage } from '@/server/studio/publish';
import { studioRoute } from '@/server/studio/route';

/**
 * `POST /api/studio/pages/{id}/unpublish`: shoppers no longer get the page (its blocks stay published: other pages
 * may show them); recorded with who and when, so the page's status reads "Unpublished on …". 400 when it is not published.
 */
export const POST = studioRoute<{ id: string }>(async ({ params, editor }) => {
  const path = parseParams(StudioEntryId, params);
  if (!path.ok) return path.response;
  const done = await unpublishPage(path.data.id, editor);
  if (!done) return jsonError(404, 'There is no page with this id.');
  return json(done, { headers: { 'Cache-Control': 'private, no-store' } });
}, { least: 'publisher' });
