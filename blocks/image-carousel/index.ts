import { defineBlock } from '@/renderer/types';
import { schema } from './image-carousel.schema';
import { ImageCarousel } from './ImageCarousel';

export const block = defineBlock<typeof schema>({ schema, component: ImageCarousel });
