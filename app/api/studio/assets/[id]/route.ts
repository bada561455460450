import { parseParams } from '@/server/api/handler';
import { json } from '@/server/api/respond';
import { StudioEntryId } from '@/schemas/api/studio';
import { deleteUnusedAsset } from '@/server/studio/content';
import { studioRoute } from '@/server/studio/route';

/**
 * `DELETE /api/studio/assets/{id}`: removes an image no entry links to (unpublished, then deleted in the content
 * source); 409 `AssetInUse` naming the entries that still use it (`details.entries`), 404 for no such image.
 */
export const DELETE = studioRoute<{ id: string }>(async ({ params }) => {
  const path = parseParams(StudioEntryId, params);
  if (!path.ok) return path.response;
  await deleteUnusedAsset(path.data.id);
  return json({ deleted: path.data.id });
});
