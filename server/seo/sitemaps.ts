/**
 * The entries of a storefront domain's sitemaps, read from the data as it is now (a product added or a page
 * published shows up without a rebuild): CMS pages, brands, category pages, products and stores of the country.
 */
import 'server-only';
import { defaultLanguage, type CountryConfig } from '@/config/countries/registry';
import { resolveCountry } from '@/lib/locale/resolve';
import { cmsPagePath } from '@/lib/seo/urls';
import { latest, type SitemapEntry, type SitemapKind } from '@/lib/seo/sitemap';
import { loadBrands, loadCategories } from '../catalog';
import { cmsBrandSlugs, countriesOfPage, readCatalogIndex, readPageIndex } from './availability';
import type { CategoryNodeT } from '@/schemas/api/catalog';

/** The country a sitemap or robots.txt request is for: its host (the storefront domain), as the proxy reads it. */
export function requestCountry(request: Request): CountryConfig {
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  return resolveCountry({ host, header: request.headers.get('x-site-country') }).country;
}

const flatten = (nodes: readonly CategoryNodeT[]): CategoryNodeT[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

/** Every sitemap entry of the country, by kind. */
export async function sitemapEntries(country: CountryConfig): Promise<Record<SitemapKind, SitemapEntry[]>> {
  const lang = defaultLanguage(country);
  const [pageIndex, catalog, brands, cmsBrands, categories] = await Promise.all([
    readPageIndex(),
    readCatalogIndex(),
    loadBrands(country.code, lang),
    cmsBrandSlugs(),
    loadCategories(country.code, lang),
  ]);
  const products = catalog.products.filter((p) => p.country === country.code);
  const soldIn = new Map<string, string[]>();
  for (const row of catalog.products) soldIn.set(row.slug, [...(soldIn.get(row.slug) ?? []), row.country]);
  const brandCountries = new Map<string, Set<string>>();
  for (const row of catalog.products) brandCountries.set(row.brand, (brandCountries.get(row.brand) ?? new Set()).add(row.country));

  const pages = [...new Set(pageIndex.map((e) => e.slug))]
    .map((slug) => ({ slug, available: countriesOfPage(pageIndex, slug) }))
    .filter((p) => p.available.includes(country.code))
    .map(({ slug, available }) => ({
      path: cmsPagePath(slug),
      available,
      lastmod: latest(pageIndex.filter((e) => e.slug === slug && (e.countries.length === 0 || e.countries.includes(country.code))).map((e) => e.updatedAt)),
    }));

  const brandSlugs = [...new Set([...brands.map((b) => b.slug), ...cmsBrands])].sort();
  const brandEntries: SitemapEntry[] = [
    { path: '/brands', available: 'all', lastmod: latest(products.map((p) => p.lastmod)) },
    ...brandSlugs.map((slug) => ({
      path: `/brands/${slug}`,
      available: cmsBrands.has(slug) ? ('all' as const) : [...(brandCountries.get(slug) ?? [])],
      lastmod: latest(products.filter((p) => p.brand === slug).map((p) => p.lastmod)),
    })),
  ];

  // Top categories are CMS landing pages (the pages sitemap); their categories and sub-categories are pages of their own.
  const categoryEntries = flatten(categories)
    .filter((c) => c.level > 1)
    .map((c) => ({
      path: `/pages/${c.path}`,
      available: 'all' as const,
      lastmod: latest(products.filter((p) => p.category === c.path || p.category.startsWith(`${c.path}/`)).map((p) => p.lastmod)),
    }));

  const productEntries = products.map((p) => ({ path: `/products/${p.slug}`, available: soldIn.get(p.slug) ?? [country.code], lastmod: p.lastmod }));

  const stores = catalog.stores.filter((s) => s.country === country.code);
  const storeEntries: SitemapEntry[] = [
    { path: '/store-locations', available: 'all', lastmod: latest(stores.map((s) => s.lastmod)) },
    ...stores.map((s) => ({ path: `/store-locations/${s.slug}`, available: [country.code], lastmod: s.lastmod })),
  ];

  return { pages, brands: brandEntries, categories: categoryEntries, products: productEntries, stores: storeEntries };
}
