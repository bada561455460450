import { connection } from 'next/server';
import { loadLayout } from '../../../../../content/pages';
import { json, jsonError, requestLocale } from '../../../../../lib/api/respond';
import { getTranslator } from '../../../../../lib/i18n/intl';
import { siteNavigation } from '../../../../../renderer/layout';

/** `GET layouts/`: the layout (menus, announcement, smart-link exempt paths) of a country and language. */
export async function GET(request: Request) {
  await connection();
  const where = requestLocale(request);
  if (!where.ok) return where.response;
  const { country, lang, locale } = where.value;
  const layout = await loadLayout(country.code, locale);
  if (!layout) return jsonError(404, 'Layout not found');
  const navigation = siteNavigation(layout, getTranslator(country, lang), { country: country.code, locale });
  if (navigation.source !== 'cms') return jsonError(404, 'Layout not found');
  return json({
    id: layout.id,
    country: country.code,
    language: lang,
    announcement: navigation.announcement ?? null,
    headerMenus: navigation.header,
    footerMenus: navigation.footer,
    config: { smartLinkExemptedPaths: navigation.smartLinkExemptedPaths },
  });
}
