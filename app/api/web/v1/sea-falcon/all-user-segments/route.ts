import { loadUserSegments } from '@/server/content/pages';
import { apiRoute, ok } from '@/server/api/handler';
import { jsonError } from '@/server/api/respond';
import { hasPreviewAccess } from '@/preview/access';
import { UserSegmentsResponse } from '@/schemas/api/preview';

/** `GET sea-falcon/all-user-segments/`: the user segments editors can preview as (SPEC §7), editors only. */
export const GET = apiRoute(async ({ request, locale }) => {
  if (!(await hasPreviewAccess(request))) return jsonError(401, 'Preview access is required');
  return ok(UserSegmentsResponse, { items: await loadUserSegments(locale.locale) }, { headers: { 'cache-control': 'no-store' } });
});
