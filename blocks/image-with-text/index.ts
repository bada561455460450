import { defineBlock } from '@/renderer/types';
import { schema } from './image-with-text.schema';
import { ImageWithText } from './ImageWithText';

export const block = defineBlock<typeof schema>({ schema, component: ImageWithText });
