// What the sitemaps list of the catalogue: every product with the countries it is sold in (a variant priced there)
// and when it last changed there, and every store. One query each, whatever the catalogue's size.
import type { Queryable } from './context';

export interface ProductIndexRow {
  slug: string;
  brand: string;
  /** The product's leaf category path (`makeup/lips/lipstick`). */
  category: string;
  country: string;
  /** When the product was added or its stock in the country last moved, whichever is later. */
  lastmod: Date;
}

/** One row per product and country it is sold in, by slug. */
export async function productIndex(db: Queryable, slug?: string): Promise<ProductIndexRow[]> {
  const { rows } = await db.query<ProductIndexRow>(
    `SELECT p.slug, b.slug AS brand, c.path AS category, pr.country,
            greatest(p.created_at, max(m.created_at)) AS lastmod
       FROM products p
       JOIN brands b ON b.id = p.brand_id
       JOIN categories c ON c.id = p.category_id
       JOIN variants v ON v.product_id = p.id
       JOIN prices pr ON pr.variant_id = v.id
       LEFT JOIN inventory_movements m ON m.variant_id = v.id AND m.country = pr.country
      WHERE $1::text IS NULL OR p.slug = $1
      GROUP BY p.slug, b.slug, c.path, pr.country, p.created_at
      ORDER BY p.slug, pr.country`,
    [slug ?? null],
  );
  return rows.map((r) => ({ ...r, country: r.country.trim() }));
}

export interface StoreIndexRow {
  slug: string;
  country: string;
  /** The store's last stock movement; null when it has none. */
  lastmod: Date | null;
}

/** Every store with its country. */
export async function storeIndex(db: Queryable): Promise<StoreIndexRow[]> {
  const { rows } = await db.query<StoreIndexRow>(
    `SELECT s.slug, s.country, max(m.created_at) AS lastmod
       FROM stores s LEFT JOIN inventory_movements m ON m.store_id = s.id
      GROUP BY s.slug, s.country ORDER BY s.slug`,
  );
  return rows.map((r) => ({ ...r, country: r.country.trim() }));
}
