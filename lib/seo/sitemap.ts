/**
 * The sitemaps protocol (sitemaps.org 0.9) as text, pure: `<urlset>` files whose URLs carry their `hreflang`
 * alternates (`xhtml:link`), and the `<sitemapindex>` of one storefront domain. The route handlers
 * (app/sitemap.xml, app/sitemaps/[file]) feed them the data; `schemas/sitemaps` holds the XSDs the tests
 * validate the output against.
 */
import { countries as defaultRegistry, type CountryConfig, type CountryRegistry, type LanguageCode } from '@/config/countries/registry';
import { alternatesOf, canonicalUrl, type Availability } from './urls';

/** The sitemaps of a domain, one kind of page each. */
export const SITEMAP_KINDS = ['pages', 'brands', 'categories', 'products', 'stores'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/** The protocol's limits of one sitemap file: 50,000 URLs and 50 MB (52,428,800 bytes) uncompressed. */
export const MAX_URLS_PER_SITEMAP = 50_000;
export const MAX_SITEMAP_BYTES = 52_428_800;

/** One public page of a country: listed once per language of the country. */
export interface SitemapEntry {
  path: string;
  lastmod?: Date | string | null;
  available: Availability;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const xml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);

/** W3C datetime of a date (the protocol's `lastmod`), or undefined. */
export function w3cDate(value: Date | string | null | undefined): string | undefined {
  if (!value) return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The `<url>` elements of a country's pages: each page in each of the country's languages, with its alternates. */
export function urlElements(entries: readonly SitemapEntry[], country: CountryConfig, registry: CountryRegistry = defaultRegistry): string[] {
  return entries.flatMap((entry) => {
    const alternates = alternatesOf(entry.path, entry.available, registry);
    const links = alternates.map((a) => `<xhtml:link rel="alternate" hreflang="${xml(a.hreflang)}" href="${xml(a.href)}"/>`).join('');
    const lastmod = w3cDate(entry.lastmod);
    return country.languages.map((lang: LanguageCode) =>
      `<url><loc>${xml(canonicalUrl(country, lang, entry.path))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${links}</url>`,
    );
  });
}

const URLSET_OPEN = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
const URLSET_CLOSE = '\n</urlset>\n';

const encoder = new TextEncoder();
const byteLength = (text: string) => encoder.encode(text).length;

/** Splits `<url>` elements into files within the protocol's limits (URL count and bytes), in order. */
export function chunkUrls(urls: readonly string[], maxUrls = MAX_URLS_PER_SITEMAP, maxBytes = MAX_SITEMAP_BYTES): string[][] {
  const chunks: string[][] = [];
  const frame = byteLength(URLSET_OPEN + URLSET_CLOSE);
  let current: string[] = [];
  let bytes = frame;
  for (const url of urls) {
    const size = byteLength(url) + 1;
    if (current.length > 0 && (current.length >= maxUrls || bytes + size > maxBytes)) {
      chunks.push(current);
      current = [];
      bytes = frame;
    }
    current.push(url);
    bytes += size;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

/** One sitemap file. */
export function urlsetXml(urls: readonly string[]): string {
  return URLSET_OPEN + urls.join('\n') + URLSET_CLOSE;
}

/** A domain's sitemap index. */
export function sitemapIndexXml(sitemaps: readonly { loc: string; lastmod?: string }[]): string {
  const items = sitemaps.map((s) => `<sitemap><loc>${xml(s.loc)}</loc>${s.lastmod ? `<lastmod>${s.lastmod}</lastmod>` : ''}</sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** The path of the `n`th (from 1) sitemap file of a kind. */
export const sitemapPath = (kind: SitemapKind, n: number) => `/sitemaps/${kind}-${n}.xml`;

/** The latest of some dates, as a W3C datetime. */
export function latest(dates: readonly (Date | string | null | undefined)[]): string | undefined {
  const times = dates.map((d) => (d ? new Date(d).getTime() : NaN)).filter((t) => !Number.isNaN(t));
  return times.length ? w3cDate(new Date(Math.max(...times))) : undefined;
}

/** Paths crawlers are kept out of (issue 23), in every language prefix of the country. */
export const DISALLOWED_PATHS = ['/api/', '/preview', '/sandbox', '/studio', '/cart', '/checkout'] as const;

/** robots.txt of a storefront domain: everything but the private paths, and where the domain's sitemap is. */
export function robotsTxt(country: CountryConfig, origin = `https://${country.domain}`): string {
  const prefixes = ['', ...country.languages.slice(1).map((l) => `/${l}`)];
  const disallow = DISALLOWED_PATHS.flatMap((path) => prefixes.filter((p) => p === '' || !path.startsWith('/api/')).map((p) => `Disallow: ${p}${path}`));
  return ['User-agent: *', 'Allow: /', ...disallow, '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
