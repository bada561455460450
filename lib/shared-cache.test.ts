import { describe, expect, it } from 'vitest';
import { decideLocale, type LocaleRequest } from './locale/resolve';
import { ambiguousCacheInputs, cookieValues, firstCookie, firstHeaderValue, NO_INPUTS, readEither, sharedCacheHeaders, withVary } from './shared-cache';

/** The headers the proxy sends for a locale decision alone (no flags, no cookie written unless the decision writes one). */
function headersFor(req: Partial<LocaleRequest> & { pathname: string }) {
  const decision = decideLocale({ search: '', ...req });
  return sharedCacheHeaders(decision.inputs, { setsCookie: decision.setCountryCookie || decision.setLanguageCookie });
}

const SHARED = { vary: [] };

describe('what a shared cache may keep (issue 20)', () => {
  it('keeps a page whose country is the host’s and whose language the URL names', () => {
    expect(headersFor({ pathname: '/en/pages/gifts', host: 'www.atelier.co.th', countryCookie: 'TH', languageCookie: 'en' })).toEqual(SHARED);
    // A country of one language: the unprefixed URL names it.
    expect(headersFor({ pathname: '/pages/gifts', host: 'atelier.sg', countryCookie: 'SG', languageCookie: 'en' })).toEqual(SHARED);
    // The language parameter is in the URL: its redirect reads nothing else.
    expect(headersFor({ pathname: '/', search: '?language=en', host: 'th.localhost', countryCookie: 'TH', languageCookie: 'en' })).toEqual(SHARED);
    // A header or cookie naming another country is not read when the host names one.
    expect(headersFor({ pathname: '/en/', host: 'th.localhost', siteCountryHeader: 'MY', countryCookie: 'TH', languageCookie: 'en' })).toEqual(SHARED);
  });

  it('keeps every shared cache out when the x-site-country header chose the country (and names it in Vary)', () => {
    expect(headersFor({ pathname: '/', host: '127.0.0.1:3000', siteCountryHeader: 'MY', countryCookie: 'MY', languageCookie: 'en' })).toEqual({ vary: ['x-site-country'], cacheControl: 'private' });
  });

  it('keeps every shared cache out when a cookie, the query or the default chose the country', () => {
    for (const req of [
      { countryCookie: 'MY', languageCookie: 'en' },
      { search: '?country_code=MY', countryCookie: 'MY', languageCookie: 'en' },
      { countryCookie: 'SG', languageCookie: 'en' }, // the default country, by the cookie: another's cookie must not get it
    ]) {
      expect(headersFor({ pathname: '/', host: 'localhost:3000', ...req }), JSON.stringify(req)).toEqual({ vary: ['x-site-country'], cacheControl: 'private' });
    }
  });

  it('keeps every shared cache out of an unprefixed page of a country of several languages: the cookie chose its language', () => {
    // Thai by the cookie: the page itself, which a visitor whose cookie says English must not get.
    expect(headersFor({ pathname: '/', host: 'th.localhost', countryCookie: 'TH', languageCookie: 'th' })).toEqual({ vary: [], cacheControl: 'private' });
    // English by the cookie: the redirect to /en/, which a Thai visitor must not get.
    const english = decideLocale({ pathname: '/', search: '', host: 'th.localhost', countryCookie: 'TH', languageCookie: 'en' });
    expect(english).toMatchObject({ kind: 'redirect', location: '/en' });
    expect(sharedCacheHeaders(english.inputs, { setsCookie: false })).toEqual({ vary: [], cacheControl: 'private' });
  });

  it('varies a first visit on Accept-Language, and keeps it private (it sets the language cookie)', () => {
    const first = decideLocale({ pathname: '/', search: '', host: 'th.localhost', acceptLanguage: 'en-GB,en;q=0.9' });
    expect(first).toMatchObject({ kind: 'redirect', location: '/en', setLanguageCookie: true });
    expect(sharedCacheHeaders(first.inputs, { setsCookie: true })).toEqual({ vary: ['Accept-Language'], cacheControl: 'private' });
    // With a language cookie, Accept-Language is not read.
    expect(decideLocale({ pathname: '/', search: '', host: 'th.localhost', languageCookie: 'th', acceptLanguage: 'en' }).inputs.acceptLanguage).toBe(false);
  });

  it('keeps every shared cache out of an answer that sets a cookie, or read the visitor’s cookies for its page flags', () => {
    expect(sharedCacheHeaders(NO_INPUTS, { setsCookie: true })).toEqual({ vary: [], cacheControl: 'private' });
    const hostAndPrefix = decideLocale({ pathname: '/en/', search: '', host: 'th.localhost', countryCookie: 'TH', languageCookie: 'en' }).inputs;
    expect(sharedCacheHeaders(readEither(hostAndPrefix, { cookies: true }), { setsCookie: false })).toEqual({ vary: [], cacheControl: 'private' });
    expect(sharedCacheHeaders(readEither(hostAndPrefix, { cookies: false }), { setsCookie: false })).toEqual(SHARED);
  });

  it('stores an editor’s page (the studio, a preview path) nowhere: Next’s own no-store for them must not turn into a bare private', () => {
    const studio = readEither(decideLocale({ pathname: '/studio', search: '', host: 'sg.localhost', countryCookie: 'SG', languageCookie: 'en' }).inputs, { personal: true });
    expect(sharedCacheHeaders(studio, { setsCookie: false })).toEqual({ vary: [], cacheControl: 'private, no-store' });
    expect(sharedCacheHeaders(readEither(NO_INPUTS, { personal: true, cookies: true }), { setsCookie: true }).cacheControl).toBe('private, no-store');
  });

  it('adds names to Vary once, case-insensitively, and leaves `*` alone', () => {
    expect(withVary('rsc, Accept-Encoding', ['x-site-country', 'accept-encoding'])).toBe('rsc, Accept-Encoding, x-site-country');
    expect(withVary(null, ['x-site-country'])).toBe('x-site-country');
    expect(withVary(null, [])).toBeUndefined();
    expect(withVary('*', ['x-site-country'])).toBe('*');
  });
});

