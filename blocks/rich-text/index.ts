import { defineBlock } from '@/renderer/types';
import { schema } from './rich-text.schema';
import { RichTextBlock } from './RichText';

export const block = defineBlock<typeof schema>({ schema, component: RichTextBlock });
