import { defineBlock } from '@/renderer/types';
import schema from './section-heading.schema.json';
import { SectionHeading, type SectionHeadingFields } from './SectionHeading';

export const block = defineBlock<SectionHeadingFields>({ contentType: 'sectionHeading', schema, component: SectionHeading });
