/**
 * The studio's product picker (issue 33): products found by name with the shop's own search (the catalogue's text
 * matching and ranking, `queryListing` with `q`), and the products a field already holds, each as the picker shows it.
 * Read in the studio's default country and language (en-SG: the locale an editor edits first).
 */
import 'server-only';
import type { CatalogContext, Queryable } from '@/commerce/catalog/context';
import { queryListing } from '@/commerce/catalog/listing';
import { featuredProducts } from '@/commerce/catalog/products';
import type { ProductSummary } from '@/schemas/api/catalog';
import type { StudioProduct } from '@/schemas/api/studio';
import { countries } from '@/config/countries/registry';
import { DEFAULT_LOCALE } from './content';

/** The most products one search answers: a picker's list, not a listing page. */
export const STUDIO_PRODUCT_RESULTS = 8;

function studioCatalogContext(): CatalogContext {
  const [lang, code] = DEFAULT_LOCALE.split('-');
  const country = countries.get(code);
  if (!country) throw new Error(`No country ${code} for the studio's locale ${DEFAULT_LOCALE}`);
  return { country, lang: lang as CatalogContext['lang'] };
}

const pickerProduct = (p: ProductSummary): StudioProduct => ({ slug: p.slug, name: p.name, brand: p.brand.name, image: { url: p.image.url, alt: p.image.alt } });

/** Products whose name, brand or category matches `q` as the shop's search finds them, best first. */
export async function searchStudioProducts(db: Queryable, q: string): Promise<StudioProduct[]> {
  const result = await queryListing(db, studioCatalogContext(), { q }, { order: 'relevance', limit: STUDIO_PRODUCT_RESULTS, offset: 0, facets: false });
  return result.items.map(pickerProduct);
}

/**
 * The products of a field's refs, in its order: each ref with its product where it is a product's slug sold in the
 * country, else alone (a variant SKU, a product no longer sold), for the picker to name it as it is stored.
 */
export async function studioProductsOf(db: Queryable, refs: readonly string[]): Promise<{ ref: string; product?: StudioProduct }[]> {
  const found = await featuredProducts(db, studioCatalogContext(), { refs: [...refs], limit: 24 });
  return refs.map((ref) => {
    const product = found.find((p) => p.slug === ref);
    return product ? { ref, product: pickerProduct(product) } : { ref };
  });
}
