import type { Metadata } from 'next';
import type { CountryConfig, LanguageCode } from '@/config/countries/registry';
import { getTranslator } from './i18n/intl';
import { pageContextFor } from './locale/page-context';
import { alternatesOf, canonicalUrl, hreflangOf, type Availability } from './seo/urls';

/** SPEC §2: the page title is the page's title plus the country's site title. */
export function pageTitle(title: string, country: CountryConfig, lang: LanguageCode): string {
  const site = country.siteTitle[lang] ?? country.name;
  return title ? `${title} | ${site}` : site;
}

/** What search engines and link previews need of a page beyond its title (issue 23). */
export interface PageSeo {
  /** The page's public path without locale prefix or query (`/products/velvet-lip`). */
  path: string;
  /** Where the same page exists (its `hreflang` alternates); every country unless said. */
  available?: Availability;
  /** The page's own description (a product's, a page entry's); the country's otherwise. */
  description?: string;
  /** The picture of the page's link preview (a product's), relative to the site or absolute. */
  image?: { url: string; alt: string; width?: number; height?: number };
  /** A page search engines must not index (bag, checkout, account, search without results, preview, sandbox). */
  noindex?: boolean;
  /** Open Graph `og:type`; `null` when the page writes its own (a product page's `product`). */
  ogType?: 'website' | null;
}

/**
 * Title and the country's meta description, for `generateMetadata`; with `seo`, also the canonical URL, the
 * `hreflang` alternates, robots and the Open Graph and Twitter card in the page's language.
 */
export function pageMetadata(title: string, country: CountryConfig, lang: LanguageCode, seo?: PageSeo): Metadata {
  const fullTitle = pageTitle(title, country, lang);
  const description = seo?.description || country.metaDescription[lang];
  if (!seo) return { title: fullTitle, description };
  const url = canonicalUrl(country, lang, seo.path);
  const image = seo.image ? [{ ...seo.image, url: new URL(seo.image.url, url).toString() }] : undefined;
  const languages = seo.noindex ? undefined : Object.fromEntries(alternatesOf(seo.path, seo.available ?? 'all').map((a) => [a.hreflang, a.href]));
  return {
    title: fullTitle,
    description,
    alternates: { canonical: url, ...(languages ? { languages } : {}) },
    ...(seo.noindex ? { robots: { index: false, follow: true } } : {}),
    openGraph: {
      title: fullTitle,
      description,
      url,
      siteName: country.siteTitle[lang] ?? country.name,
      // Open Graph writes locales with an underscore (en_SG).
      locale: hreflangOf(country, lang).replace('-', '_'),
      alternateLocale: country.languages.filter((l) => l !== lang).map((l) => hreflangOf(country, l).replace('-', '_')),
      ...(seo.ogType === null ? {} : { type: seo.ogType ?? 'website' }),
      ...(image ? { images: image } : {}),
    },
    twitter: { card: image ? 'summary_large_image' : 'summary', title: fullTitle, description, ...(image ? { images: image } : {}) },
  };
}

/** Metadata of the not-found page, for routes that answer 404 (`notFound()` pages get no params of their own). */
export function notFoundMetadata(countryCode: string, lang: string): Metadata {
  const context = pageContextFor(countryCode, lang);
  if (!context) return {};
  const t = getTranslator(context.country, context.lang);
  return { ...pageMetadata(t('notFound.metaTitle'), context.country, context.lang), robots: { index: false } };
}
