/**
 * The member's wish list: variants kept for later (the bag moves lines here). The wish list issue builds
 * its page, product-card hearts and notify-me on this.
 */
import type { Queryable } from '../catalog/context';
import type { CatalogContext } from '../catalog/context';
import { contentSql, variantRefOf, type VariantRefRow } from '../catalog/summary';

export interface WishListItem {
  variantId: number;
  sku: string;
  productSlug: string;
  name: string;
  brand: { slug: string; name: string };
  shade: string | null;
  image: { url: string; width: number; height: number; alt: string };
  addedAt: string;
}

export async function listWishList(db: Queryable, accountId: string, ctx: CatalogContext): Promise<WishListItem[]> {
  const { rows } = await db.query<VariantRefRow & { added_at: Date }>(
    `SELECT w.variant_id, v.sku, p.slug, ${contentSql('p', 'name', '$2')} AS name, b.slug AS brand_slug, b.name AS brand_name, v.shade_name, v.shade_hex, v.image, p.product_type, w.added_at
       FROM wishlist_items w JOIN variants v ON v.id = w.variant_id JOIN products p ON p.id = v.product_id JOIN brands b ON b.id = p.brand_id
      WHERE w.account_id = $1 ORDER BY w.added_at DESC, w.variant_id`,
    [accountId, ctx.lang],
  );
  return rows.map((r) => ({ ...variantRefOf(r), addedAt: r.added_at.toISOString() }));
}

/** Keeps (`saved: true`) or drops a variant; false when the variant does not exist. */
export async function setWishListed(db: Queryable, accountId: string, variantId: number, saved: boolean): Promise<boolean> {
  if (!saved) {
    await db.query('DELETE FROM wishlist_items WHERE account_id = $1 AND variant_id = $2', [accountId, variantId]);
    return true;
  }
  const { rowCount } = await db.query('INSERT INTO wishlist_items (account_id, variant_id) SELECT $1, id FROM variants WHERE id = $2 ON CONFLICT DO NOTHING', [accountId, variantId]);
  if (rowCount) return true;
  const { rows } = await db.query('SELECT 1 FROM variants WHERE id = $1', [variantId]);
  return rows.length > 0;
}
