import { notFound } from 'next/navigation';
import { countries, isLanguageOf, defaultLanguage, type CountryConfig, type CountryRegistry, type LanguageCode } from '@/config/countries/registry';
import { countryPath } from './resolve';
import { DEFAULT_PAGE_FLAGS_TOKEN, decodePageFlags, type PageFlagVariations } from '../experiments/page-flags';

/** What every page knows about where it is: the resolved country and language (from route params). */
export interface PageContext {
  country: CountryConfig;
  lang: LanguageCode;
  /** True when `lang` is the country's default, i.e. links carry no locale prefix. */
  isDefaultLanguage: boolean;
  /** Public href of a path in this country and language. */
  href: (path: string) => string;
  /** The visitor's variation key of every page flag (from the `[flags]` segment the proxy wrote). */
  flags: PageFlagVariations;
}

/** Route params under `app/[country]/[lang]`; `flags` is there for everything under `[flags]`. */
export type LocaleParams = { country: string; lang: string; flags?: string };

export function pageContextFor(countryCode: string, lang: string, registry: CountryRegistry = countries, flagsToken: string = DEFAULT_PAGE_FLAGS_TOKEN): PageContext | undefined {
  // Route segments are lower case; anything else is not one of ours.
  if (countryCode !== countryCode.toLowerCase()) return undefined;
  const country = registry.get(countryCode);
  if (!country || !isLanguageOf(country, lang)) return undefined;
  const flags = decodePageFlags(flagsToken);
  if (!flags) return undefined;
  return {
    country,
    lang,
    isDefaultLanguage: lang === defaultLanguage(country),
    href: (path) => countryPath(path, country, lang),
    flags,
  };
}

/** The page context for `/[country]/[lang]/[flags]` params; a pair that is not served, or flags not ours, is a 404. */
export async function resolvePageContext(params: Promise<LocaleParams>): Promise<PageContext> {
  const { country, lang, flags } = await params;
  const context = pageContextFor(country, lang, countries, flags);
  if (!context) notFound();
  return context;
}
