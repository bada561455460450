import { describe, expect, it } from 'vitest';
import { countries } from '@/config/countries/registry';
import { countryFromHost, decideLocale, negotiateLanguage, resolveCountry, resolveLanguage, storefrontUrl, type LocaleRequest } from './resolve';
import { languageSwitchUrl, localizedPath, splitLocalePrefix } from './paths';

const C = (code: string) => countries.get(code)!;

describe('country from host', () => {
  it.each([
    ['th.localhost', 'TH'],
    ['th.localhost:3000', 'TH'],
    ['staging-th.atelier.com', 'TH'],
    ['www.atelier.co.th', 'TH'],
    ['atelier.sg', 'SG'],
    ['ATELIER.COM.AU', 'AU'],
    ['hk.atelier.com', 'HK'],
    ['www.atelier.co.id', 'ID'],
  ])('%s → %s', (host, code) => {
    expect(countryFromHost(host)?.code).toBe(code);
  });

  it.each(['localhost', 'localhost:3000', '127.0.0.1', '127.0.0.1:3000', 'www.atelier.com', 'auth.atelier.com', 'us.atelier.com', '[::1]:3000', ''])(
    '%s names no country',
    (host) => {
      expect(countryFromHost(host)).toBeUndefined();
    },
  );
});

describe('country resolution order (SPEC §5)', () => {
  const all = { host: 'atelier.co.th', header: 'hk', cookie: 'MY', query: 'ph' };

  it('host wins over header, cookie and query', () => {
    expect(resolveCountry(all)).toMatchObject({ country: C('TH'), source: 'host' });
  });
  it('x-site-country header wins over cookie and query', () => {
    expect(resolveCountry({ ...all, host: 'localhost' })).toMatchObject({ country: C('HK'), source: 'header' });
  });
  it('cookie wins over query', () => {
    expect(resolveCountry({ ...all, host: 'localhost', header: null })).toMatchObject({ country: C('MY'), source: 'cookie' });
  });
  it('query parameter when nothing else names a country', () => {
    expect(resolveCountry({ host: 'localhost', query: 'ph' })).toMatchObject({ country: C('PH'), source: 'query' });
  });
  it('defaults to SG', () => {
    expect(resolveCountry({ host: 'localhost' })).toMatchObject({ country: C('SG'), source: 'default' });
  });
  it('is case-insensitive at every source', () => {
    expect(resolveCountry({ header: 'Th' }).country.code).toBe('TH');
    expect(resolveCountry({ cookie: 'nz' }).country.code).toBe('NZ');
    expect(resolveCountry({ query: 'iD' }).country.code).toBe('ID');
  });
  it('skips an invalid value and goes on to the next source', () => {
    expect(resolveCountry({ host: 'us.example.com', header: 'xx', cookie: 'FR', query: 'au' })).toMatchObject({ country: C('AU'), source: 'query' });
    expect(resolveCountry({ header: 'USA', cookie: 'nz' })).toMatchObject({ country: C('NZ'), source: 'cookie' });
    expect(resolveCountry({ header: 'zz', cookie: '', query: 'q' })).toMatchObject({ country: C('SG'), source: 'default' });
  });
});

describe('language resolution order (SPEC §5)', () => {
  it('language query parameter first, then language_code', () => {
    expect(resolveLanguage(C('HK'), { query: 'zh', queryCode: 'en', cookie: 'en' })).toEqual({ lang: 'zh', source: 'query' });
    expect(resolveLanguage(C('HK'), { queryCode: 'zh', cookie: 'en' })).toEqual({ lang: 'zh', source: 'query' });
  });
  it('then the cookie', () => {
    expect(resolveLanguage(C('TH'), { cookie: 'en' })).toEqual({ lang: 'en', source: 'cookie' });
  });
  it("then the country's first language", () => {
    expect(resolveLanguage(C('TH'), {})).toEqual({ lang: 'th', source: 'default' });
    expect(resolveLanguage(C('ID'), {})).toEqual({ lang: 'id', source: 'default' });
    expect(resolveLanguage(C('SG'), {})).toEqual({ lang: 'en', source: 'default' });
  });
  it("skips a language not in the country's list", () => {
    expect(resolveLanguage(C('SG'), { query: 'th', cookie: 'zh' })).toEqual({ lang: 'en', source: 'default' });
    expect(resolveLanguage(C('HK'), { query: 'fr', queryCode: 'th', cookie: 'zh' })).toEqual({ lang: 'zh', source: 'cookie' });
  });
});

describe('Accept-Language negotiation', () => {
  it('picks the highest-q language the country offers', () => {
    expect(negotiateLanguage('fr-FR,zh-HK;q=0.9,en;q=0.8', C('HK'))).toBe('zh');
    expect(negotiateLanguage('en;q=0.5,th;q=0.9', C('TH'))).toBe('th');
    expect(negotiateLanguage('en-GB,en;q=0.9', C('TH'))).toBe('en');
  });
  it('ignores q=0 and unknown languages', () => {
    expect(negotiateLanguage('zh;q=0,fr', C('HK'))).toBeUndefined();
    expect(negotiateLanguage('', C('HK'))).toBeUndefined();
  });
});

