import type { Metadata } from 'next';
import type { CountryConfig, LanguageCode } from '@/config/countries/registry';
import { getTranslator } from './i18n/intl';
import { pageContextFor } from './locale/page-context';

/** SPEC §2: the page title is the page's title plus the country's site title. */
export function pageTitle(title: string, country: CountryConfig, lang: LanguageCode): string {
  const site = country.siteTitle[lang] ?? country.name;
  return title ? `${title} | ${site}` : site;
}

/** Title and the country's meta description, for `generateMetadata`. */
export function pageMetadata(title: string, country: CountryConfig, lang: LanguageCode): Metadata {
  return { title: pageTitle(title, country, lang), description: country.metaDescription[lang] };
}

/** Metadata of the not-found page, for routes that answer 404 (`notFound()` pages get no params of their own). */
export function notFoundMetadata(countryCode: string, lang: string): Metadata {
  const context = pageContextFor(countryCode, lang);
  if (!context) return {};
  const t = getTranslator(context.country, context.lang);
  return { ...pageMetadata(t('notFound.metaTitle'), context.country, context.lang), robots: { index: false } };
}
