import { parseJsonBody, parseParams } from '@/server/api/handler';
import { json } from '@/server/api/respond';
import { StudioEntryId, StudioSaveBody } from '@/schemas/api/studio';
import { loadEntry, saveEntry } from '@/server/studio/content';
import { studioRoute } from '@/server/studio/route';

/** `GET /api/studio/entries/{id}`: the entry's latest draft (what "reload" shows after a conflict). */
export const GET = studioRoute<{ id: string }>(async ({ params }) => {
  const path = parseParams(StudioEntryId, params);
  if (!path.ok) return path.response;
  return json(await loadEntry(path.data.id), { headers: { 'Cache-Control': 'private, no-store' } });
});

/** `PUT /api/studio/entries/{id}`: saves a draft from `version`; 409 when someone saved since, 422 for invalid fields. */
export const PUT = studioRoute<{ id: string }>(async ({ request, params }) => {
  const path = parseParams(StudioEntryId, params);
  if (!path.ok) return path.response;
  const body = await parseJsonBody(request, StudioSaveBody, 512 * 1024);
  if (!body.ok) return body.response;
  return json(await saveEntry(path.data.id, body.data.version, body.data.fields));
});