describe('locale paths', () => {
  it('splits a locale prefix', () => {
    expect(splitLocalePrefix('/zh/pages/x')).toEqual({ prefix: 'zh', rest: '/pages/x' });
    expect(splitLocalePrefix('/zh')).toEqual({ prefix: 'zh', rest: '/' });
    expect(splitLocalePrefix('/pages/x')).toEqual({ rest: '/pages/x' });
    expect(splitLocalePrefix('/zhx/a')).toEqual({ rest: '/zhx/a' });
  });
  it('prefixes except the default language', () => {
    expect(localizedPath('/cart', 'zh', 'en')).toBe('/zh/cart');
    expect(localizedPath('/', 'en', 'th')).toBe('/en');
    expect(localizedPath('/cart', 'en', 'en')).toBe('/cart');
  });
  it('builds storefront links on the country\'s domain, prefixed except for its default language', () => {
    expect(storefrontUrl(C('TH'), 'th', '/products/rose-balm')).toBe('https://atelier.co.th/products/rose-balm');
    expect(storefrontUrl(C('TH'), 'en', '/products/rose-balm')).toBe('https://atelier.co.th/en/products/rose-balm');
    expect(storefrontUrl(C('HK'), 'zh', '/users/unlock', 'http://localhost:3000')).toBe('http://localhost:3000/zh/users/unlock');
  });
  it('switching language keeps the page and adds the language parameter unless default', () => {
    expect(languageSwitchUrl('/about', 'zh', 'en')).toBe('/zh/about?language=zh');
    expect(languageSwitchUrl('/zh/about', 'en', 'en')).toBe('/about');
    expect(languageSwitchUrl('/', 'en', 'th')).toBe('/en?language=en');
  });
});

describe('proxy decision', () => {
  const req = (r: Partial<LocaleRequest>): LocaleRequest => ({ pathname: '/', search: '', host: 'localhost:3000', ...r });

  it('SG by default, English, unprefixed, and sets both cookies on first visit', () => {
    expect(decideLocale(req({}))).toMatchObject({ kind: 'rewrite', path: '/sg/en/000', lang: 'en', setCountryCookie: true, setLanguageCookie: true });
  });
  it('a TH host renders Thai at the unprefixed URL', () => {
    expect(decideLocale(req({ host: 'th.localhost:3000', pathname: '/about' }))).toMatchObject({ kind: 'rewrite', path: '/th/th/000/about' });
  });
  it('a prefixed URL is the strongest signal and updates the cookie', () => {
    expect(decideLocale(req({ siteCountryHeader: 'hk', pathname: '/zh/about', languageCookie: 'en', search: '?language=en' }))).toMatchObject({
      kind: 'rewrite', path: '/hk/zh/000/about', setLanguageCookie: true,
    });
  });
  it("a prefix for the country's default language redirects to the unprefixed URL", () => {
    expect(decideLocale(req({ pathname: '/en/about', search: '?a=1' }))).toMatchObject({ kind: 'redirect', location: '/about?a=1' });
  });
  it("a prefix the country does not offer matches no route (404)", () => {
    const d = decideLocale(req({ pathname: '/th/about' }));
    expect(d).toMatchObject({ kind: 'rewrite', path: '/sg/en/000/th/about' });
  });
  it('an unprefixed URL whose language is not the default redirects to the prefixed URL', () => {
    expect(decideLocale(req({ host: 'atelier.co.th', languageCookie: 'en', pathname: '/cart' }))).toMatchObject({ kind: 'redirect', location: '/en/cart' });
  });
  it('a language query parameter redirects to the prefixed URL, keeping the parameter', () => {
    expect(decideLocale(req({ siteCountryHeader: 'hk', pathname: '/about', search: '?language=zh', languageCookie: 'en' }))).toMatchObject({
      kind: 'redirect', location: '/zh/about?language=zh', setLanguageCookie: true,
    });
  });
  it('a language query parameter equal to the default is dropped', () => {
    expect(decideLocale(req({ siteCountryHeader: 'hk', pathname: '/about', search: '?language=en&x=1', languageCookie: 'zh' }))).toMatchObject({
      kind: 'redirect', location: '/about?x=1', lang: 'en', setLanguageCookie: true,
    });
  });
  it('first visit negotiates Accept-Language and redirects once', () => {
    expect(decideLocale(req({ siteCountryHeader: 'hk', acceptLanguage: 'zh-HK,zh;q=0.9' }))).toMatchObject({ kind: 'redirect', location: '/zh', setLanguageCookie: true });
    // With the cookie set, the browser language no longer matters.
    expect(decideLocale(req({ siteCountryHeader: 'hk', acceptLanguage: 'zh-HK', languageCookie: 'en' }))).toMatchObject({ kind: 'rewrite', path: '/hk/en/000' });
  });
  it('does not reset cookies that already hold the resolved values', () => {
    expect(decideLocale(req({ countryCookie: 'SG', languageCookie: 'en' }))).toMatchObject({ setCountryCookie: false, setLanguageCookie: false });
  });
  it('a language cookie not offered by the country falls back to the default', () => {
    expect(decideLocale(req({ countryCookie: 'SG', languageCookie: 'th' }))).toMatchObject({ kind: 'rewrite', path: '/sg/en/000', setLanguageCookie: true });
  });
});
