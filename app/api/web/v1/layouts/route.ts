import { loadLayout } from '@/server/content/pages';
import { apiRoute, parseQuery } from '@/server/api/handler';
import { json, jsonError } from '@/server/api/respond';
import { getTranslator } from '@/lib/i18n/intl';
import { hasPreviewAccess } from '@/preview/access';
import { siteNavigation } from '@/renderer/layout';
import { LayoutQuery } from '@/schemas/api/preview';

/**
 * `GET layouts/`: the layout (menus, announcement, smart-link exempt paths) of a country and language.
 * Preview mode (SPEC §7: `X-Preview-Mode: true`, the previewed locale in `Accept-Language`, segments in
 * `user_segments`) answers the draft layout as a visitor in those segments sees it, for editors only (draft
 * mode or `X-Preview-Secret`); otherwise the published layout as the live pages show it (no segment).
 */
export const GET = apiRoute(async ({ request, url, locale: { country, lang, locale } }) => {
  const query = parseQuery(LayoutQuery, url.searchParams, ['user_segments']);
  if (!query.ok) return query.response;
  const preview = request.headers.get('x-preview-mode')?.toLowerCase() === 'true';
  if (preview && !(await hasPreviewAccess(request))) return jsonError(401, 'Preview access is required');
  const layout = await loadLayout(country.code, locale, preview);
  if (!layout) return jsonError(404, 'Layout not found');
  const segments = preview ? query.data.user_segments : [];
  const navigation = siteNavigation(layout, getTranslator(country, lang), { country: country.code, locale }, segments);
  if (navigation.source !== 'cms') return jsonError(404, 'Layout not found');
  return json(
    {
      id: layout.id,
      country: country.code,
      language: lang,
      announcement: navigation.announcement ?? null,
      headerMenus: navigation.header,
      footerMenus: navigation.footer,
      config: { smartLinkExemptedPaths: navigation.smartLinkExemptedPaths },
    },
    preview ? { headers: { 'cache-control': 'no-store' } } : {},
  );
});
