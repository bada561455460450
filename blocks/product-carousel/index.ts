import { defineBlock } from '@/renderer/types';
import { schema } from './product-carousel.schema';
import { ProductCarousel, type ProductCarouselData } from './ProductCarousel';
import { resolveProductCarousel } from './resolve';

export const block = defineBlock<typeof schema, ProductCarouselData>({
  schema,
  component: ProductCarousel,
  resolveData: resolveProductCarousel,
});
