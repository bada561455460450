/**
 * Bundle offers by their products (issue 21: a shopper could not tell which products made the lip duo): the
 * products of bundles named in the shopper's language, for the bag's offer list and for the product pages of
 * every product a bundle takes. The pricing of bundles is `commerce/pricing`'s.
 */
import type { BundleProduct, ProductBundle } from '@/schemas/api/bag';
import type { CatalogContext, Queryable } from '../catalog/context';
import { contentSql, localizedSql } from '../catalog/summary';

/** The products of `slugs`, named in `ctx.lang`, in the order given (slugs the catalogue does not know are left out). */
export async function bundleProducts(db: Queryable, ctx: Pick<CatalogContext, 'lang'>, slugs: readonly string[]): Promise<BundleProduct[]> {
  if (slugs.length === 0) return [];
  const { rows } = await db.query<{ slug: string; name: string; brand_slug: string; brand_name: string }>(
    `SELECT p.slug, ${contentSql('p', 'name', '$2')} AS name, b.slug AS brand_slug, b.name AS brand_name
       FROM products p JOIN brands b ON b.id = p.brand_id WHERE p.slug = ANY($1::text[])`,
    [slugs, ctx.lang],
  );
  const bySlug = new Map(rows.map((r) => [r.slug, { slug: r.slug, name: r.name, brand: { slug: r.brand_slug, name: r.brand_name } }]));
  return slugs.map((s) => bySlug.get(s)).filter((p): p is BundleProduct => !!p);
}

/** The country's listed, current bundle offers that take the product `slug`, each with all its products. */
export async function productBundles(db: Queryable, ctx: Pick<CatalogContext, 'country' | 'lang'>, slug: string, now = new Date()): Promise<ProductBundle[]> {
  const { rows } = await db.query<{ id: string; title: string; terms: string; bundle_price: number; bundle_product_slugs: string[] }>(
    `SELECT id, ${localizedSql('title', '$3')} AS title, ${localizedSql('terms', '$3')} AS terms, bundle_price, bundle_product_slugs
       FROM promotions
      WHERE country = $1 AND type = 'bundle' AND listed AND $2 = ANY(bundle_product_slugs)
        AND (valid_from IS NULL OR valid_from <= $4) AND (valid_until IS NULL OR valid_until > $4)
      ORDER BY id`,
    [ctx.country.code, slug, ctx.lang, now],
  );
  return Promise.all(
    rows.map(async (r) => ({ id: r.id, title: r.title, terms: r.terms, price: r.bundle_price, products: await bundleProducts(db, ctx, r.bundle_product_slugs) })),
  );
}
