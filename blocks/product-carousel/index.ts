import { defineBlock } from '@/renderer/types';
import { schema } from './product-carousel.schema';
import { ProductCarousel } from './ProductCarousel';
import { resolveProductCarousel } from './resolve';

export const block = defineBlock({
  schema,
  component: ProductCarousel,
  resolveData: resolveProductCarousel,
});
