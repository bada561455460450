/** `resolveData` of the product listing: the first page and facets, and top categories for the empty state. */
import { loadCategories, loadListing } from '@/server/catalog';
import type { RenderContext } from '@/renderer/types';
import { DEFAULT_PAGE_SIZE, type ProductListingData, type ProductListingFields } from './ProductListing';

export async function resolveProductListing(fields: ProductListingFields, context: RenderContext): Promise<ProductListingData> {
  const code = context.country.code;
  const request = {
    ...(fields.category ? { category: fields.category } : {}),
    ...(fields.brand ? { brand: [fields.brand] } : {}),
    ...(fields.source === 'sale' ? { sale: true } : {}),
    ...(fields.source === 'new' ? { new: true } : {}),
    page_size: fields.pageSize ?? DEFAULT_PAGE_SIZE,
  };
  const [listing, tree] = await Promise.all([loadListing(code, context.lang, request), loadCategories(code, context.lang)]);
  return { listing, browse: tree.map((c) => ({ label: c.name, href: context.href(`/pages/${c.path}`) })) };
}
