import { parseJsonBody } from '@/server/api/handler';
import { json, jsonError } from '@/server/api/respond';
import { StudioNewBlockBody } from '@/schemas/api/studio';
import { studioBlockForm } from '@/server/studio/blocks';
import { createEntry } from '@/server/studio/content';
import { studioRoute } from '@/server/studio/route';

/** `POST /api/studio/entries`: a new, empty block entry of a registered block's content type (a draft). */
export const POST = studioRoute(async ({ request }) => {
  const body = await parseJsonBody(request, StudioNewBlockBody);
  if (!body.ok) return body.response;
  if (!studioBlockForm(body.data.contentType)) return jsonError(400, `No block is registered for the content type ${body.data.contentType}.`);
  return json(await createEntry(body.data.contentType, {}), { status: 201 });
});
