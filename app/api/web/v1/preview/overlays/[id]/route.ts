import { apiRoute, notFound, ok, parseParams, parseQuery } from '@/server/api/handler';
import { jsonError } from '@/server/api/respond';
import { hasPreviewAccess } from '@/preview/access';
import { overlayVisible, previewOverlay } from '@/preview/overlays';
import { LayoutQuery, OverlayIdParams, OverlayResponse } from '@/schemas/api/preview';

/**
 * `GET preview/overlays/{id}` (SPEC §7 show): the latest draft of an overlay, and whether a visitor in the
 * request's country and `user_segments` would see it. Editors only (draft mode or `X-Preview-Secret`).
 */
export const GET = apiRoute<{ id: string }>(async ({ request, url, params, locale }) => {
  const id = parseParams(OverlayIdParams, params);
  if (!id.ok) return id.response;
  const query = parseQuery(LayoutQuery, url.searchParams, ['user_segments']);
  if (!query.ok) return query.response;
  if (!(await hasPreviewAccess(request))) return jsonError(401, 'Preview access is required');
  const overlay = await previewOverlay(id.data.id, locale.locale);
  if (!overlay) return notFound();
  const visible = overlayVisible(overlay, locale.country.code, query.data.user_segments);
  return ok(OverlayResponse, { ...overlay, visible }, { headers: { 'cache-control': 'no-store' } });
});
