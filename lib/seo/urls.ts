/**
 * The public URLs search engines see (pure): a page's canonical URL on its country's storefront domain with the
 * language prefix rule of SPEC §2, and its `hreflang` alternates in the other languages and countries that have the
 * same page. Page metadata, the sitemaps and the tests all build them here, so the three always agree.
 */
import {
  countries as defaultRegistry,
  defaultLanguage,
  intlLocale,
  type CountryConfig,
  type CountryRegistry,
  type LanguageCode,
} from '@/config/countries/registry';
import { storefrontUrl } from '../locale/resolve';

/** The `hreflang` value of a country–language pair: the country's BCP 47 locale (`en-SG`, `th-TH`, `zh-HK`). */
export const hreflangOf = (country: CountryConfig, lang: LanguageCode): string => intlLocale(country, lang);

/**
 * The one canonical URL of a public path: the country's domain, the language prefix unless `lang` is the
 * country's default, and no query (tracking, sort or filter parameters never make a page of their own).
 */
export function canonicalUrl(country: CountryConfig, lang: LanguageCode, path: string): string {
  const clean = path.split(/[?#]/)[0] || '/';
  return storefrontUrl(country, lang, clean);
}

/**
 * Where a page exists: `'all'` (every served country), or the codes of the countries that have it (a product sold
 * there, a store of that country, a page entry for it). Every language of such a country has the page.
 */
export type Availability = 'all' | readonly string[];

export interface Alternate {
  hreflang: string;
  href: string;
}

/** The country–language pairs a page exists in, in registry order (countries A–Z, each country's languages in order). */
export function availablePairs(available: Availability, registry: CountryRegistry = defaultRegistry): { country: CountryConfig; lang: LanguageCode }[] {
  const codes = available === 'all' ? null : new Set(available.map((c) => c.toUpperCase()));
  return registry.list.filter((c) => !codes || codes.has(c.code)).flatMap((country) => country.languages.map((lang) => ({ country, lang })));
}

/**
 * The page's `hreflang` alternates: one per country–language pair that has it, plus `x-default` — the default
 * country's default-language URL when that country has the page, else the first pair's. Every page in the set
 * lists the same set (so the links are reciprocal), itself included.
 */
export function alternatesOf(path: string, available: Availability, registry: CountryRegistry = defaultRegistry): Alternate[] {
  const pairs = availablePairs(available, registry);
  if (pairs.length === 0) return [];
  const links = pairs.map(({ country, lang }) => ({ hreflang: hreflangOf(country, lang), href: canonicalUrl(country, lang, path) }));
  const home = registry.defaultCountry;
  const fallback = pairs.find((p) => p.country.code === home.code && p.lang === defaultLanguage(home)) ?? pairs[0];
  return [...links, { hreflang: 'x-default', href: canonicalUrl(fallback.country, fallback.lang, path) }];
}

/** The public path of a CMS page entry's slug: home `/`, the routes of SPEC §2 that are pages, else `/pages/{slug}`. */
export function cmsPagePath(slug: string): string {
  if (slug === 'home') return '/';
  return OWN_ROUTE_PAGES.has(slug) ? `/${slug}` : `/pages/${slug}`;
}

/** Page entries that have a route of their own (SPEC §2: /about, /privacy, /terms) rather than /pages/{slug}. */
const OWN_ROUTE_PAGES = new Set(['about', 'privacy', 'terms']);
