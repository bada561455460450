import { NextResponse, type NextRequest } from 'next/server';
import { COOKIES, cookieOptions, languageCookieValue, languageFromCookie } from './lib/cookies';
import { decideLocale } from './lib/locale/resolve';
import { brandRedirectPath } from './lib/brand-redirects';
import site from './config/site.json';

/** The CDN header carrying the visitor's geo country (for the welcome mat). */
const GEO_HEADER = (process.env.GEO_COUNTRY_HEADER || site.geoCountryHeader).toLowerCase();

/**
 * Resolves country and language (SPEC §5) and rewrites the public URL onto `/{country}/{lang}/…`, so
 * every page is cached per country and language and no page reads cookies or headers itself.
 */
export function proxy(request: NextRequest) {
  const { nextUrl } = request;
  const renamedBrand = brandRedirectPath(nextUrl.pathname);
  if (renamedBrand) return NextResponse.redirect(new URL(renamedBrand + nextUrl.search, request.url), 308);
  const decision = decideLocale({
    pathname: nextUrl.pathname,
    search: nextUrl.search,
    host: request.headers.get('x-forwarded-host') ?? request.headers.get('host'),
    siteCountryHeader: request.headers.get('x-site-country'),
    countryCookie: request.cookies.get(COOKIES.country.name)?.value,
    languageCookie: languageFromCookie(request.cookies.get(COOKIES.language.name)?.value),
    acceptLanguage: request.headers.get('accept-language'),
  });

  const response =
    decision.kind === 'redirect'
      ? NextResponse.redirect(new URL(decision.location, request.url), 307)
      : NextResponse.rewrite(new URL(decision.path + nextUrl.search, request.url));

  if (decision.setCountryCookie) {
    response.cookies.set(COOKIES.country.name, decision.country.code, cookieOptions('country'));
  }
  if (decision.setLanguageCookie) {
    response.cookies.set(COOKIES.language.name, languageCookieValue(decision.lang), cookieOptions('language'));
  }
  const geo = request.headers.get(GEO_HEADER)?.trim().toUpperCase();
  if (geo && /^[A-Z]{2}$/.test(geo) && request.cookies.get(COOKIES.visitorCountry.name)?.value !== geo) {
    response.cookies.set(COOKIES.visitorCountry.name, geo, cookieOptions('visitorCountry'));
  }
  return response;
}

export const config = {
  // Pages only: API routes, Next's assets and files with an extension pass straight through.
  matcher: ['/((?!api/|_next/|favicon\\.ico|robots\\.txt|sitemap\\.xml|.*\\.[a-zA-Z0-9]{2,5}$).*)'],
};
