import { defineBlock } from '@/renderer/types';
import { schema } from './image-carousel.schema';
import { ImageCarousel } from './ImageCarousel';

export const block = defineBlock({ schema, component: ImageCarousel });
