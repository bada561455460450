import { defineBlock } from '@/renderer/types';
import { schema } from './section-heading.schema';
import { SectionHeading } from './SectionHeading';

export const block = defineBlock<typeof schema>({ schema, component: SectionHeading });
