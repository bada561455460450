import { defineBlock } from '@/renderer/types';
import schema from './rich-text.schema.json';
import { RichTextBlock, type RichTextFields } from './RichText';

export const block = defineBlock<RichTextFields>({ contentType: 'richText', schema, component: RichTextBlock });
