/**
 * Cached catalogue reads for pages and blocks (server only). Each read is a `'use cache'` scope around a
 * commerce/catalog service, keyed by plain serializable arguments (country code, language, query) and
 * tagged `catalog` plus what it shows (`product:<slug>` for every product in the result, `brand:<slug>`,
 * `category:<path>`), so a change to one product (stock, price) can expire exactly the pages showing it.
 * Pages are prerendered at build time, so these run against the database during `next build`.
 */
import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { getPool } from '@/commerce/db/pool';
import type { CatalogContext } from '@/commerce/catalog/context';
import { listProducts } from '@/commerce/catalog/listing';
import { searchSuggestions } from '@/commerce/catalog/search';
import { featuredProducts, getProduct } from '@/commerce/catalog/products';
import { categoryTree, listBrands } from '@/commerce/catalog/brands';
import type {
  BrandSummary,
  CategoryNodeT,
  FeaturedProductsRequest,
  ListingQuery,
  ListingResponse,
  ProductDetail,
  ProductSummary,
  Suggestions,
} from '@/schemas/api/catalog';
import { countries, isLanguageOf } from '@/config/countries/registry';
import { productBundles } from '@/commerce/bag/bundles';
import type { ProductBundle } from '@/schemas/api/bag';

export const CATALOG_TAG = 'catalog';
/** Reads that show the bag's promotions (bundles on product pages). */
export const PROMOTIONS_TAG = 'promotions';
export const productTag = (slug: string) => `product:${slug}`;
export const brandTag = (slug: string) => `brand:${slug}`;
export const categoryTag = (path: string) => `category:${path}`;

/** A listing request with defaults left out: what a block or page asks for. */
export type ListingRequest = Partial<ListingQuery>;

function catalogContext(countryCode: string, lang: string): CatalogContext {
  const country = countries.get(countryCode);
  if (!country || !isLanguageOf(country, lang)) throw new Error(`No catalogue for ${countryCode}/${lang}`);
  return { country, lang };
}

/** The service's query with its defaults (featured order, page 1, 24 per page). */
export function listingQuery(request: ListingRequest): ListingQuery {
  return { sort: 'featured', page: 1, page_size: 24, attributes: {}, ...request };
}

const tagProducts = (items: readonly Pick<ProductSummary, 'slug'>[]) => {
  // Next keeps at most 128 tags per entry; a page holds at most 48 products.
  if (items.length) cacheTag(...items.slice(0, 100).map((p) => productTag(p.slug)));
};

/** One page of products with the facets of the whole result. */
export async function loadListing(countryCode: string, lang: string, request: ListingRequest): Promise<ListingResponse> {
  'use cache';
  cacheTag(CATALOG_TAG, 'listing', ...(request.category ? [categoryTag(request.category)] : []), ...(request.brand ?? []).map(brandTag));
  cacheLife('hours');
  const result = await listProducts(getPool(), catalogContext(countryCode, lang), listingQuery(request));
  tagProducts(result.items);
  return result;
}

/**
 * As-you-type suggestions for a query as typed (trimmed), cached like the listings: every shopper types the same
 * short prefixes ("l", "li", "lip"), whose matches at a retailer's size are thousands of products to rank. Tagged with
 * the products suggested (a price change expires them) and `catalog`; kept minutes, not hours, because a product
 * that starts to match a prefix tags nothing until it is in the answer.
 */
export async function loadSuggestions(countryCode: string, lang: string, q: string): Promise<Suggestions> {
  'use cache';
  cacheTag(CATALOG_TAG);
  cacheLife('minutes');
  const result = await searchSuggestions(getPool(), catalogContext(countryCode, lang), q);
  tagProducts(result.products);
  return result;
}

/** A product with its variants, or null (unknown slug, or not sold in the country). */
export async function loadProduct(countryCode: string, lang: string, slug: string): Promise<ProductDetail | null> {
  'use cache';
  // Tagged before the look-up so that a cached miss is revalidated when the product appears.
  cacheTag(CATALOG_TAG, productTag(slug));
  cacheLife('hours');
  return getProduct(getPool(), catalogContext(countryCode, lang), slug);
}

/** The bundle offers of the country that take the product, with their products named (the product page's "Buy together"). */
export async function loadProductBundles(countryCode: string, lang: string, slug: string): Promise<ProductBundle[]> {
  'use cache';
  cacheTag(CATALOG_TAG, PROMOTIONS_TAG, productTag(slug));
  cacheLife('hours');
  const bundles = await productBundles(getPool(), catalogContext(countryCode, lang), slug);
  tagProducts(bundles.flatMap((b) => b.products));
  return bundles;
}

/** The products a carousel shows: explicit references (slugs or SKUs) or a source. */
export async function loadFeaturedProducts(
  countryCode: string,
  lang: string,
  request: Omit<FeaturedProductsRequest, 'limit'> & { limit?: number },
): Promise<ProductSummary[]> {
  'use cache';
  cacheTag(CATALOG_TAG, 'featured');
  cacheLife('hours');
  const items = await featuredProducts(getPool(), catalogContext(countryCode, lang), { ...request, limit: request.limit ?? 12 });
  tagProducts(items);
  return items;
}

/** Slugs of the first `count` products in featured order, for `generateStaticParams` of the product page. */
export async function loadFeaturedSlugs(countryCode: string, lang: string, count: number): Promise<string[]> {
  const listing = await loadListing(countryCode, lang, { sort: 'featured', page: 1, page_size: count });
  return listing.items.map((p) => p.slug);
}

/** Every brand sold in the country, A–Z. */
export async function loadBrands(countryCode: string, lang: string): Promise<BrandSummary[]> {
  'use cache';
  cacheTag(CATALOG_TAG, 'brands');
  cacheLife('hours');
  const brands = await listBrands(getPool(), catalogContext(countryCode, lang));
  return [...brands].sort((a, b) => a.name.localeCompare(b.name));
}

/** The category tree (three levels), names in the language. */
export async function loadCategories(countryCode: string, lang: string): Promise<CategoryNodeT[]> {
  'use cache';
  cacheTag(CATALOG_TAG, 'categories');
  cacheLife('hours');
  return categoryTree(getPool(), catalogContext(countryCode, lang));
}

export { categoryChain } from '@/lib/category-chain';
