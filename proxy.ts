import { NextResponse, type NextRequest } from 'next/server';
import { COOKIES, cookieOptions, languageCookieValue, languageFromCookie } from './lib/cookies';
import { decideLocale, internalPath } from './lib/locale/resolve';
import { decidePageFlags } from './lib/experiments/proxy-flags';
import { readyWithin, serverExperiments } from './server/experiments/client';
import { brandRedirectPath } from './lib/brand-redirects';
import { isGatedSandboxPath, sandboxEnabled } from './lib/sandbox';
import { isPreviewPath } from './lib/routes';
import { isDeviceId, newDeviceId } from './lib/device-id';
import site from './config/site.json';
import { verifyAccessToken } from './commerce/accounts/tokens';
import { ADMINS_ONLY_PAGE, FORBIDDEN_PAGE, isStudioAdminPath, isStudioPath, studioAccess } from './server/studio/editor';
import { unreadablePathMessage, unreadablePathSegment } from './lib/url-path';
import { ambiguousCacheInputs, DRAFT_MODE_COOKIE, firstCookie, firstHeaderValue, readEither, sharedCacheHeaders, withVary, type RequestInputs } from './lib/shared-cache';
import { behindTls, newScriptNonce, perRequestPagePolicy, scriptNonceRequestPolicy, type PerRequestPage } from './lib/security-headers';

/** The CDN header carrying the visitor's geo country (for the welcome mat). */
const GEO_HEADER = (process.env.GEO_COUNTRY_HEADER || site.geoCountryHeader).toLowerCase();

/** How long the first request of a process waits for the experiment configuration before using defaults. */
const FIRST_CONFIGURATION_WAIT_MS = 50;

/** A router prefetch: evaluated like a page view, but no exposure is recorded. */
function isPrefetch(request: NextRequest): boolean {
  return request.headers.get('next-router-prefetch') === '1' || request.headers.get('purpose') === 'prefetch';
}

/**
 * Resolves country and language (SPEC §5) and the visitor's page flags (issue 11), and rewrites the public URL
 * onto `/{country}/{lang}/{flags}/…`, so every page is cached per country, language and flag combination and no
 * page reads cookies or headers itself.
 */
