import { defineBlock } from '@/renderer/types';
import schema from './product-carousel.schema.json';
import { ProductCarousel, type ProductCarouselData, type ProductCarouselFields } from './ProductCarousel';
import { resolveProductCarousel } from './resolve';

export const block = defineBlock<ProductCarouselFields, ProductCarouselData>({
  contentType: 'productCarousel',
  schema,
  component: ProductCarousel,
  resolveData: resolveProductCarousel,
});
