// Brands A–Z and the category tree.
import type { BrandSummary, CategoryNodeT } from '@/schemas/api/catalog';
import type { CatalogContext, Queryable } from './context';
import { localizedSql, queryCatalog } from './summary';
import { pricedInSql } from './search';

/** Brands with at least one product priced in the country, A–Z, with their product count there and localized description. */
export async function listBrands(db: Queryable, ctx: CatalogContext): Promise<BrandSummary[]> {
  const rows = await queryCatalog<{ slug: string; name: string; house_brand: boolean; product_count: number; description: string }>(
    db,
    `SELECT b.slug, b.name, b.house_brand, count(*)::int AS product_count, ${localizedSql('b.description', '$2')} AS description
     FROM brands b
     JOIN products p ON p.brand_id = b.id
     WHERE ${pricedInSql('p', '$1')}
     GROUP BY b.id
     ORDER BY lower(b.name), b.slug`,
    [ctx.country.code, ctx.lang],
  );
  return rows.map((r) => ({
    slug: r.slug,
    name: r.name,
    houseBrand: r.house_brand,
    productCount: r.product_count,
    description: r.description,
  }));
}

/** Every category, nested (top categories first, then by position), with names in the language (else English). */
export async function categoryTree(db: Queryable, ctx: CatalogContext): Promise<CategoryNodeT[]> {
  const rows = await queryCatalog<{ id: number; parent_id: number | null; path: string; slug: string; level: number; name: string }>(
    db,
    `SELECT id, parent_id, path, slug, level, ${localizedSql('name', '$1')} AS name
     FROM categories
     ORDER BY level, position, path`,
    [ctx.lang],
  );
  const nodes = new Map<number, CategoryNodeT>();
  const roots: CategoryNodeT[] = [];
  for (const r of rows) {
    const node: CategoryNodeT = { path: r.path, slug: r.slug, name: r.name, level: r.level, children: [] };
    nodes.set(r.id, node);
    const parent = r.parent_id === null ? undefined : nodes.get(r.parent_id);
    if (parent) parent.children.push(node);
    else if (r.parent_id === null) roots.push(node);
  }
  return roots;
}
