/** `resolveData` of the product carousel: its products through the cached catalogue read. */
import { loadFeaturedProducts } from '@/server/catalog';
import type { RenderContext } from '@/renderer/types';
import { DEFAULT_LIMIT, type ProductCarouselData, type ProductCarouselFields } from './ProductCarousel';

export function resolveProductCarousel(fields: ProductCarouselFields, context: RenderContext): Promise<ProductCarouselData> {
  return loadFeaturedProducts(context.country.code, context.lang, {
    ...(fields.productRefs?.length ? { refs: fields.productRefs } : {}),
    ...(fields.source ? { source: fields.source } : {}),
    limit: fields.limit ?? DEFAULT_LIMIT,
  });
}
