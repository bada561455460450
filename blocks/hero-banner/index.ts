import { defineBlock } from '@/renderer/types';
import { schema } from './hero-banner.schema';
import { HeroBanner } from './HeroBanner';

export const block = defineBlock<typeof schema>({ schema, component: HeroBanner });
