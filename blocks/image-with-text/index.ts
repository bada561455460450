import { defineBlock } from '@/renderer/types';
import schema from './image-with-text.schema.json';
import { ImageWithText, type ImageWithTextFields } from './ImageWithText';

export const block = defineBlock<ImageWithTextFields>({ contentType: 'imageWithText', schema, component: ImageWithText });
