import { defineBlock } from '@/renderer/types';
import schema from './image-carousel.schema.json';
import { ImageCarousel, type ImageCarouselFields } from './ImageCarousel';

export const block = defineBlock<ImageCarouselFields>({ contentType: 'imageCarousel', schema, component: ImageCarousel });