export async function proxy(request: NextRequest) {
  const { nextUrl } = request;
  // A segment that cannot be decoded (or decodes to a control character) names nothing; Next would answer it with
  // a bare 500. API and sitemap paths reach the proxy only when they hold a `%` (see `config.matcher`).
  const unreadable = unreadablePathSegment(nextUrl.pathname);
  if (nextUrl.pathname.startsWith('/api/') || nextUrl.pathname.startsWith('/sitemaps/')) {
    if (!unreadable) return NextResponse.next();
    if (nextUrl.pathname.startsWith('/sitemaps/')) return new NextResponse('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
    return NextResponse.json({ message: unreadablePathMessage(unreadable) }, { status: 400 });
  }
  // A page path: sent on to the 404 page (SPEC §2). Not rewritten onto it: Next also matches the URL as sent against
  // the page's dynamic route and fails on it again when the path has four segments or more.
  if (unreadable) return NextResponse.redirect(new URL('/404', request.url), 307);
  const renamedBrand = brandRedirectPath(nextUrl.pathname);
  if (renamedBrand) return NextResponse.redirect(new URL(renamedBrand + nextUrl.search, request.url), 308);
  // A cache in front keys on the first of a repeated cookie or header (nginx), Next would read the last cookie and a
  // joined header: the store decides by the first as well, and stores such an answer nowhere (lib/shared-cache.ts).
  const cookieHeader = request.headers.get('cookie');
  const ambiguous = ambiguousCacheInputs(request.headers).length > 0;
  const decision = decideLocale({
    pathname: nextUrl.pathname,
    search: nextUrl.search,
    host: firstHeaderValue(request.headers.get('x-forwarded-host')) ?? request.headers.get('host'),
    siteCountryHeader: firstHeaderValue(request.headers.get('x-site-country')),
    countryCookie: firstCookie(cookieHeader, COOKIES.country.name),
    languageCookie: languageFromCookie(firstCookie(cookieHeader, COOKIES.language.name)),
    acceptLanguage: request.headers.get('accept-language'),
  });

  if (decision.kind === 'redirect') {
    const response = NextResponse.redirect(new URL(decision.location, request.url), 307);
    setLocaleCookies(request, response, decision);
    return forSharedCaches(response, readEither(decision.inputs, { ambiguous }));
  }

  // The editors' studio: a visitor signs in first, a shopper's session gets 403 before anything renders (and an
  // editor's, on the admins' pages).
  const studio = isStudioPath(decision.rest);
  if (studio) {
    const refusal = await studioRefusal(request, isStudioAdminPath(decision.rest));
    if (refusal) return forSharedCaches(refusal, readEither(decision.inputs, { personal: true, ambiguous }));
  }

  const shared = serverExperiments();
  if (!shared.experiments.client?.isInitialized()) await readyWithin(shared, FIRST_CONFIGURATION_WAIT_MS);
  const flags = decidePageFlags(shared.experiments, {
    visitorCode: request.cookies.get(COOKIES.visitor.name)?.value,
    simulationCookie: request.cookies.get(COOKIES.experimentSimulation.name)?.value,
    consent: request.cookies.get(COOKIES.experimentConsent.name)?.value,
    country: decision.country.code,
    pagePath: nextUrl.pathname,
    track: !isPrefetch(request),
  });
  // The store's (prerendered) 404 page for developer pages with the sandbox off, and for preview pages
  // without draft mode (with its cookie the preview pages check its value themselves, preview/access.ts, so a
  // made-up cookie shows nothing).
  const preview = isPreviewPath(decision.rest);
  const closed = (isGatedSandboxPath(decision.rest) && !sandboxEnabled()) || (preview && !request.cookies.has(DRAFT_MODE_COOKIE));
  const rest = closed ? '/404' : decision.rest;
  const path = decision.flagsPath ? internalPath(decision.country, decision.lang, rest, flags.token) : decision.path;
  // A nonce for the scripts Next renders for this request, should the page have a part rendered per request (its
  // cached shell's scripts are allowed by hash; lib/security-headers.ts, server/cache/inline-script-policy.mjs).
  // Any such header the client sent is replaced.
  const nonce = newScriptNonce();
  const forwarded = new Headers(request.headers);
  forwarded.set('content-security-policy', scriptNonceRequestPolicy(nonce));
  forwarded.delete('content-security-policy-report-only');
  const response = NextResponse.rewrite(new URL(path + nextUrl.search, request.url), { request: { headers: forwarded } });
  // An editor's page (the studio; a preview page, with draft mode) is rendered wholly for the request, in draft mode
  // without the page cache whose handler would add the page's policy: its enforced policy allows inline scripts by
  // this request's nonce alone (lib/security-headers.ts). It replaces the general policy of Next's header rules, and
  // Next, which copies the proxy's response headers onto the request, reads the nonce from it.
  const perRequest: PerRequestPage | undefined = closed ? undefined : studio ? 'studio' : preview ? 'preview' : undefined;
  if (perRequest) response.headers.set('content-security-policy', perRequestPagePolicy(perRequest, { nonce, tls: behindTls(request.headers) }));
  setLocaleCookies(request, response, decision);
  if (flags.keepVisitorCookie) response.cookies.set(COOKIES.visitor.name, flags.visitorCode, cookieOptions('visitor'));
  if (flags.revokeVisitorCookie) response.cookies.set(COOKIES.visitor.name, flags.visitorCode, { ...cookieOptions('visitor'), maxAge: 0 });
  if (firstCookie(cookieHeader, COOKIES.experimentFlags.name) !== flags.token) {
    response.cookies.set(COOKIES.experimentFlags.name, flags.token, cookieOptions('experimentFlags'));
  }
  // The guest's bag is the device's: given with the first page, before the page's API calls, which would
  // otherwise each mint one when they race (the header's count against a first add) and lose the add.
  if (!isDeviceId(request.cookies.get(COOKIES.deviceId.name)?.value)) response.cookies.set(COOKIES.deviceId.name, newDeviceId(), cookieOptions('deviceId'));
  // The page read the visitor's experiment cookies when a page flag can differ between visitors; a preview path
  // the draft-mode cookie; the studio the session.
  const read = readEither(decision.inputs, { cookies: decision.flagsPath && flags.variesByVisitor, personal: preview || studio, ambiguous });
  forSharedCaches(response, read);
  return response;
}

/**
 * Marks an answer for the shared caches in front (a CDN, nginx) by what it read besides the URL and the host, and
 * whether it sets a cookie (lib/shared-cache.ts). On a rewrite, Next keeps this Cache-Control on the page's answer
 * (it sets its own only where none is set, or `no-store` on a dynamic page) but replaces the Vary.
 */
function forSharedCaches<T extends NextResponse>(response: T, read: RequestInputs): T {
  const rule = sharedCacheHeaders(read, { setsCookie: response.headers.getSetCookie().length > 0 });
  const vary = withVary(response.headers.get('vary'), rule.vary);
  if (vary) response.headers.set('vary', vary);
  // An answer of the proxy's own that already says private (the studio's 403) keeps its word.
  if (rule.cacheControl && !/\bprivate\b/i.test(response.headers.get('cache-control') ?? '')) response.headers.set('cache-control', rule.cacheControl);
  return response;
}

async function studioRefusal(request: NextRequest, adminsOnly: boolean): Promise<NextResponse | undefined> {
  const claims = await verifyAccessToken(request.cookies.get(COOKIES.jwtData.name)?.value, request.cookies.get(COOKIES.jwtSignature.name)?.value);
  const access = await studioAccess(claims);
  if (access.ok && adminsOnly && access.role !== 'admin') return forbidden(ADMINS_ONLY_PAGE);
  if (access.ok || access.status === 404) return undefined; // the studio page answers 404 itself
  if (access.status === 401) {
    const returnTo = request.nextUrl.pathname + request.nextUrl.search;
    return NextResponse.redirect(new URL(`/sign_in?return_to=${encodeURIComponent(returnTo)}`, request.url), 307);
  }
  return forbidden(FORBIDDEN_PAGE);
}

const forbidden = (page: string) => new NextResponse(page, { status: 403, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-store' } });

function setLocaleCookies(request: NextRequest, response: NextResponse, decision: ReturnType<typeof decideLocale>) {
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
}

export const config = {
  // Pages only: API routes, Next's assets and files with an extension pass straight through — but API and sitemap
  // paths holding a `%`, which the proxy checks for an unreadable segment (see `unreadablePathSegment`).
  matcher: ['/((?!api/|_next/|favicon\\.ico|robots\\.txt|sitemap\\.xml|.*\\.[a-zA-Z0-9]{2,5}$).*)', '/(api|sitemaps)/(.*%.*)'],
};
