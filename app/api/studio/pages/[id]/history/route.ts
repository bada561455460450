import { parseParams } from '@/server/api/handler';
import { json } from '@/server/api/respond';
import { StudioEntryId } from '@/schemas/api/studio';
import { pageHistory } from '@/server/studio/publish';
import { studioRoute } from '@/server/studio/route';

/** `GET /api/studio/pages/{id}/history`: the page's versions (each publish from the studio), newest first, with who and when. */
export const GET = studioRoute<{ id: string }>(async ({ params }) => {
  const path = parseParams(StudioEntryId, params);
  if (!path.ok) return path.response;
  return json(await pageHistory(path.data.id), { headers: { 'Cache-Control': 'private, no-store' } });
});
