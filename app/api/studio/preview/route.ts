import { cookies, draftMode } from 'next/headers';
import { parseQuery } from '@/server/api/handler';
import { jsonError } from '@/server/api/respond';
import { COOKIES, cookieOptions, languageCookieValue } from '@/lib/cookies';
import { countries, defaultLanguage } from '@/config/countries/registry';
import { StudioPreviewQuery } from '@/schemas/api/studio';
import { studioLocale } from '@/server/studio/locales';
import { studioRoute } from '@/server/studio/route';
import { parseSegments } from '@/preview/options';

/**
 * `GET /api/studio/preview?slug=…&locale=…&user_segments=…`: the studio's preview frame. For an editor it turns on
 * draft mode (as `/api/preview` does with the secret), sets the previewed country and language and opens the page's
 * preview route in that locale, for the user segments given (`user_segments`, as the preview options picker sends
 * them), where the live renderer shows the saved draft as a visitor in those segments gets it.
 *
 * A GET that changes state (draft mode, the editor's country and language cookies): a link or frame of another site
 * is refused (403) like a cross-site mutation, before anything is read or set (`changesState`, server/api/same-origin.ts).
 */
export const GET = studioRoute(async ({ url }) => {
  const query = parseQuery(StudioPreviewQuery, url.searchParams);
  if (!query.ok) return query.response;
  const target = studioLocale(query.data.locale);
  const country = target && countries.get(target.country);
  if (!target || !country) return jsonError(400, `The store serves no locale ${query.data.locale}.`);
  (await draftMode()).enable();
  const prefix = target.lang === defaultLanguage(country) ? '' : `/${target.lang}`;
  const segments = parseSegments(query.data.user_segments);
  const path = `${query.data.slug === 'home' ? '/preview/homepage' : `/preview/pages/${query.data.slug}`}${segments.length ? `?user_segments=${segments.join(',')}` : ''}`;
  // The proxy reads the language cookie before the country's default, so both are set (as the preview options do).
  const jar = await cookies();
  jar.set(COOKIES.country.name, country.code, cookieOptions('country'));
  jar.set(COOKIES.language.name, languageCookieValue(target.lang), cookieOptions('language'));
  return new Response(null, { status: 303, headers: { location: `${prefix}${path}`, 'cache-control': 'no-store' } });
}, { changesState: true });
