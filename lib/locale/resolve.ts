/**
 * Country and language resolution (SPEC §5) as pure functions; proxy.ts turns the decision into a
 * response. Every rule here is tested in resolve.test.ts.
 */
import {
  countries as defaultRegistry,
  defaultLanguage,
  isLanguageOf,
  type CountryConfig,
  type CountryRegistry,
  type LanguageCode,
} from '@/config/countries/registry';
import { localizedPath, splitLocalePrefix } from './paths';
import { COUNTRY_LABEL } from './country-choice';
import { DEFAULT_PAGE_FLAGS_TOKEN } from '../experiments/page-flags';

export type CountrySource = 'host' | 'header' | 'cookie' | 'query' | 'default';

export interface CountrySources {
  host?: string | null;
  /** The `x-site-country` request header. */
  header?: string | null;
  /** The `locale` cookie. */
  cookie?: string | null;
  /** The `country_code` query parameter. */
  query?: string | null;
}

/**
 * The country a host names: the first label is the code or ends with `-<code>` (`th.localhost`,
 * `staging-th.atelier.com`), or the final label is the code (`www.atelier.co.th`, `atelier.sg`).
 */
export function countryFromHost(host: string | null | undefined, registry: CountryRegistry = defaultRegistry): CountryConfig | undefined {
  if (!host) return undefined;
  const hostname = host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  if (!hostname || /^[\d.]+$/.test(hostname) || hostname.startsWith('[')) return undefined;
  const labels = hostname.split('.');
  if (labels.length < 2) return undefined;
  const first = labels[0].match(COUNTRY_LABEL)?.[1];
  return registry.get(first) ?? registry.get(labels[labels.length - 1]);
}

/** SPEC §5: host, x-site-country header, country cookie, country_code query, default. Invalid values are skipped. */
export function resolveCountry(
  sources: CountrySources,
  registry: CountryRegistry = defaultRegistry,
): { country: CountryConfig; source: CountrySource } {
  const byHost = countryFromHost(sources.host, registry);
  if (byHost) return { country: byHost, source: 'host' };
  const ordered: [CountrySource, string | null | undefined][] = [
    ['header', sources.header],
    ['cookie', sources.cookie],
    ['query', sources.query],
  ];
  for (const [source, value] of ordered) {
    const country = registry.get(value);
    if (country) return { country, source };
  }
  return { country: registry.defaultCountry, source: 'default' };
}

export type LanguageSource = 'query' | 'cookie' | 'default';

/** SPEC §5: `language` or `language_code` query parameter, the language cookie, the country's first language. */
export function resolveLanguage(
  country: CountryConfig,
  sources: { query?: string | null; queryCode?: string | null; cookie?: string | null },
): { lang: LanguageCode; source: LanguageSource } {
  for (const q of [sources.query, sources.queryCode]) {
    const v = q?.trim().toLowerCase();
    if (isLanguageOf(country, v)) return { lang: v, source: 'query' };
  }
  const c = sources.cookie?.trim().toLowerCase();
  if (isLanguageOf(country, c)) return { lang: c, source: 'cookie' };
  return { lang: defaultLanguage(country), source: 'default' };
}

