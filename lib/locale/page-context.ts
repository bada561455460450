import { notFound } from 'next/navigation';
import { countries, isLanguageOf, defaultLanguage, type CountryConfig, type CountryRegistry, type LanguageCode } from '../countries/registry';
import { countryPath } from './resolve';

/** What every page knows about where it is: the resolved country and language (from route params). */
export interface PageContext {
  country: CountryConfig;
  lang: LanguageCode;
  /** True when `lang` is the country's default, i.e. links carry no locale prefix. */
  isDefaultLanguage: boolean;
  /** Public href of a path in this country and language. */
  href: (path: string) => string;
}

export type LocaleParams = { country: string; lang: string };

export function pageContextFor(countryCode: string, lang: string, registry: CountryRegistry = countries): PageContext | undefined {
  // Route segments are lower case; anything else is not one of ours.
  if (countryCode !== countryCode.toLowerCase()) return undefined;
  const country = registry.get(countryCode);
  if (!country || !isLanguageOf(country, lang)) return undefined;
  return {
    country,
    lang,
    isDefaultLanguage: lang === defaultLanguage(country),
    href: (path) => countryPath(path, country, lang),
  };
}

/** The page context for `/[country]/[lang]` params; a pair that is not served is a 404. */
export async function resolvePageContext(params: Promise<LocaleParams>): Promise<PageContext> {
  const { country, lang } = await params;
  const context = pageContextFor(country, lang);
  if (!context) notFound();
  return context;
}
