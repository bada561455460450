/**
 * Where a public page exists, for its `hreflang` alternates and the sitemaps (issue 23): the countries selling a
 * product, having a page entry, a brand or a store. Cached like the pages that ask (tagged with what they read),
 * so a page's alternates change with the data, never a page's own rendering mode.
 */
import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import type { EntrySkeletonType } from 'contentful';
import { getPool } from '@/commerce/db/pool';
import { productIndex, storeIndex, type ProductIndexRow, type StoreIndexRow } from '@/commerce/catalog/sitemap';
import { readContent } from '@/content/source';
import { countries, defaultLanguage, intlLocale } from '@/config/countries/registry';
import type { Availability } from '@/lib/seo/urls';
import { CATALOG_TAG, loadBrands, productTag } from '../catalog';
import { CACHE_GROUPS, loadBrands as loadCmsBrands, pageSlugTag } from '../content/pages';

/** The space's default locale: which entries exist does not depend on the language asked. */
const CONTENT_LOCALE = intlLocale(countries.defaultCountry, defaultLanguage(countries.defaultCountry));

/** A page entry as the sitemap needs it. */
export interface PageIndexEntry {
  id: string;
  slug: string;
  /** The countries the entry is made for; empty for every country. */
  countries: string[];
  updatedAt: string | undefined;
}

/** Every published page entry (slug, countries, last update), read from the content source as it is now. */
export async function readPageIndex(slug?: string): Promise<PageIndexEntry[]> {
  const response = await readContent((client) => client.withoutUnresolvableLinks.getEntries<EntrySkeletonType>({
    content_type: 'page',
    locale: CONTENT_LOCALE,
    include: 0,
    limit: 1000,
    select: 'sys.id,sys.updatedAt,sys.contentType,fields.slug,fields.countries',
    ...(slug ? { 'fields.slug': slug } : {}),
  } as never));
  return response.items
    .map((item) => {
      const fields = item.fields as { slug?: unknown; countries?: unknown };
      return {
        id: item.sys.id,
        slug: typeof fields.slug === 'string' ? fields.slug : '',
        countries: Array.isArray(fields.countries) ? fields.countries.filter((c): c is string => typeof c === 'string').map((c) => c.toUpperCase()) : [],
        updatedAt: item.sys.updatedAt,
      };
    })
    .filter((e) => e.slug);
}

/**
 * The countries a page slug is shown in, as `pickForCountry` picks (server/content/pages.ts): an entry naming the
 * country, else one made for every country.
 */
export function countriesOfPage(entries: readonly PageIndexEntry[], slug: string): string[] {
  const own = entries.filter((e) => e.slug === slug);
  if (own.some((e) => e.countries.length === 0)) return countries.list.map((c) => c.code);
  return countries.list.map((c) => c.code).filter((code) => own.some((e) => e.countries.includes(code)));
}

/** Where the CMS page `slug` exists. */
export async function pageAvailability(slug: string): Promise<Availability> {
  'use cache';
  cacheTag(CACHE_GROUPS.cms, CACHE_GROUPS.pages, pageSlugTag(slug));
  cacheLife('max');
  return countriesOfPage(await readPageIndex(slug), slug);
}

/** Where a product is sold. */
export async function productAvailability(slug: string): Promise<Availability> {
  'use cache';
  cacheTag(CATALOG_TAG, productTag(slug));
  cacheLife('hours');
  return [...new Set((await productIndex(getPool(), slug)).map((r) => r.country))];
}

/** The slugs of the CMS's brand entries (a brand with an entry has a page in every country). */
export async function cmsBrandSlugs(): Promise<Set<string>> {
  return new Set((await loadCmsBrands(CONTENT_LOCALE)).map((b) => b.slug));
}

/** Where a brand has a page: everywhere when the CMS has its entry, else where its products are sold. */
export async function brandAvailability(slug: string): Promise<Availability> {
  if ((await cmsBrandSlugs()).has(slug)) return 'all';
  const selling = await Promise.all(countries.list.map(async (c) => ((await loadBrands(c.code, defaultLanguage(c))).some((b) => b.slug === slug) ? c.code : null)));
  return selling.filter((c): c is string => c !== null);
}

/** The whole catalogue's products and stores, as they are now (the sitemaps: a new product appears at once). */
export async function readCatalogIndex(): Promise<{ products: ProductIndexRow[]; stores: StoreIndexRow[] }> {
  const [products, stores] = await Promise.all([productIndex(getPool()), storeIndex(getPool())]);
  return { products, stores };
}