/** Picks the country language the browser prefers most (Accept-Language q-values), or undefined. */
export function negotiateLanguage(acceptLanguage: string | null | undefined, country: CountryConfig): LanguageCode | undefined {
  if (!acceptLanguage) return undefined;
  const ranges = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const q = qParam ? Number(qParam.slice(2)) : 1;
      return { primary: tag.trim().toLowerCase().split('-')[0], q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((r) => r.primary && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const r of ranges) if (isLanguageOf(country, r.primary)) return r.primary;
  return undefined;
}

/** The public path of `path` in `lang` for a country. */
export function countryPath(path: string, country: CountryConfig, lang: LanguageCode): string {
  return localizedPath(path, lang, defaultLanguage(country));
}

/**
 * The public URL of `path` in `lang` on a country's storefront: its own domain (or `origin`, e.g. the local host
 * a developer's request came to), with the language prefix unless `lang` is the country's default. For links in
 * the messages the store sends.
 */
export function storefrontUrl(country: CountryConfig, lang: LanguageCode, path: string, origin = `https://${country.domain}`): string {
  return `${origin}${countryPath(path, country, lang)}`;
}

/**
 * The internal App Router path the proxy rewrites a public path onto: `/{country}/{lang}/{flags}{rest}`, where
 * `flags` is the page-flags segment (lib/experiments/page-flags.ts; all defaults unless the proxy says otherwise).
 */
export function internalPath(country: CountryConfig, lang: LanguageCode, rest: string, flags: string = DEFAULT_PAGE_FLAGS_TOKEN): string {
  const clean = rest === '/' ? '' : rest;
  return `/${country.code.toLowerCase()}/${lang}/${flags}${clean}`;
}

export interface LocaleRequest {
  pathname: string;
  /** The query string including `?`, or empty. */
  search: string;
  host?: string | null;
  siteCountryHeader?: string | null;
  countryCookie?: string | null;
  /** The language cookie's language (already stripped of `lng_`). */
  languageCookie?: string | null;
  acceptLanguage?: string | null;
}

/**
 * What a decision read besides the URL and the host (lib/shared-cache.ts turns it into `Vary` and
 * `Cache-Control`): a cache in front that keys pages by URL and host alone must not share such an answer.
 */
export interface LocaleInputs {
  /** The `x-site-country` header: the host named no country. */
  siteCountryHeader: boolean;
  /** The country or language cookie: the host named no country and the header none either, or the language of an unprefixed URL in a country of several languages. */
  cookies: boolean;
  /** Accept-Language: a first visit (no language cookie) to an unprefixed URL in a country of several languages. */
  acceptLanguage: boolean;
}

export type LocaleDecision = (
  | {
      kind: 'rewrite';
      country: CountryConfig;
      lang: LanguageCode;
      /** The internal path with the all-defaults page flags. */
      path: string;
      /** The public path after the locale prefix (what `internalPath` takes). */
      rest: string;
      /** False when the path is rewritten so that no route matches it: page flags do not matter. */
      flagsPath: boolean;
      setCountryCookie: boolean;
      setLanguageCookie: boolean;
    }
  | { kind: 'redirect'; country: CountryConfig; lang: LanguageCode; location: string; setCountryCookie: boolean; setLanguageCookie: boolean }
) & { inputs: LocaleInputs };

/**
 * What the proxy does with a page request. A locale prefix is the strongest language signal; a prefix
 * the country does not offer is a failed validation and is rewritten so that it matches no route (404).
 */
export function decideLocale(req: LocaleRequest, registry: CountryRegistry = defaultRegistry): LocaleDecision {
  const query = new URLSearchParams(req.search);
  const { country, source: countrySource } = resolveCountry(
    { host: req.host, header: req.siteCountryHeader, cookie: req.countryCookie, query: query.get('country_code') },
    registry,
  );
  const setCountryCookie = req.countryCookie?.toUpperCase() !== country.code;
  const fallback = defaultLanguage(country);
  const split = splitLocalePrefix(req.pathname);
  const prefix = split.prefix as LanguageCode | undefined;
  const rest = split.rest;
  // The header outranks the cookie and the query, so an answer decided by either also read the header's absence.
  const countryInputs: LocaleInputs = { siteCountryHeader: countrySource !== 'host', cookies: countrySource !== 'host' && countrySource !== 'header', acceptLanguage: false };
  const decided = (decision: DistributiveOmit<LocaleDecision, 'inputs'>, language: Partial<LocaleInputs> = {}): LocaleDecision => ({
    ...decision,
    inputs: { ...countryInputs, cookies: countryInputs.cookies || !!language.cookies, acceptLanguage: !!language.acceptLanguage },
  });

  if (prefix) {
    if (!isLanguageOf(country, prefix)) {
      // Not a language of this country: keep the segment so that no route matches it.
      return decided({ kind: 'rewrite', country, lang: fallback, path: internalPath(country, fallback, req.pathname), rest: req.pathname, flagsPath: false, setCountryCookie, setLanguageCookie: false });
    }
    const setLanguageCookie = req.languageCookie !== prefix;
    if (prefix === fallback) {
      const search = withoutParams(query, ['language', 'language_code']);
      return decided({ kind: 'redirect', country, lang: prefix, location: rest + search, setCountryCookie, setLanguageCookie });
    }
    return decided({ kind: 'rewrite', country, lang: prefix, path: internalPath(country, prefix, rest), rest, flagsPath: true, setCountryCookie, setLanguageCookie });
  }

  const resolved = resolveLanguage(country, {
    query: query.get('language'),
    queryCode: query.get('language_code'),
    cookie: req.languageCookie,
  });
  const { source } = resolved;
  const firstVisit = !req.languageCookie && source === 'default';
  const lang = firstVisit ? (negotiateLanguage(req.acceptLanguage, country) ?? resolved.lang) : resolved.lang;
  const setLanguageCookie = req.languageCookie !== lang;
  // Without a prefix or a language parameter, a country of several languages answers by the cookie (a first visit: Accept-Language).
  const several = country.languages.length > 1 && source !== 'query';
  const language = { cookies: several, acceptLanguage: several && firstVisit };

  if (lang !== fallback) {
    const search = source === 'query' ? req.search : withoutParams(query, []);
    return decided({ kind: 'redirect', country, lang, location: countryPath(rest, country, lang) + search, setCountryCookie, setLanguageCookie }, language);
  }
  if (source === 'query') {
    // The language parameter is dropped when it equals the country's default.
    return decided({ kind: 'redirect', country, lang, location: rest + withoutParams(query, ['language', 'language_code']), setCountryCookie, setLanguageCookie }, language);
  }
  return decided({ kind: 'rewrite', country, lang, path: internalPath(country, lang, rest), rest, flagsPath: true, setCountryCookie, setLanguageCookie }, language);
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

function withoutParams(query: URLSearchParams, names: string[]): string {
  const copy = new URLSearchParams(query);
  for (const n of names) copy.delete(n);
  const s = copy.toString();
  return s ? `?${s}` : '';
}