describe('a cookie or header a cache in front keys on, sent twice (issue 30)', () => {
  const inputsOf = (headers: Record<string, string>) => ambiguousCacheInputs(new Headers(headers));

  it('reads the first occurrence of a cookie, as nginx keys on it (Next would read the last)', () => {
    expect(cookieValues('locale=SG; locale=TH', 'locale')).toEqual(['SG', 'TH']);
    expect(firstCookie('device-id=abc; locale=SG; locale=TH', 'locale')).toBe('SG');
    // Two Cookie header lines reach the store joined with "; ".
    expect(firstCookie('locale=TH;language=lng_th; locale=SG', 'locale')).toBe('TH');
    expect(firstCookie('language=lng%5Fth', 'language')).toBe('lng_th');
    expect(firstCookie('xlocale=TH', 'locale')).toBeUndefined();
    expect(firstCookie(null, 'locale')).toBeUndefined();
    expect(firstHeaderValue('th, sg')).toBe('th');
    expect(firstHeaderValue('sg.localhost:3000')).toBe('sg.localhost:3000');
    expect(firstHeaderValue(null)).toBeNull();
  });

  it('names a key cookie sent twice, or spelt so that only a lenient reader takes it for the cookie', () => {
    expect(inputsOf({ cookie: 'locale=SG; language=lng_en; locale=TH; language=lng_th' })).toEqual(['cookie locale', 'cookie language']);
    expect(inputsOf({ cookie: 'experiment-flags=100; experiment-flags=000' })).toEqual(['cookie experiment-flags']);
    expect(inputsOf({ cookie: '__prerender_bypass=; __prerender_bypass=x' })).toEqual(['cookie __prerender_bypass']);
    // nginx matches the name in any case, with spaces before `=`, and splits pairs at a comma too.
    expect(inputsOf({ cookie: 'LOCALE=TH; locale=SG' })).toEqual(['cookie locale']);
    expect(inputsOf({ cookie: 'locale =TH; locale=SG' })).toEqual(['cookie locale']);
    expect(inputsOf({ cookie: 'foo=a,locale=TH' })).toEqual(['cookie locale']);
  });

  it('names a key header that holds a list (a repeated header, joined by Node)', () => {
    expect(inputsOf({ 'x-site-country': 'th, sg' })).toEqual(['header x-site-country']);
    expect(inputsOf({ 'x-forwarded-host': 'th.localhost, sg.localhost' })).toEqual(['header x-forwarded-host']);
    expect(inputsOf({ rsc: '1, 1', 'next-router-prefetch': '1, 1' })).toEqual(['header rsc', 'header next-router-prefetch']);
    // Next takes its router headers out before the proxy runs, and Node keeps the first Host: the preload names them.
    expect(inputsOf({ 'x-atelier-repeated-headers': 'accept, host, next-router-state-tree, rsc' })).toEqual(['header host', 'header rsc', 'header next-router-state-tree']);
    expect(inputsOf({ 'x-atelier-repeated-headers': 'accept, cookie' })).toEqual([]);
  });

  it('finds nothing in a browser’s ordinary request', () => {
    const cookie = 'locale=SG; language=lng_en; device-id=0f3c; experiment-flags=000; kameleoonVisitorCode=abc; other=a,b';
    expect(inputsOf({ cookie, 'x-site-country': 'sg', 'x-forwarded-host': 'sg.localhost:3000', rsc: '1', 'next-router-state-tree': '%5B%22%22%2C%7B%7D%5D' })).toEqual([]);
    expect(inputsOf({})).toEqual([]);
  });

  it('stores the answer to such a request nowhere', () => {
    expect(sharedCacheHeaders(readEither(NO_INPUTS, { ambiguous: true }), { setsCookie: false })).toEqual({ vary: [], cacheControl: 'private, no-store' });
  });
});
